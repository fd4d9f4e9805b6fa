import type { PlaywrightTestConfig } from '@playwright/test';

export function chromiumExecutable(): string;
export const chromiumArgs: string[];
export function playwrightPreset(options: { baseURL: string; webServer?: PlaywrightTestConfig['webServer']; testDir?: string }): PlaywrightTestConfig;
