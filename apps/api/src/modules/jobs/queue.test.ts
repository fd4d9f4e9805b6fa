import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { testDatabases } from '../../test-databases';
import { createQueue } from './queue';

describe.each(testDatabases())('the job queue on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  it('gives a dead worker’s job to another once its lease runs out, and not before', async () => {
    const dead = createQueue(database.db, 'w_dead', 300);
    const alive = createQueue(database.db, 'w_alive', 300);
    const id = await dead.enqueue('scrape', 1);
    expect(await dead.claim()).toMatchObject({ id, attempts: 1 });
    expect(await alive.claim()).toBeNull(); // still leased
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await alive.claim()).toMatchObject({ id, attempts: 2 });
    expect(await dead.heartbeat(id)).toBe(false); // the dead worker has lost it
    await alive.complete(id);
  });

  it('a released job is claimable at once, and its attempt is not counted', async () => {
    const stopping = createQueue(database.db, 'w_stopping', 60_000);
    const next = createQueue(database.db, 'w_next', 60_000);
    const id = await stopping.enqueue('scrape', 2);
    expect(await stopping.claim()).toMatchObject({ id, attempts: 1 });
    await next.release(id); // not its job: nothing happens
    expect(await next.claim()).toBeNull();
    await stopping.release(id);
    expect(await next.claim()).toMatchObject({ id, attempts: 1 });
    await next.complete(id);
  });
});
