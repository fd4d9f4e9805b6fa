// Writes `@parley/contract/routes` after tsup: the method and path of each operation a client
// calls, read from the built table (`ROUTES` by operation id, `VOICE_ROUTES` by Voice API
// function). A browser client imports these few strings instead of the whole table (its schemas,
// summaries and descriptions); the types come from the table itself. A bundler drops the table a
// client does not import (the dashboard has no Voice API routes).
//
// tsup runs it (tsup.config.ts `onSuccess`) once the JavaScript is built, while the declaration
// build still runs in its worker: that build starts by deleting every `*.d.ts` in dist (tsup's
// clean), so the routes' declarations are written only once this build's own index.d.ts and
// index.d.cts are there (newer than index.js); written earlier, they were deleted (seen: a plain
// `tsup` left dist/routes.js without dist/routes.d.ts). Run by hand after a build, it waits for nothing.
import { statSync, writeFileSync } from 'node:fs';
import { clientRoutesOf, PRODUCT_OPERATIONS, VOICE_API_OPERATIONS, voiceRoutesOf } from '../dist/index.js';

const dist = new URL('../dist/', import.meta.url);
const table = JSON.stringify(clientRoutesOf(PRODUCT_OPERATIONS));
const voiceTable = JSON.stringify(voiceRoutesOf(VOICE_API_OPERATIONS));
const note = '// Written by scripts/write-routes.mjs from the operation table: edit the operations, not this file.\n';

writeFileSync(new URL('routes.js', dist), `${note}export const ROUTES = ${table};\nexport const VOICE_ROUTES = ${voiceTable};\n`);
writeFileSync(new URL('routes.cjs', dist), `${note}'use strict';\nexports.ROUTES = ${table};\nexports.VOICE_ROUTES = ${voiceTable};\n`);
await declarationsBuilt();
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

/** Resolves when dist/index.d.ts and index.d.cts are at least as new as dist/index.js; fails after 5 minutes (no declaration build?). */
async function declarationsBuilt() {
  const mtime = (file) => statSync(new URL(file, dist), { throwIfNoEntry: false })?.mtimeMs ?? -1;
  const built = mtime('index.js');
  for (const started = Date.now(); Date.now() - started < 300_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (mtime('index.d.ts') >= built && mtime('index.d.cts') >= built) return;
  }
  throw new Error('write-routes: dist/index.d.ts and index.d.cts were not rebuilt within 5 minutes; is tsup building declarations (dts)?');
}
