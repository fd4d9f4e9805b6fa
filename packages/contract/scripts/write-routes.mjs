// Writes `@parley/contract/routes` after tsup: the method and path of each operation a client
// calls, read from the built table. A browser client imports these few strings instead of the
// whole table (its schemas, summaries and descriptions); the types come from the table itself.
import { writeFileSync } from 'node:fs';
import { clientRoutesOf, PRODUCT_OPERATIONS } from '../dist/index.js';

const dist = new URL('../dist/', import.meta.url);
const table = JSON.stringify(clientRoutesOf(PRODUCT_OPERATIONS));
const note = '// Written by scripts/write-routes.mjs from the operation table: edit the operations, not this file.\n';

writeFileSync(new URL('routes.js', dist), `${note}export const ROUTES = ${table};\n`);
writeFileSync(new URL('routes.cjs', dist), `${note}'use strict';\nexports.ROUTES = ${table};\n`);
for (const [file, from] of [
  ['routes.d.ts', './index.js'],
  ['routes.d.cts', './index.cjs'],
]) {
  writeFileSync(
    new URL(file, dist),
    `import type { ClientRoutes } from '${from}';\n/** Method and path of each operation a client calls, by operation id. */\nexport declare const ROUTES: ClientRoutes;\n`,
  );
}
console.info(`routes: ${Object.keys(JSON.parse(table)).length} operations`);
