import type { Database } from './db/database';
import type { Env } from './env';
import { enqueueDueRefreshes } from './modules/knowledge/scraping/schedule';
import type { LiveEvents } from './modules/live/live-events';
import { endIdleChats } from './modules/conversations/idle-chats';
import { createBusinessEvents } from './modules/notifications/business-events';
import { createWebhookDeliveryHandler, subscribeWebhooks } from './modules/webhooks/dispatch';
import { enforceRetention } from './modules/data-rights/retention';
import { createEmailWork } from './modules/email';
import { deleteExpiredSignups } from './modules/email/signup-email';
import { createJobHandlers } from './modules/knowledge/knowledge-jobs';
import type { JobHandler, JobKind, JobLog, JobQueue } from './modules/jobs/job-queue';

export interface BackgroundWorkOptions {
  database: Database;
  jobs: JobQueue;
  env: Pick<Env, 'SCRAPER_ALLOW_PRIVATE_NETWORKS'> & Partial<Env>;
  /** Where crawls and documents tell their progress (the shared bus). */
  live?: LiveEvents;
  log: JobLog & { warn(obj: object, msg: string): void };
}

/**
 * Every kind of background job and every minutely task, wired at the app's edge (modules expose
 * handlers and tasks; only this file knows them all, so the queue's module imports none of them): the API's inline worker
 * (main.ts) and a separate worker process (worker.ts) run the same work. A module that adds a
 * kind of job adds its handler here, and a task that runs on a schedule adds it to `minutely`.
 */
export function createBackgroundWork({ database, jobs, env, live, log }: BackgroundWorkOptions): {
  handlers: Partial<Record<JobKind, JobHandler>>;
  everyMinute: () => Promise<unknown>;
} {
  const db = database.db;
  // Business events told here (chats that went idle) reach the same listeners as the API's.
  const events = createBusinessEvents(log);
  subscribeWebhooks(events, { db, jobs });
  const email = createEmailWork({ db, jobs, env, log });
  const handlers: Partial<Record<JobKind, JobHandler>> = {
    email: email.send,
    signup_email: email.sendSignup,
    ...createJobHandlers(db, { allowPrivateNetworks: env.SCRAPER_ALLOW_PRIVATE_NETWORKS }, live),
    webhook: createWebhookDeliveryHandler(db, { allowPrivateNetworks: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? false }),
  };
  // Each runs once a minute across all workers; one that fails does not keep the others from running.
  const minutely: (() => Promise<unknown>)[] = [() => enqueueDueRefreshes(db, jobs), () => endIdleChats(db, events)];
  // Conversations past their organization's retention go, a bounded batch at a time (modules/data-rights).
  minutely.push(() => enforceRetention(db));
  // Sign-ups by email past their day go, with the password hashes they kept (modules/accounts/signup-by-email.ts).
  minutely.push(() => deleteExpiredSignups(db));
  if (email.digests) minutely.push(email.digests);
  return {
    handlers,
    everyMinute: async () => {
      const results = await Promise.allSettled(minutely.map((task) => task()));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
