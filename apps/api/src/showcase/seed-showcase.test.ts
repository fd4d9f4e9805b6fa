import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { faqs, organizations } from '../db/schema';
import { useTestApp, type TestApp } from '../test-app';
import { testDatabases } from '../test-databases';
import { SHOWCASE_BUSINESSES } from './businesses';
import { seedShowcase } from './seed-showcase';

const OWN = 'http://localhost:80';

describe.each(testDatabases())('showcase businesses on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => ({ app, database } = opened));

  it('are created once, with their knowledge, and found again on later starts', async () => {
    // The PostgreSQL test database may hold them from an earlier run; the count must not grow.
    await seedShowcase(database.db);
    expect(await seedShowcase(database.db)).toBe(0);
    for (const business of SHOWCASE_BUSINESSES) {
      const [org] = await database.db.select().from(organizations).where(eq(organizations.subId, business.subId));
      const stored = await database.db.select().from(faqs).where(eq(faqs.organizationId, org!.id));
      expect(stored).toHaveLength(business.faqs.length);
    }
  });

  it('answer visitors of their demo route from their own knowledge, with the demo key on Parley only', async () => {
    await seedShowcase(database.db);
    const demo = await app.inject({ method: 'GET', url: '/api/v1/organizations/org_showcase_ordinary/agent?is_demo_mode=true' });
    expect(demo.statusCode).toBe(200);
    const agent = demo.json<{ data: { demo_key: string } }>().data;
    expect(agent).toMatchObject({ name: 'Olive', organization: { name: 'Ordinary Bakery' } });
    const ask = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/chat',
        headers: { authorization: `Bearer ${agent.demo_key}`, origin },
        payload: { input: 'What are your opening hours?' },
      });
    const answer = await ask(OWN);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ output: { content: string }[] }>().output[0]!.content).toContain('Tuesday to Sunday, 7 am to 6 pm');
    expect((await ask('https://elsewhere.example')).statusCode).toBe(403);
  });
});
