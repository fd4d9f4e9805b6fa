import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { withLogLimits } from './log-limits';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('log lines are bounded', () => {
  it('an error carrying a 5 MB query parameter and a logged 5 MB field write a few kilobytes', () => {
    const { lines, stream } = capture();
    const log = pino(withLogLimits({ level: 'info' }), stream);
    const huge = 'x'.repeat(5 * 1024 * 1024);
    log.error({ err: new DrizzleQueryError('insert into documents values ($1)', [huge], new Error('value too long')) }, 'insert failed');
    log.warn({ body: { text: huge, parts: Array.from({ length: 10_000 }, (_, i) => i) } }, 'hostile body');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThan(8_000);
    const error = JSON.parse(lines[0]!) as { err: { message: string; type: string } };
    expect(error.err.type).toBe('DrizzleQueryError');
    expect(error.err.message).toMatch(/^Failed query: insert into documents/);
    expect(error.err.message).toMatch(/more characters\]$/);
    expect((JSON.parse(lines[1]!) as { body: { parts: unknown[] } }).body.parts).toHaveLength(21);
  });

  it('Fastify’s request lines keep their shape', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: withLogLimits({ level: 'info', stream }) });
    app.get('/ping', () => 'pong');
    await app.inject({ method: 'GET', url: '/ping' });
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string } }).find((l) => l.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/ping' });
  });
});
