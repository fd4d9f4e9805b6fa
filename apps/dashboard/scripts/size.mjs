// The dashboard's size budgets, read from the Vite manifest of `vite build` (run after the build):
// the entry chunk, and what each signed-out page needs before it can paint: the entry, the page's
// lazy chunk and everything either imports statically (JS and CSS, gzipped). Chunks a page loads
// later (on submit, on a click) are not counted. Exits 1 when anything is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const KB = 1000; // as Vite prints sizes
const ENTRY_BUDGET = 80 * KB;
const PAGE_BUDGET = 120 * KB;
/**
 * Each signed-out page: the module App.tsx lazy-loads for it, and what it loads before it can show
 * its content. The sign-in forms load the API client and the schemas only when used, the demo list
 * needs neither; one business's demo asks the API for its agent at once (printed, no budget).
 */
const PAGES = [
  { path: '/login', sources: ['src/pages/auth-forms.tsx'], budget: PAGE_BUDGET },
  { path: '/register', sources: ['src/pages/auth-forms.tsx'], budget: PAGE_BUDGET },
  { path: '/demo', sources: ['src/pages/public-pages.tsx'], budget: PAGE_BUDGET },
  { path: '/demo/{sub_id}', sources: ['src/pages/public-pages.tsx', 'src/lib/api-client.ts'] },
];

const manifestUrl = new URL('.vite/manifest.json', dist);
if (!existsSync(manifestUrl)) {
  console.error('dist/.vite/manifest.json is missing: run `vite build` first (build.manifest is on in vite.config.ts).');
  process.exit(1);
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The files a manifest chunk needs at once: its own, its CSS, and its static imports', recursively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const entryJs = gz(manifest[entryKey].file);
let over = false;
const report = (label, bytes, budget) => {
  const ok = budget === undefined || bytes <= budget;
  over ||= !ok;
  console.info(`${ok ? ' ' : '✗'} ${label.padEnd(46)} ${kb(bytes).padStart(9)}${budget ? ` (budget ${kb(budget)})` : ''}`);
};

report(`entry chunk ${manifest[entryKey].file}`, entryJs, ENTRY_BUDGET);
report(`entry with its static imports (${entryFiles.size} files)`, sum(entryFiles));
for (const { path, sources, budget } of PAGES) {
  const files = new Set(entryFiles);
  for (const source of sources) staticClosure(source, files);
  report(`${path}: JS+CSS to render (${files.size} files)`, sum(files), budget);
}
if (over) {
  console.error('Over budget: see what a chunk holds with `npx vite build --sourcemap` and its source map.');
  process.exit(1);
}
