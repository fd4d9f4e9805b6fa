import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/database';
import { TEST_JWT_SECRET, useTestApp, type TestApp } from '../../test-app';
import { createJobQueue } from '../jobs/create-job-queue';
import type { JobQueue, JobWorker, JobWorkerOptions } from '../jobs/job-queue';
import { createEmailWork } from './index';

export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
}

/**
 * Tests: a real SMTP server on loopback for the suite, keeping what it receives (listening before
 * the suite's other hooks that follow this call, closed after them). `state.refuse` makes it answer
 * 451 (try later) instead, counting the refusals.
 */
export function useSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const state = { refuse: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The mailer keeps a pooled connection open; closing would wait 30 s for it (the default) each suite.
    closeTimeout: 200,
    onMailFrom(_address, _session, callback) {
      if (!state.refuse) return callback();
      state.refused += 1;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { inbox, state, url: () => `smtp://127.0.0.1:${port}` };
}

/** The public URL the links of a test app's emails start with. */
export const TEST_PUBLIC_URL = 'http://parley.test';

/**
 * Tests: a suite's app on a server that sends email (SMTP_URL is the suite's SMTP server, from
 * useSmtpServer), with a job queue and a worker that runs the jobs of one email `kind`, stopped
 * after the suite. `ready` gets the app and its database as useTestApp's does; the SMTP server is returned.
 */
export function useEmailingTestApp(
  open: () => Promise<Database>,
  kind: 'email' | 'signup_email',
  ready: (opened: { app: TestApp; database: Database }) => void,
) {
  const smtp = useSmtpServer();
  let database: Database;
  let queue: JobQueue;
  let worker: JobWorker | undefined;

  useTestApp(
    async () => {
      const opened = await open();
      queue = createJobQueue(opened, { pollMs: 100 });
      return opened;
    },
    () => ({ env: { PUBLIC_URL: TEST_PUBLIC_URL, SMTP_URL: smtp.url() }, jobs: queue }),
    (opened) => {
      database = opened.database;
      ready(opened);
    },
  );
  beforeAll(async () => {
    const email = createEmailWork({
      db: database.db,
      jobs: queue,
      env: { JWT_SECRET: TEST_JWT_SECRET, SMTP_URL: smtp.url(), PUBLIC_URL: TEST_PUBLIC_URL },
      log: { warn: () => {} },
    });
    const handlers: JobWorkerOptions['handlers'] = kind === 'email' ? { email: email.send } : { signup_email: email.sendSignup };
    worker = await queue.work({ handlers, concurrency: 2 });
  });
  afterAll(async () => {
    await worker?.stop();
  });
  return smtp;
}

/** Tests: waits (polling every 100 ms) until `probe` gives a value, or fails naming `what`. */
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
