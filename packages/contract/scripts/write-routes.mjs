// Writes `@parley/contract/routes` after tsup: the method and path of each operation a client
// calls, read from the built table (`ROUTES` by operation id, `VOICE_ROUTES` by Voice API
// function). A browser client imports these few strings instead of the whole table (its schemas,
// summaries and descriptions); the types come from the table itself. A bundler drops the table a
// client does not import (the dashboard has no Voice API routes).
import { writeFileSync } from 'node:fs';
import { clientRoutesOf, PRODUCT_OPERATIONS, VOICE_API_OPERATIONS, voiceRoutesOf } from '../dist/index.js';

const dist = new URL('../dist/', import.meta.url);
const table = JSON.stringify(clientRoutesOf(PRODUCT_OPERATIONS));
const voiceTable = JSON.stringify(voiceRoutesOf(VOICE_API_OPERATIONS));
const note = '// Written by scripts/write-routes.mjs from the operation table: edit the operations, not this file.\n';

writeFileSync(new URL('routes.js', dist), `${note}export const ROUTES = ${table};\nexport const VOICE_ROUTES = ${voiceTable};\n`);
writeFileSync(new URL('routes.cjs', dist), `${note}'use strict';\nexports.ROUTES = ${table};\nexports.VOICE_ROUTES = ${voiceTable};\n`);
for (const [file, from] of [
  ['routes.d.ts', './index.js'],
  ['routes.d.cts', './index.cjs'],
]) {
  writeFileSync(
    new URL(file, dist),
    `import type { ClientRoutes, VoiceRoutes } from '${from}';\n/** Method and path of each operation a client calls, by operation id. */\nexport declare const ROUTES: ClientRoutes;\n/** Method and path of each Voice API function, by its dotted name. */\nexport declare const VOICE_ROUTES: VoiceRoutes;\n`,
  );
}
console.info(`routes: ${Object.keys(JSON.parse(table)).length} operations, ${Object.keys(JSON.parse(voiceTable)).length} Voice API functions`);
