/**
 * One owner per table (issue 35): a table that has an owner is written (INSERT, UPDATE, DELETE)
 * only by the code of its owning module; every other module calls that module's functions.
 * Reading is free. Fails (exit 1) listing each write found outside its owner.
 *
 * What counts as a write: drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` on the table's schema
 * object, and SQL text `INSERT INTO`, `UPDATE`, `DELETE FROM` naming the table (`${t}` or its SQL
 * name). Production sources only: tests and the benchmarks seed rows the API would take hours to make.
 *
 * Run: `tsx scripts/check-table-owners.ts` (part of `pnpm --filter @parley/api lint`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface OwnedTable {
  /** The schema object's name in `src/db/schema`. */
  schemaName: string;
  /** The table's name in SQL. */
  sqlName: string;
  /** The folder (relative to apps/api, with `/`) whose files may write it. */
  owner: string;
}

/** Each owned table and its owner; ARCHITECTURE.md ("One owner per table") says why each. */
export const OWNED_TABLES: OwnedTable[] = [
  { schemaName: 'conversations', sqlName: 'conversations', owner: 'src/modules/conversations/' },
  { schemaName: 'messages', sqlName: 'messages', owner: 'src/modules/conversations/' },
  { schemaName: 'agents', sqlName: 'agents', owner: 'src/modules/agent/' },
  { schemaName: 'emailOutbox', sqlName: 'email_outbox', owner: 'src/modules/email/' },
];

export interface ForeignWrite {
  file: string;
  line: number;
  table: string;
  owner: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns that write `table` in a source file. */
function writePatterns(table: OwnedTable): RegExp[] {
  const schema = escape(table.schemaName);
  const named = `(?:\\$\\{\\s*${schema}\\s*\\}|"?${escape(table.sqlName)}"?)(?![\\w.])`;
  return [new RegExp(`\\.(?:insert|update|delete)\\(\\s*${schema}\\s*\\)`, 'g'), new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${named}`, 'g')];
}

/** The writes of owned tables in one file (`file`: relative to apps/api, with `/`) outside their owners. */
export function foreignWrites(file: string, source: string, tables: OwnedTable[] = OWNED_TABLES): ForeignWrite[] {
  const found: ForeignWrite[] = [];
  for (const table of tables) {
    if (file.startsWith(table.owner)) continue;
    for (const pattern of writePatterns(table)) {
      for (const match of source.matchAll(pattern)) {
        const line = source.slice(0, match.index).split('\n').length;
        found.push({ file, line, table: table.sqlName, owner: table.owner });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const isProductionSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return isProductionSource(entry.name) ? [path] : [];
  });
}

/** Every foreign write under `root`'s `src/`. */
export function checkTableOwners(root: string): ForeignWrite[] {
  return sourcesUnder(join(root, 'src')).flatMap((path) => foreignWrites(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(sep).join('/'))) {
  const root = join(import.meta.dirname, '..');
  const writes = checkTableOwners(root);
  for (const w of writes) console.error(`${w.file}:${w.line}: writes ${w.table}, which only ${w.owner} writes: call its functions instead`);
  if (writes.length) process.exit(1);
  console.info(`table owners: ${OWNED_TABLES.length} owned tables, each written only by its owner`);
}
