/**
 * Node-side helpers for the tests that run the SDK in Debian's Chromium (not part of the package):
 * the SDK bundled from source with esbuild, and Chromium's path and launch flags.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without Chromium the browser tests skip on a developer's machine; in CI a missing browser fails them. */
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium && process.env.CI) throw new Error(`Chromium is missing at ${CHROMIUM} in CI (.ci/run installs it; CHROMIUM_PATH points elsewhere)`);

/**
 * The launch flags of every browser test in the repo (no sandbox in containers, no background traffic,
 * every outside host unresolvable), by path: only these tests use them, not the published package.
 */
export { chromiumArgs as CHROMIUM_ARGS } from '../../../tooling/playwright/index.js';

/** The part of esbuild's API used here (esbuild comes with tsup; its types are not a dependency of ours). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }>;
}

/** `src/index.ts` as one browser ES module, daily-js left as a bare import for an import map. */
export async function bundleSdk(): Promise<string> {
  const require = createRequire(import.meta.url);
  const esbuild = createRequire(require.resolve('tsup'))('esbuild') as Esbuild;
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['@daily-co/daily-js'],
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}
