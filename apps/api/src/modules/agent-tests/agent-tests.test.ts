import type { AgentTest, AgentTestRun } from '@parley/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, webhookDeliveries } from '../../db/schema';
import type { Database } from '../../db/database';
import { addFaq, signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createBusinessEvents, type BusinessEvent } from '../notifications/business-events';

const TESTS = '/api/v1/organizations/current/agent-tests';
const RUNS = '/api/v1/organizations/current/agent-test-runs';
type Auth = Record<string, string>;

/** Business events as the app tells them, kept in `heard`. */
function listening() {
  const heard: BusinessEvent[] = [];
  const events = createBusinessEvents();
  events.on((event) => void heard.push(event));
  return { events, heard };
}

/** The dashboard's agent tests through the API, on a real server: CRUD, CSV, runs, and the run after a knowledge change. */
describe.each(testDatabases())('agent tests API on $name', ({ open }) => {
  const { events, heard } = listening();
  let app: TestApp;
  let database: Database;
  // SMTP_URL turns the email listener on; no worker runs here, so emails stay in the outbox to be read.
  useTestApp(open, { env: { SMTP_URL: 'smtp://127.0.0.1:9' }, businessEvents: events, agentTests: { debounceMs: 300, pollMs: 50 } }, (opened) => {
    ({ app, database } = opened);
  });

  const addTest = async (auth: Auth, test: object) => {
    const res = await app.inject({ method: 'POST', url: TESTS, headers: auth, payload: { test } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: AgentTest }>().data;
  };
  const list = async (auth: Auth) => (await app.inject({ method: 'GET', url: TESTS, headers: auth })).json<{ data: AgentTest[] }>().data;
  const runs = async (auth: Auth) => (await app.inject({ method: 'GET', url: RUNS, headers: auth })).json<{ data: AgentTestRun[] }>().data;
  /** Waits until the newest runs (at least `count`) have all finished. */
  const finished = async (auth: Auth, count = 1) => {
    for (let i = 0; i < 400; i += 1) {
      const all = await runs(auth);
      if (all.length >= count && all.every((r) => r.status === 'completed' || r.status === 'failed')) return all;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the runs did not finish');
  };

  it('adds, edits, lists and deletes tests; another organization’s ids are 404', async () => {
    const owner = await signUpOwner(app, 'tests');
    const other = await signUpOwner(app, 'tests-other');
    const test = await addTest(owner.auth, { question: 'When are you open?', must_contain: ['9 am'] });
    expect(test).toMatchObject({ name: 'When are you open?', must_contain: ['9 am'], must_not_contain: [], expect_dont_know: false, last_result: null });

    const edited = await app.inject({
      method: 'PUT',
      url: `${TESTS}/${test.id}`,
      headers: owner.auth,
      payload: { test: { question: 'When do you open?', must_contain: ['9 am'], must_not_contain: ['midnight'], expect_person: true } },
    });
    expect(edited.json<{ data: AgentTest }>().data).toMatchObject({ question: 'When do you open?', must_not_contain: ['midnight'], expect_person: true });
    expect((await list(owner.auth)).map((t) => t.id)).toEqual([test.id]);
    expect(await list(other.auth)).toEqual([]);

    for (const [method, url] of [
      ['PUT', `${TESTS}/${test.id}`],
      ['DELETE', `${TESTS}/${test.id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: other.auth, payload: method === 'PUT' ? { test: { question: 'x' } } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const refused = await app.inject({ method: 'POST', url: TESTS, headers: owner.auth, payload: { test: { question: ' ' } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toBe('test.question: Write the visitor’s question');

    expect((await app.inject({ method: 'DELETE', url: `${TESTS}/${test.id}`, headers: owner.auth })).statusCode).toBe(204);
    expect(await list(owner.auth)).toEqual([]);
  });

  it('exports the tests as CSV and imports them back', async () => {
    const owner = await signUpOwner(app, 'csv');
    await addTest(owner.auth, { question: 'How much is "Earl Grey"?', must_contain: ['4.50', '£'], expect_person: true });
    const csv = await app.inject({ method: 'GET', url: `${TESTS}/export`, headers: owner.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"How much is ""Earl Grey""?","4.50 | £","","false","true"');

    const other = await signUpOwner(app, 'csv-import');
    const imported = await app.inject({ method: 'POST', url: `${TESTS}/import`, headers: other.auth, payload: { csv: csv.body } });
    expect(imported.json()).toEqual({ data: { imported: 1 } });
    expect(await list(other.auth)).toEqual([
      expect.objectContaining({ question: 'How much is "Earl Grey"?', must_contain: ['4.50', '£'], expect_person: true, expect_dont_know: false }),
    ]);
    const bad = await app.inject({ method: 'POST', url: `${TESTS}/import`, headers: other.auth, payload: { csv: 'question,must_contain\n,9 am\n' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ error: string }>().error).toBe('csv: Row 2: Write the visitor’s question');
  });

  it('runs the tests through the visitors’ answering path and says why one fails', async () => {
    const owner = await signUpOwner(app, 'run');
    await addFaq(app, owner.auth, { question: 'When are you open?', answer: 'We are open from 9 am to 5 pm, Monday to Friday.' });
    const passing = await addTest(owner.auth, { question: 'When are you open?', must_contain: ['9 am', '5 pm'], must_not_contain: ['Sunday'] });
    const failing = await addTest(owner.auth, { question: 'What time do you open?', must_contain: ['8 am'] });
    const unknown = await addTest(owner.auth, { question: 'Do you sell spare parts for tractors?', expect_dont_know: true });
    const started = await app.inject({ method: 'POST', url: RUNS, headers: owner.auth });
    expect(started.statusCode).toBe(202);
    const runId = started.json<{ data: AgentTestRun }>().data.id;
    await finished(owner.auth);
    const run = (await app.inject({ method: 'GET', url: `${RUNS}/${runId}`, headers: owner.auth })).json<{ data: AgentTestRun }>().data;
    expect(run).toMatchObject({ status: 'completed', trigger: 'manual', total: 3, done: 3, passed: 2, failed: 1, broken: [] });
    const byTest = new Map(run.results.map((r) => [r.test_id, r]));
    expect(byTest.get(passing.id)).toMatchObject({ passed: true, reasons: [] });
    expect(byTest.get(passing.id)!.answer).toMatch(/9 am to 5 pm/);
    expect(byTest.get(passing.id)!.sources).toEqual([expect.objectContaining({ title: 'When are you open?' })]);
    expect(byTest.get(failing.id)).toMatchObject({ passed: false, reasons: ['missing: 8 am'] });
    expect(byTest.get(unknown.id)).toMatchObject({ passed: true });
    expect((await list(owner.auth)).find((t) => t.id === failing.id)?.last_result).toMatchObject({ passed: false, reasons: ['missing: 8 am'] });

    const other = await signUpOwner(app, 'run-other');
    expect((await app.inject({ method: 'GET', url: `${RUNS}/${runId}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('runs once after a burst of knowledge changes, and tells a test that broke once (webhook and email)', async () => {
    const owner = await signUpOwner(app, 'change');
    const hook = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/webhooks',
      headers: owner.auth,
      payload: { webhook: { url: 'https://hooks.example.com/tests', events: ['test_suite.run_failed'] } },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const faq = await addFaq(app, owner.auth, { question: 'When are you open?', answer: 'We are open from 9 am to 5 pm, Monday to Friday.' });
    const test = await addTest(owner.auth, { question: 'When are you open?', must_contain: ['9 am'] });
    await app.inject({ method: 'POST', url: RUNS, headers: owner.auth });
    expect((await finished(owner.auth))[0]).toMatchObject({ passed: 1, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the FAQ's own change has had its run
    const before = (await finished(owner.auth)).length;

    // A burst: the hours change three times within the debounce; one run follows, named by the last change.
    for (const hours of ['10 am to 4 pm', '10 am to 5 pm', '10 am to 6 pm'])
      await app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/current/faqs/${faq.id}`,
        headers: owner.auth,
        payload: { faq: { question: 'When are you open?', answer: `We are open from ${hours}, Monday to Friday.` } },
      });
    await new Promise((resolve) => setTimeout(resolve, 900));
    const after = await finished(owner.auth, before + 1);
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ trigger: 'change', change: 'FAQ edited: “When are you open?”', failed: 1, broken: [test.id] });
    expect(after[0]!.results[0]!.reasons).toEqual(['missing: 9 am']);

    // Another change: the test still fails, but it was already told.
    await addFaq(app, owner.auth, { question: 'Do you ship abroad?', answer: 'Yes, to the EU.' });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await finished(owner.auth, before + 2))[0]).toMatchObject({ trigger: 'change', failed: 1, broken: [] });
    await events.settled();

    const organizationId = owner.organizationId;
    expect(heard.filter((e) => e.type === 'test_suite.run_failed' && e.organizationId === organizationId)).toEqual([
      {
        type: 'test_suite.run_failed',
        organizationId,
        suiteId: test.suite_id,
        runId: after[0]!.id,
        change: 'FAQ edited: “When are you open?”',
        failures: [{ testId: test.id, name: 'When are you open?', question: 'When are you open?', reasons: ['missing: 9 am'] }],
      },
    ]);
    const deliveries = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.organizationId, organizationId));
    expect(deliveries.map((d) => d.payload)).toEqual([
      expect.objectContaining({
        type: 'test_suite.run_failed',
        data: {
          test_suite_id: String(test.suite_id),
          run_id: String(after[0]!.id),
          change: 'FAQ edited: “When are you open?”',
          failed_tests: [{ test_id: String(test.id), name: 'When are you open?', question: 'When are you open?', reasons: ['missing: 9 am'] }],
        },
      }),
    ]);
    const emails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.organizationId, organizationId), eq(emailOutbox.kind, 'agent_tests_failed')));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload).toMatchObject({ runId: after[0]!.id, change: 'FAQ edited: “When are you open?”' });
  });
});
