import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailOutbox, type OutboxKind } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';

/** Attempts an email gets before it is given up (back-off e^n s: the last one about half an hour after the first). */
export const EMAIL_MAX_ATTEMPTS = 8;

/**
 * The outbox's rows: email/ is the only module that writes them (accounts, agent tests and data
 * rights call these). Stores one email of `kind` per recipient, then enqueues a job for each: the
 * row outlives a restart and an SMTP server that is away, and the job retries it with back-off.
 * `payload`: what the email is written from later, in the member's language.
 */
export async function storeEmails(
  db: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  organizationId: number,
  kind: OutboxKind,
  userIds: number[],
  payload: object,
): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(userIds.map((userId) => ({ organizationId, userId, kind, payload: { ...payload } })))
    .returning({ id: emailOutbox.id });
  for (const row of rows) await jobs.enqueue({ kind: 'email', refId: row.id, organizationId, maxAttempts: EMAIL_MAX_ATTEMPTS });
  return rows.map((row) => row.id);
}

/**
 * Marks an unlock email's link used, in one statement that says whose it is: two clicks at once
 * unlock once. Undefined when it was used already (or is no unlock email).
 */
export async function spendUnlockLink(db: Db, emailId: number): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ payload: sql`${emailOutbox.payload} || jsonb_build_object('usedAt', now())` })
    .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.kind, 'account_unlock'), sql`${emailOutbox.payload}->>'usedAt' IS NULL`))
    .returning({ userId: emailOutbox.userId });
  return row;
}

/** Deletes the stored emails that carried one of the organization's conversations (a lead's contact details are in them). */
export async function deleteConversationEmails(db: Db, organizationId: number, conversationIds: string[]): Promise<void> {
  await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.organizationId, organizationId), inArray(sql`${emailOutbox.payload} ->> 'conversationId'`, conversationIds)));
}
