import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailOutbox, organizations, users, type EmailKind } from '../../db/schema';
import { errorMessage, JobLostError, type JobHandler, type JobQueue } from '../jobs/job-queue';
import { digestBody, handoffBody, newLeadBody, type DigestCounts, type EmailContext, type EmailPayloads } from './content';
import type { Mailer, OutgoingEmail } from './mailer';
import { createPreferencesRepository } from './preferences';
import { renderEmail, translator } from './templates';
import { unlockEmail } from './unlock-email';
import { testsFailedEmail } from './tests-failed-email';
import { readStoredEmail } from './payloads';
import { signUnsubscribeToken } from './unsubscribe-token';
import { EMAIL_MAX_ATTEMPTS, storeEmails } from './outbox-rows';

export { EMAIL_MAX_ATTEMPTS };

/** Stores one email per member who wants this kind, then enqueues a job for each (outbox-rows.ts). */
export async function queueEmails<K extends EmailKind>(
  db: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  organizationId: number,
  kind: K,
  payload: EmailPayloads[K],
): Promise<number[]> {
  const recipients = await createPreferencesRepository(db).recipients(organizationId, kind);
  return storeEmails(
    db,
    jobs,
    organizationId,
    kind,
    recipients.map((member) => member.userId),
    payload,
  );
}

export interface EmailSenderOptions {
  db: Db;
  mailer: Mailer;
  /** Signs the unsubscribe links (JWT_SECRET). */
  secret: string;
  /** The dashboard's origin for links (PUBLIC_URL). */
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

/** The day's figures of an organization, one local day of the member's time zone. */
async function digestCounts(db: Db, organizationId: number, { day, timezone }: EmailPayloads['daily_digest']): Promise<DigestCounts> {
  const from = sql`(${day}::date::timestamp AT TIME ZONE ${timezone})`;
  const to = sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timezone})`;
  // Typed row (the columns are cast to int in SQL); a SELECT of scalars always returns one row.
  const { rows } = await db.execute<{ conversations: number; leads: number; unanswered: number }>(sql`SELECT
      (SELECT count(*) FROM conversations WHERE organization_id = ${organizationId} AND started_at >= ${from} AND started_at < ${to})::int AS conversations,
      (SELECT count(*) FROM leads WHERE organization_id = ${organizationId} AND created_at >= ${from} AND created_at < ${to})::int AS leads,
      (SELECT count(*) FROM messages WHERE organization_id = ${organizationId} AND role = 'assistant' AND answered = false
        AND created_at >= ${from} AND created_at < ${to})::int AS unanswered`);
  const [counts] = rows;
  if (!counts) throw new Error('the digest count query returned no row');
  return counts;
}

/**
 * The job of kind 'email': writes the stored email in its member's language and hands it to SMTP.
 * A member who turned that kind off (or left) since it was queued gets nothing; a failure is kept
 * on the row and thrown, so the queue retries it; after the last attempt the row reads `failed`.
 */
export function createEmailSender({ db, mailer, secret, publicUrl, log }: EmailSenderOptions): JobHandler {
  const preferences = createPreferencesRepository(db);
  const base = publicUrl.replace(/\/+$/, '');
  const skip = (id: number, reason: string) => db.update(emailOutbox).set({ status: 'skipped', lastError: reason }).where(eq(emailOutbox.id, id));

  return async (id, context) => {
    const [row] = await db
      .select({ email: emailOutbox, user: { name: users.name, language: users.languagePreference, address: users.email }, organization: organizations.name })
      .from(emailOutbox)
      .innerJoin(users, eq(users.id, emailOutbox.userId))
      .innerJoin(organizations, eq(organizations.id, emailOutbox.organizationId))
      .where(eq(emailOutbox.id, id));
    if (!row || row.email.status === 'sent' || row.email.status === 'skipped') return;
    const { email } = row;
    if (!mailer.enabled) {
      log.warn({ emailId: id }, 'email not sent: SMTP_URL is not set on this process');
      return void (await skip(id, 'SMTP_URL is not set'));
    }
    const language = translator(row.user.language);
    const writing: EmailContext = { ...language, recipientName: row.user.name, organization: row.organization, base };
    const stored = readStoredEmail(email.kind, email.payload);
    let message: OutgoingEmail;
    if (stored.kind === 'account_unlock') {
      // A security email: no choice turns it off, and it goes to the account's own address.
      message = { to: row.user.address, ...unlockEmail(id, stored.payload, writing, language, secret) };
    } else if (stored.kind === 'agent_tests_failed') {
      // An alert to the owners that a knowledge change broke tests (modules/agent-tests; the email itself is tests-failed-email.ts).
      message = {
        to: row.user.address,
        ...testsFailedEmail(stored.payload, writing, language),
        headers: { 'Auto-Submitted': 'auto-generated' },
      };
    } else {
      const member = await preferences.find(email.userId);
      const stillWanted =
        member?.organizationId === email.organizationId &&
        { new_lead: member.newLead, handoff_request: member.handoffRequest, daily_digest: member.dailyDigest }[stored.kind];
      if (!member || !stillWanted) return void (await skip(id, 'the member no longer wants this email'));
      const body =
        stored.kind === 'new_lead'
          ? newLeadBody(stored.payload, writing)
          : stored.kind === 'handoff_request'
            ? handoffBody(stored.payload, writing)
            : digestBody(stored.payload, await digestCounts(db, email.organizationId, stored.payload), writing);
      const unsubscribe = `${base}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(secret, email.userId, stored.kind))}`;
      const rendered = renderEmail(body, language, row.organization, stored.kind, { unsubscribe, preferences: `${base}/dashboard/account#notifications` });
      message = {
        to: member.email,
        ...rendered,
        headers: {
          // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that posts to the link.
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Auto-Submitted': 'auto-generated',
        },
      };
    }
    try {
      await context.checkpoint();
      await mailer.send(message);
    } catch (error) {
      if (error instanceof JobLostError) throw error;
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: errorMessage(error).slice(0, 500),
          ...(context.lastAttempt && { status: 'failed' as const }),
        })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
      throw error;
    }
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, id));
  };
}
