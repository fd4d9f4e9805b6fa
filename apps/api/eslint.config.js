import config, { typeChecked } from '@parley/eslint-config';

/**
 * The API's layers point one way: routes → services → repositories → database (ARCHITECTURE.md,
 * "Layers"). Routes parse, authorise and shape; only repositories and stores touch tables.
 */
const ROUTES = ['src/**/routes.ts', 'src/**/*-routes.ts'];
const DATA_LAYERS = ['src/**/service.ts', 'src/**/*-service.ts', 'src/**/repository.ts', 'src/**/*-repository.ts', 'src/**/*-store.ts'];

/** Imports the `files` may not make; each pattern's message says where the code belongs instead. */
const forbidImports = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default [
  ...config,
  // typescript-eslint's type-checked rules (issue 17) on every source file.
  ...typeChecked(import.meta.dirname).map((block) => ({ ...block, files: ['src/**/*.ts', 'scripts/**/*.ts'] })),
  forbidImports(
    ROUTES,
    { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes call a service or repository; only repositories and stores query tables.' },
    { group: ['**/db/schema', '**/db/schema/*'], message: 'Routes call a service or repository; only repositories and stores touch tables.' },
  ),
  forbidImports(
    DATA_LAYERS,
    { group: ['fastify', '@fastify/*'], message: 'Services and repositories know nothing of HTTP: take plain values, throw AppError.' },
    { group: ['**/routes', '**/*-routes'], message: 'Layers point one way: routes call services, never the reverse.' },
  ),
];
