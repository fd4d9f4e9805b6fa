import type { UserConfig } from 'vitest/config';

export interface VitestPresetOptions {
  environment?: 'node' | 'dom';
  setupFiles?: string[];
  testTimeout?: number;
}

export function vitestPreset(options?: VitestPresetOptions): { test: NonNullable<UserConfig['test']> };
