/**
 * Threads and processes the server starts from files of its own (the document reader, the embedded
 * database's thread, the process that creates a new embedded database). The build
 * (tsup.config.ts) emits each as `<name>.js` next to main.js; from source (tsx, vitest) they are
 * the TypeScript files beside the caller, loaded through tsx.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const fromSource = (callerUrl: string) => callerUrl.endsWith('.ts');

/** tsx's ESM API (the package's `import` condition, which `require.resolve` does not give). */
function tsxApi(): string {
  const commonJs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(commonJs.replace(/\.cjs$/, '.mjs')).href;
}

/**
 * What `new Worker(entry, { eval })` runs for the sibling file `name` (no extension) of `callerUrl`.
 * From source the thread registers tsx itself: on Node 20 a thread does not inherit the process's
 * `--import tsx` loader (nodejs/node#47747).
 */
export function siblingThread(callerUrl: string, name: string): { entry: string | URL; eval: boolean } {
  if (!fromSource(callerUrl)) return { entry: new URL(`./${name}.js`, callerUrl), eval: false };
  const file = new URL(`./${name}.ts`, callerUrl);
  return { entry: `import(${JSON.stringify(tsxApi())}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(file.href)}))`, eval: true };
}

/** The arguments of `node` that run the sibling file `name` of `callerUrl` as a process (tsx's loader from source). */
export function siblingProcessArgs(callerUrl: string, name: string): string[] {
  const source = fromSource(callerUrl);
  const file = fileURLToPath(new URL(`./${name}.${source ? 'ts' : 'js'}`, callerUrl));
  return source ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, file] : [file];
}
