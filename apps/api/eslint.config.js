import config, { typeChecked } from '@parley/eslint-config';

/**
 * The API's layers point one way: routes → services → repositories → database (ARCHITECTURE.md,
 * "Layers"). Routes parse, authorise and shape; only repositories and stores touch tables.
 */
const ROUTES = ['src/**/routes.ts', 'src/**/*-routes.ts'];
const DATA_LAYERS = ['src/**/service.ts', 'src/**/*-service.ts', 'src/**/repository.ts', 'src/**/*-repository.ts', 'src/**/*-store.ts'];

/**
 * Schemas come from the contract, one path for all (issue 35): `@parley/api-client/schemas` only re-exports them
 * for browser code. Every block repeats it, as a later `no-restricted-imports` replaces an earlier one's patterns.
 */
const SCHEMAS_FROM_CONTRACT = { group: ['@parley/api-client/schemas'], message: 'Import schemas and constants from @parley/contract.' };
/** Imports the `files` may not make; each pattern's message says where the code belongs instead. */
const forbidImports = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns: [SCHEMAS_FROM_CONTRACT, ...patterns] }] } });

export default [
  ...config,
  // typescript-eslint's type-checked rules (issue 17) on every source file.
  ...typeChecked(import.meta.dirname).map((block) => ({ ...block, files: ['src/**/*.ts', 'scripts/**/*.ts'] })),
  forbidImports(['src/**/*.ts', 'scripts/**/*.ts']),
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
