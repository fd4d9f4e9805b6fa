// Prints the loader's gzipped size against its 2 KB budget (run after `pnpm build`).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const bytes = gzipSync(readFileSync(new URL('../dist/loader.global.js', import.meta.url))).length;
console.info(`loader.global.js: ${bytes} bytes gzipped (budget 2048)`);
if (bytes >= 2048) process.exit(1);
