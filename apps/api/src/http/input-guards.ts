import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Deeper than any request this API takes; a 10,000-deep body is an attack on recursive code. */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses, before any route sees it, input no route can use and the database cannot store: text
 * with NUL characters (PostgreSQL's text type has none), and bodies nested past MAX_JSON_DEPTH.
 * Walked without recursion, so the check itself cannot overflow the stack.
 */
export function checkInput(value: unknown, root: string): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) throw AppError.invalid(path, 'must not contain NUL characters');
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_JSON_DEPTH) throw new AppError('bad_request', `${root} is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) throw AppError.invalid(path, 'keys must not contain NUL characters');
      stack.push({ value: child, path: Array.isArray(current) ? `${path}[${key}]` : `${path}.${key}`, depth: depth + 1 });
    }
  }
}

export function registerInputGuards(app: FastifyInstance) {
  // eslint-disable-next-line @typescript-eslint/require-await -- async so a throw becomes Fastify's error reply; a sync hook would have to call done()
  app.addHook('preValidation', async (request) => {
    checkInput(request.params, 'params');
    checkInput(request.query, 'query');
    checkInput(request.body, 'body');
  });
}
