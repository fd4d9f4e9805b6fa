#!/usr/bin/env node
// Writes a .br and a .gz beside every text asset of a built app, so the API serves them
// precompressed (@fastify/static `preCompressed`) instead of sending ~3.5× the bytes or
// compressing on every request. Usage: node scripts/precompress.mjs <dist folder>…
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Below this a compressed copy saves less than a packet.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  for (const path of files(dir)) {
    if (!TEXT.test(path) || path.endsWith('.map')) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
    before += body.length;
    after += br.length;
  }
}
console.log(`precompress: ${written} files, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB with brotli`);
