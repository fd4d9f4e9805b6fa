import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memberships } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { EmailContext } from './content';
import { storeEmails } from './outbox-rows';
import { oneLine, renderEmail, type RenderedEmail, type translator } from './templates';
import type { BusinessEvent } from '../notifications/business-events';

type RunFailed = Extract<BusinessEvent, { type: 'test_suite.run_failed' }>;

/** What the outbox keeps for the email: enough to write it later in the owner's language. */
export interface TestsFailedPayload {
  runId: number;
  change: string | null;
  failures: RunFailed['failures'];
}

/**
 * Queues the email to each owner of the organization through the outbox, as the other
 * notifications go (stored, then a retried job). Owners only: they are the ones who change the
 * knowledge; it is an alert about the agent, so it has no preference to turn it off yet.
 */
export async function queueTestsFailedEmails(db: Db, jobs: Pick<JobQueue, 'enqueue'>, event: RunFailed): Promise<number> {
  const owners = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, event.organizationId), eq(memberships.role, 'owner')));
  if (!owners.length) return 0;
  const payload: TestsFailedPayload = { runId: event.runId, change: event.change, failures: event.failures.slice(0, 20) };
  const ids = await storeEmails(
    db,
    jobs,
    event.organizationId,
    'agent_tests_failed',
    owners.map((owner) => owner.userId),
    payload,
  );
  return ids.length;
}

/** The email: which tests broke, why, after which change, and a link to the Agent tests page. */
export function testsFailedEmail(payload: TestsFailedPayload, writing: EmailContext, language: ReturnType<typeof translator>): RenderedEmail {
  const { t, base, recipientName, organization } = writing;
  const body = {
    subject: t('testsFailed.subject', { tests: String(payload.failures.length) }),
    greeting: t('greeting', { name: recipientName }),
    intro: t('testsFailed.intro', { organization }),
    details: [
      ...(payload.change ? [[t('testsFailed.change'), oneLine(payload.change, 200)] as [string, string]] : []),
      ...payload.failures.map((f): [string, string] => [oneLine(f.question, 200), oneLine(f.reasons.join('; '), 300)]),
    ],
    action: { label: t('testsFailed.action'), url: `${base}/dashboard/agent-tests?run=${payload.runId}` },
  };
  return renderEmail(body, language, organization, 'agent_tests_failed', null);
}
