import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { BusinessEvents } from '../notifications/business-events';
import { queueDueDigests } from './digest';
import { createMailer, disabledMailer } from './mailer';
import { createEmailSender, queueEmails } from './outbox';
import { registerEmailRoutes } from './routes';
import { queueTestsFailedEmails } from './tests-failed-email';
import { createSignupEmailSender } from './signup-email';

export type { Mailer } from './mailer';

export interface EmailNotificationOptions {
  db: Db;
  events: BusinessEvents;
  queue: Pick<JobQueue, 'enqueue'>;
  env: { JWT_SECRET: string; SMTP_URL?: string };
}

/**
 * Email notifications (issue 19): the members' choices and the unsubscribe link, and, when this
 * server has SMTP_URL, an email stored and queued for each member who wants to hear of a new lead
 * or a visitor asking for a person. The jobs send them (background-work.ts), and the digest.
 */
export function registerEmailNotifications(app: FastifyInstance, { db, events, queue, env }: EmailNotificationOptions) {
  const emailEnabled = Boolean(env.SMTP_URL);
  registerEmailRoutes(app, { db, secret: env.JWT_SECRET, emailEnabled });
  if (!emailEnabled) {
    app.log.info('email notifications are off: SMTP_URL is not set');
    return;
  }
  const stop = events.on(async (event) => {
    if (event.type === 'lead.created') {
      await queueEmails(db, queue, event.organizationId, 'new_lead', { conversationId: event.conversationId, lead: event.lead });
    } else if (event.type === 'conversation.handoff_requested') {
      const { conversationId, channel, pageUrl, lastMessage } = event;
      await queueEmails(db, queue, event.organizationId, 'handoff_request', { conversationId, channel, pageUrl, lastMessage });
    } else if (event.type === 'test_suite.run_failed') {
      await queueTestsFailedEmails(db, queue, event);
    }
  });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify waits on an async hook's promise; a sync one would have to call done()
  app.addHook('onClose', async () => stop());
}

/**
 * The background side, for background-work.ts: the job that sends a stored email, and the
 * minutely digest task (none without SMTP_URL: no day is claimed for an email that cannot go).
 */
export function createEmailWork({
  db,
  jobs,
  env,
  log,
}: {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  env: { JWT_SECRET?: string; SMTP_URL?: string; EMAIL_FROM?: string; PUBLIC_URL?: string; PORT?: number };
  log: { warn(obj: object, msg: string): void };
}) {
  // Without the secret no unsubscribe link could be signed: no email goes (main.ts and worker.ts always have one).
  const mailer = env.JWT_SECRET ? createMailer(env) : disabledMailer;
  const links = { db, mailer, secret: env.JWT_SECRET ?? '', publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`, log };
  return {
    send: createEmailSender(links),
    sendSignup: createSignupEmailSender(links),
    digests: mailer.enabled ? () => queueDueDigests(db, jobs) : null,
  };
}
