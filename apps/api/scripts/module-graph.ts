/**
 * The module graph of `src/modules` (issue 35, "Downward only"): one node per module (the first
 * folder under modules/), one arrow per pair of modules with the number of imports behind it.
 * Exits 1 when any arrows form a cycle and prints the cycle, so CI (`pnpm --filter @parley/api lint`)
 * fails on a module that imports from a module that imports it.
 *
 *   tsx scripts/module-graph.ts [modules folder]
 *
 * Imports are read by TypeScript's own pre-processor, so `import type`, `export … from` and
 * `import()` all count: a type-only arrow still means one module knows the other's internals and
 * the pair cannot be split into packages. Tests and test kits are left out: they sit in one module
 * and reach into others by design, and nothing ships them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Files no production code imports: tests, test kits and their fixtures. */
const TEST_ONLY = /(\.test\.tsx?|test-kit\.tsx?)$|[/\\]fixtures[/\\]/;

export interface ModuleGraph {
  modules: string[];
  /** `from` → `to` → how many import statements make that arrow. */
  arrows: Map<string, Map<string, number>>;
  /** One file-level example per arrow, so a cycle says where to cut it. */
  examples: Map<string, string>;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST_ONLY.test(path) ? [path] : [];
  });
}

/** Sources write ESM paths (`./x.js`); the file on disk is `x.ts` (or a folder's `index.ts`). */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && !path.endsWith(sep) && /\.tsx?$/.test(path));
}

function moduleOf(modulesDir: string, file: string): string | undefined {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

export function readModuleGraph(modulesDir: string): ModuleGraph {
  const root = resolve(modulesDir);
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const arrows = new Map<string, Map<string, number>>(modules.map((name) => [name, new Map<string, number>()]));
  const examples = new Map<string, string>();
  for (const file of sourceFiles(root)) {
    const from = moduleOf(root, file);
    if (from === undefined) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      const to = target === undefined ? undefined : moduleOf(root, target);
      if (to === undefined || to === from) continue;
      const out = arrows.get(from);
      if (out === undefined) continue;
      out.set(to, (out.get(to) ?? 0) + 1);
      const key = `${from}→${to}`;
      if (!examples.has(key)) examples.set(key, `${relative(root, file)} imports ${fileName}`);
    }
  }
  return { modules, arrows, examples };
}

/**
 * The cycles to cut: for every strongly connected group of two or more modules (Tarjan), the
 * shortest cycle through each of its members, each cycle once. One knot usually ties many modules
 * together; a cycle per member shows every arrow that runs back up, not just the first found.
 */
export function findCycles(graph: ModuleGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const next = (name: string): string[] => [...(graph.arrows.get(name)?.keys() ?? [])].sort();
  const visit = (name: string): void => {
    index.set(name, index.size);
    low.set(name, index.get(name) ?? 0);
    stack.push(name);
    onStack.add(name);
    for (const to of next(name)) {
      if (!index.has(to)) {
        visit(to);
        low.set(name, Math.min(low.get(name) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(name, Math.min(low.get(name) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(name) !== index.get(name)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === name) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const name of graph.modules) if (!index.has(name)) visit(name);
  const cycles = new Map<string, string[]>();
  for (const group of groups) {
    for (const start of group) {
      const cycle = cycleThrough(start, group, next);
      // The same cycle found from another member: keyed by its members in order from the smallest.
      const ring = cycle.slice(0, -1);
      const first = ring.indexOf([...ring].sort()[0] ?? '');
      const key = [...ring.slice(first), ...ring.slice(0, first)].join(' ');
      if (!cycles.has(key)) cycles.set(key, cycle);
    }
  }
  return [...cycles.values()];
}

/** The shortest path from `start` back to itself, staying inside its group. */
function cycleThrough(start: string, group: string[], next: (name: string) => string[]): string[] {
  const members = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const to of next(at)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [at];
        for (let step = cameFrom.get(at); step !== undefined; step = cameFrom.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, at);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

export function formatGraph(graph: ModuleGraph): string {
  const lines = graph.modules.map((name) => {
    const out = [...(graph.arrows.get(name) ?? new Map<string, number>())].sort(([a], [b]) => a.localeCompare(b));
    return `${name} → ${out.length === 0 ? '(nothing)' : out.map(([to, count]) => `${to} ×${count}`).join(', ')}`;
  });
  const total = [...graph.arrows.values()].reduce((sum, out) => sum + out.size, 0);
  return [...lines, `${graph.modules.length} modules, ${total} arrows`].join('\n');
}

/**
 * Each module's layer when the graph has no cycle: 0 for a module that imports no other, else one
 * above the highest module it imports. A module may import only from lower layers.
 */
export function layersOf(graph: ModuleGraph): string[][] {
  const level = new Map<string, number>();
  const levelOf = (name: string, path: Set<string>): number => {
    const known = level.get(name);
    if (known !== undefined) return known;
    if (path.has(name)) return 0; // a cycle: findCycles reports it
    path.add(name);
    const below = [...(graph.arrows.get(name)?.keys() ?? [])].map((to) => levelOf(to, path));
    path.delete(name);
    const value = below.length === 0 ? 0 : Math.max(...below) + 1;
    level.set(name, value);
    return value;
  };
  const layers: string[][] = [];
  for (const name of graph.modules) (layers[levelOf(name, new Set())] ??= []).push(name);
  return layers;
}

function main(): void {
  const here = dirname(fileURLToPath(import.meta.url));
  const graph = readModuleGraph(process.argv[2] ?? join(here, '..', 'src', 'modules'));
  console.info(formatGraph(graph));
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.info(
      `\nLayers, bottom first:\n${layersOf(graph)
        .map((names, i) => `  ${i}: ${names.join(', ')}`)
        .join('\n')}`,
    );
    return;
  }
  console.error(`\n${cycles.length} cycle(s) between modules; each module may import only from modules below it:`);
  for (const cycle of cycles) {
    console.error(`  ${cycle.join(' → ')}`);
    for (let i = 0; i + 1 < cycle.length; i++) console.error(`    ${graph.examples.get(`${cycle[i]}→${cycle[i + 1]}`)}`);
  }
  process.exitCode = 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
