import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents, organizations, scrapingJobs } from '../../db/schema';
import type { AgentTestRunner } from './runner';
import { agentTestWatch } from './schema';
import { starterTests } from './starter';
import type { AgentTestRepository } from './repository';

export interface WatcherOptions {
  db: Db;
  store: AgentTestRepository;
  runner: AgentTestRunner;
  /** A burst of changes gives one run: it starts once the knowledge was still for this long. */
  debounceMs: number;
  log?: { warn(obj: object, msg: string): void };
}

/** The name of the suite written from the knowledge when the agent is first trained. */
export const STARTER_SUITE_NAME = 'Starter tests';

/**
 * Watches every organization's knowledge and runs its tests after each change, debounced.
 *
 * Changes to what the agent knows move `organizations.knowledge_version` (a trigger on the chunks:
 * crawls, documents, FAQs, products, from the dashboard, the Voice API or a worker process alike);
 * rules and the persona do not, so their routes tell `note` (see index.ts). A change waits in
 * `agent_test_watch` with the time of the latest one; a tick runs the suites of each organization
 * whose knowledge was still for `debounceMs`, claiming the change in one UPDATE so two processes
 * never both run it. The first crawl or document to finish also writes the starter suite.
 */
export function createAgentTestWatcher({ db, store, runner, debounceMs, log }: WatcherOptions) {
  /** What most likely changed the knowledge: the newest finished crawl or document. */
  async function describe(organizationId: number): Promise<string> {
    const [[crawl], [document]] = await Promise.all([
      db
        .select({ url: scrapingJobs.url, at: scrapingJobs.finishedAt })
        .from(scrapingJobs)
        .where(and(eq(scrapingJobs.organizationId, organizationId), eq(scrapingJobs.status, 'completed')))
        .orderBy(desc(scrapingJobs.finishedAt))
        .limit(1),
      db
        .select({ filename: documents.filename, at: documents.createdAt })
        .from(documents)
        .where(eq(documents.organizationId, organizationId))
        .orderBy(desc(documents.createdAt))
        .limit(1),
    ]);
    const recent = (at: Date | null | undefined) => Boolean(at && Date.now() - at.getTime() < Math.max(60_000, debounceMs * 4));
    if (crawl && recent(crawl.at) && (!document || crawl.at! >= document.at)) return `Crawl of ${crawl.url} finished`;
    if (document && recent(document.at)) return `Document “${document.filename}” added`;
    return 'Knowledge changed (FAQs, products, pages or documents)';
  }

  /** A change was made: it waits for the knowledge to be still, and the latest one names the run. */
  async function note(organizationId: number, change: string) {
    await db
      .insert(agentTestWatch)
      .values({ organizationId, pendingChange: change, changedAt: new Date() })
      .onConflictDoUpdate({ target: agentTestWatch.organizationId, set: { pendingChange: change, changedAt: new Date() } });
  }

  /** Organizations whose knowledge version moved since last seen: each gets a pending change. */
  async function seeVersions() {
    const { rows } = await db.execute<{ id: number; version: string }>(sql`
      SELECT o.id, o.knowledge_version::text AS version FROM organizations o
      LEFT JOIN agent_test_watch w ON w.organization_id = o.id
      WHERE o.knowledge_version > coalesce(w.seen_version, 0)`);
    for (const row of rows) {
      const change = await describe(row.id);
      const version = Number(row.version);
      await db
        .insert(agentTestWatch)
        .values({ organizationId: row.id, seenVersion: version, pendingChange: change, changedAt: new Date() })
        .onConflictDoUpdate({
          target: agentTestWatch.organizationId,
          // A change the routes named (a rule, the persona, an FAQ) keeps its name.
          set: { seenVersion: version, pendingChange: sql`coalesce(${agentTestWatch.pendingChange}, ${change})`, changedAt: new Date() },
        });
    }
  }

  /** The first crawl or document to finish writes the starter suite, then runs it. */
  async function writeStarters() {
    const trained = sql`(EXISTS (SELECT 1 FROM scraping_jobs j WHERE j.organization_id = ${organizations.id} AND j.status = 'completed')
      OR EXISTS (SELECT 1 FROM documents d WHERE d.organization_id = ${organizations.id} AND d.status = 'ready'))`;
    const due = await db
      .select({ organizationId: agentTestWatch.organizationId })
      .from(agentTestWatch)
      .innerJoin(organizations, eq(organizations.id, agentTestWatch.organizationId))
      .where(and(isNull(agentTestWatch.starterWrittenAt), trained));
    for (const { organizationId } of due) {
      const [claimed] = await db
        .update(agentTestWatch)
        .set({ starterWrittenAt: new Date(), pendingChange: null })
        .where(and(eq(agentTestWatch.organizationId, organizationId), isNull(agentTestWatch.starterWrittenAt)))
        .returning();
      if (!claimed) continue;
      const suiteId = await writeStarterSuite(organizationId);
      if (suiteId !== null) await runner.start(organizationId, suiteId, 'starter', 'The agent was first trained');
    }
  }

  /** The starter tests into the organization's starter suite (made if none); the suite's id, null if nothing to write. */
  async function writeStarterSuite(organizationId: number): Promise<number | null> {
    const values = await starterTests(db, organizationId);
    if (!values.length) return null;
    // Into the suite the dashboard shows, so the owner finds them there to review.
    const [first] = await store.suites.list(organizationId);
    const suite = first ?? (await store.suites.create(organizationId, STARTER_SUITE_NAME, 'starter'));
    const known = new Set((await store.tests.list(organizationId, suite.id)).map((t) => t.question.toLowerCase()));
    await store.tests.create(
      organizationId,
      suite.id,
      values.filter((v) => !known.has(v.question.toLowerCase())),
    );
    return suite.id;
  }

  /** Runs the suites of organizations whose last change is older than the debounce. */
  async function runDue() {
    const still = new Date(Date.now() - debounceMs);
    const due = await db
      .select()
      .from(agentTestWatch)
      .where(and(isNotNull(agentTestWatch.pendingChange), lt(agentTestWatch.changedAt, still)));
    for (const row of due) {
      const [claimed] = await db
        .update(agentTestWatch)
        .set({ pendingChange: null })
        .where(and(eq(agentTestWatch.organizationId, row.organizationId), eq(agentTestWatch.changedAt, row.changedAt!)))
        .returning();
      if (!claimed) continue;
      for (const suite of await store.suites.list(row.organizationId)) {
        if ((await store.tests.list(row.organizationId, suite.id)).length) await runner.start(row.organizationId, suite.id, 'change', row.pendingChange);
      }
    }
  }

  async function tick() {
    await seeVersions();
    await writeStarters();
    await runDue();
  }

  return {
    note,
    tick,
    writeStarterSuite,
    /** Ticks every `everyMs` until the returned function is called. */
    watch(everyMs: number): () => void {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) => log?.warn({ err: error }, 'watching the knowledge for agent tests failed; the next tick tries again'))
          .finally(() => (running = false));
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type AgentTestWatcher = ReturnType<typeof createAgentTestWatcher>;
