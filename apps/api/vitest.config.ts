import { vitestPreset } from '@parley/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = vitestPreset({ environment: 'node', testTimeout: 30_000 });
// One PGlite/PostgreSQL database per test file; files run one at a time on 2 cores.
// A suite's set-up (database, migrations, app) passed 60 s once on a loaded 2-core machine: 120 s.
// Files share one module graph (isolate: false): importing the server's modules again for every
// file cost ~6 s a file, most of the suite's time. No test mocks a module or changes process.env;
// each opens its own database and app, so module-level state is caches that any process keeps.
// The repo's own scripts' tests (scripts/module-graph.test.ts) run too; their fixture folders do not.
export default defineConfig({
  test: { ...preset.test, include: [...(preset.test.include ?? []), 'scripts/*.test.ts'], fileParallelism: false, isolate: false, hookTimeout: 120_000 },
});
