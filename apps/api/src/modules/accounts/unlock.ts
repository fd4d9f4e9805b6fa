import { eq } from 'drizzle-orm';
import { createLoginGuard } from '../../auth/login-guard';
import { UNLOCK_LINK_LIFETIME_MS, verifyUnlockToken } from '../../auth/unlock-token';
import type { Db } from '../../db/database';
import { memberships, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Counters } from '../../shared-state';
import type { JobQueue } from '../jobs/job-queue';
import { spendUnlockLink, storeEmails } from '../email/outbox-rows';
import type { UnlockPayload } from '../email/unlock-email';
import { refusedLink } from './emailed-links';

export interface AccountUnlockOptions {
  db: Db;
  queue: Pick<JobQueue, 'enqueue'>;
  counters: Counters;
  secret: string;
  /** SMTP_URL is set: without it no lock email is stored, and the lock lifts only with time or a known device. */
  emailEnabled: boolean;
  log: { error(obj: object, msg: string): void };
}

/**
 * Unlocking by email (issue 15): when failed sign-ins lock an account, its owner is emailed a
 * one-time link that lifts the lock. The email is an outbox row like every other ('account_unlock'),
 * sent by the 'email' job; the same row marks the link used, so it works once, on any process.
 */
export function createAccountUnlock({ db, queue, counters, secret, emailEnabled, log }: AccountUnlockOptions) {
  const guard = createLoginGuard(secret, counters);

  async function queueLockEmail(email: string) {
    const [owner] = await db
      .select({ userId: users.id, organizationId: memberships.organizationId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, email));
    // An email nobody registered locks the same way and hears nothing: the answers were the same already.
    if (!owner) return;
    const payload: UnlockPayload = { expiresAt: new Date(Date.now() + UNLOCK_LINK_LIFETIME_MS).toISOString() };
    await storeEmails(db, queue, owner.organizationId, 'account_unlock', [owner.userId], payload);
  }

  return {
    /** Tells the sign-in guard's message that a link is on its way (only when this server sends email). */
    byEmail: emailEnabled,

    /**
     * The login route's word that a failure just locked `email`. Not awaited by the route: the
     * tenth wrong answer takes as long for an unknown email as for a real one.
     */
    locked(email: string): void {
      if (!emailEnabled) return;
      queueLockEmail(email).catch((error: unknown) => log.error({ err: error }, 'could not queue the unlock email'));
    },

    /** Lifts the lock the link was sent for, once; 400 with what is wrong otherwise. */
    async unlock(token: string): Promise<void> {
      const check = verifyUnlockToken(secret, token);
      if (!check.ok) {
        throw refusedLink('unlock', check.reason, '(links work for one hour). Sign in from a device you have used before, or wait for the lock to end.');
      }
      // One statement marks the link used and says whose it is: two clicks at once unlock once, and the second is told.
      const row = await spendUnlockLink(db, check.emailId);
      if (!row) throw new AppError('bad_request', 'This unlock link has already been used. Each link works once.');
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
      if (user) await guard.unlock(user.email.toLowerCase());
    },
  };
}

export type AccountUnlock = ReturnType<typeof createAccountUnlock>;
