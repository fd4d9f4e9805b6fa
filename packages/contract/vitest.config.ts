import { vitestPreset } from '@parley/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(vitestPreset({ environment: 'node' }));
