// Size budget of the SDK as a browser app ships it: dist/index.js bundled with its dependencies
// (zod/mini included), minified and gzipped — everything except @daily-co/daily-js, which is only
// fetched by a dynamic import() when a Daily call starts. Fails over budget. Run after `pnpm build`.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 15 * 1024;
// esbuild comes with tsup (already a dev dependency): the same bundler the build uses.
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild');

const result = await esbuild.build({
  entryPoints: [fileURLToPath(new URL('../dist/index.js', import.meta.url))],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  external: ['@daily-co/daily-js'],
  write: false,
  logLevel: 'silent',
});
const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const dailyInMain = Buffer.from(code).toString().includes('c.daily.co');
console.info(
  `@parley/voice-client: ${gzipped} bytes gzipped (${code.length} minified), budget ${BUDGET}; daily-js in main bundle: ${dailyInMain ? 'YES' : 'no'}`,
);
if (gzipped > BUDGET || dailyInMain) process.exit(1);
