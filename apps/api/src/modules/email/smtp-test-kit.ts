import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

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
