import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { testDatabases } from '../../test-databases';
import { createLeaseQueue } from './lease-queue';

/** The embedded queue's lease mechanics (it runs on PostgreSQL as well; production uses graphile-worker there). */
describe.each(testDatabases())('the lease queue on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  it('gives a dead worker’s job to another once its lease runs out, and not before', async () => {
    const dead = createLeaseQueue(database.db, 'w_dead', 300);
    const alive = createLeaseQueue(database.db, 'w_alive', 300);
    const id = await dead.enqueue({ kind: 'scrape', refId: 1, organizationId: 1 });
    expect(await dead.claim()).toMatchObject({ id, attempts: 1 });
    expect(await alive.claim()).toBeNull(); // still leased
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await alive.claim()).toMatchObject({ id, attempts: 2 });
    expect(await dead.heartbeat(id)).toBe(false); // the dead worker has lost it
    await alive.complete(id);
  });

  it('a released job is claimable at once, and its attempt is not counted', async () => {
    const stopping = createLeaseQueue(database.db, 'w_stopping', 60_000);
    const next = createLeaseQueue(database.db, 'w_next', 60_000);
    const id = await stopping.enqueue({ kind: 'scrape', refId: 2, organizationId: 2 });
    expect(await stopping.claim()).toMatchObject({ id, attempts: 1 });
    await next.release(id); // not its job: nothing happens
    expect(await next.claim()).toBeNull();
    await stopping.release(id);
    expect(await next.claim()).toMatchObject({ id, attempts: 1 });
    await next.complete(id);
  });

  it('skips an organization whose job of that kind is running, and takes the next organization’s', async () => {
    const worker = createLeaseQueue(database.db, 'w_fair', 60_000);
    const busy = await worker.enqueue({ kind: 'scrape', refId: 3, organizationId: 3 });
    const waiting = await worker.enqueue({ kind: 'scrape', refId: 4, organizationId: 3 });
    const other = await worker.enqueue({ kind: 'scrape', refId: 5, organizationId: 4 });
    const document = await worker.enqueue({ kind: 'document', refId: 6, organizationId: 3 });
    expect(await worker.claim()).toMatchObject({ id: busy });
    expect(await worker.claim()).toMatchObject({ id: other });
    expect(await worker.claim()).toMatchObject({ id: document }); // another kind has its own slot
    expect(await worker.claim()).toBeNull();
    await worker.complete(busy);
    expect(await worker.claim()).toMatchObject({ id: waiting });
    for (const id of [waiting, other, document]) await worker.complete(id);
  });
});
