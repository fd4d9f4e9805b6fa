import { vitestPreset } from '@parley/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = vitestPreset({ environment: 'dom', setupFiles: ['./vitest.setup.ts'] });

export default defineConfig({ ...preset, esbuild: { jsx: 'automatic' } });
