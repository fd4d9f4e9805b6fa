import { vitestPreset } from '@parley/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = vitestPreset({ environment: 'node', testTimeout: 30_000 });
// One PGlite/PostgreSQL database per test file; files run one at a time on 2 cores.
// A suite's set-up (database, migrations, app) passed 60 s once on a loaded 2-core machine: 120 s.
export default defineConfig({ test: { ...preset.test, fileParallelism: false, hookTimeout: 120_000 } });
