import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteApart } from './create-pglite';
import { openDatabase } from './database';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-create-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a new embedded database, created in a process of its own', () => {
  it('is created and migrated on the first open, and opens again as it was left', async () => {
    const dataDir = join(folder(), 'pglite');
    const first = await openDatabase({ dataDir });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`INSERT INTO organizations (sub_id, name, website_url) VALUES ('sub_kept', 'Kept Co', 'https://kept.example.com')`);
    await first.close();
    const again = await openDatabase({ dataDir });
    const { rows } = await again.db.execute<{ name: string }>(sql`SELECT name FROM organizations`);
    expect(rows.map((row) => row.name)).toEqual(['Kept Co']);
    await again.close();
  }, 120_000);

  it('rejects with what the child wrote when it cannot create one', async () => {
    // A data folder that cannot exist (under a file): the child fails at once.
    const creating = createPgliteApart('/dev/null/pglite', join(folder(), 'drizzle'));
    await expect(creating).rejects.toThrow(/creating the embedded database in .* failed \(1\): .*ENOTDIR/s);
  }, 120_000);
});
