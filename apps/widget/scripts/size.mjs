// Prints what the widget frame downloads before its first usable paint (HTML, entry JS, CSS),
// gzipped, against its 90 KB budget. Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/embed\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const files = ['index.html', ...assets];
const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, dist))).length, 0);
console.info(`widget first paint: ${files.length} files, ${(bytes / 1024).toFixed(1)} KB gzipped (budget 90 KB)`);
if (bytes > 90 * 1024) process.exit(1);
