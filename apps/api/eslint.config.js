import config, { typeChecked } from '@parley/eslint-config';

/**
 * The API's layers point one way: routes → services → repositories → database (ARCHITECTURE.md,
 * "Layers"). Routes parse, authorise and shape; only services and repositories touch tables.
 */
const ROUTES = ['src/**/routes.ts', 'src/**/*-routes.ts'];
/**
 * The files of a module that speak HTTP: its routes, its index (which registers them), the readers
 * of a request (`*-request.ts`), and the OpenAPI module (which reads the registered routes). Every
 * other file under modules/ is a service or a repository by where it lives, whatever its name, so
 * the rule below sees each file that runs a query.
 */
const HTTP_EDGE = [
  ...ROUTES,
  'src/modules/*/index.ts',
  'src/modules/**/*-request.ts',
  'src/modules/openapi/**',
  'src/modules/**/*.test.ts',
  'src/modules/**/*-test-kit.ts',
];
/**
 * Schemas come from the contract, one path for all (issue 35): `@parley/api-client/schemas` only re-exports them
 * for browser code. Every block repeats it, as a later `no-restricted-imports` replaces an earlier one's patterns.
 */
const SCHEMAS_FROM_CONTRACT = { group: ['@parley/api-client/schemas'], message: 'Import schemas and constants from @parley/contract.' };
/** Imports the `files` may not make; each pattern's message says where the code belongs instead. */
const forbidImports = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns: [SCHEMAS_FROM_CONTRACT, ...patterns] }] } });
/** The same, for every file of `files` but those of `ignores`. */
const forbidImportsBut = (files, ignores, ...patterns) => ({ ...forbidImports(files, ...patterns), ignores });

export default [
  ...config,
  // typescript-eslint's type-checked rules (issue 17) on every source file.
  ...typeChecked(import.meta.dirname).map((block) => ({ ...block, files: ['src/**/*.ts', 'scripts/**/*.ts'] })),
  forbidImports(['src/**/*.ts', 'scripts/**/*.ts']),
  forbidImports(
    ROUTES,
    { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes call a service or repository; only services and repositories query tables.' },
    { group: ['**/db/schema', '**/db/schema/*'], message: 'Routes call a service or repository; only services and repositories touch tables.' },
  ),
  forbidImportsBut(
    ['src/modules/**/*.ts'],
    HTTP_EDGE,
    { group: ['fastify', '@fastify/*'], message: 'Services and repositories know nothing of HTTP: take plain values, throw AppError.' },
    { group: ['**/routes', '**/*-routes'], message: 'Layers point one way: routes call services, never the reverse.' },
  ),
];
