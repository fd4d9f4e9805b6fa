import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The headers of a server-sent event stream: never cached or buffered by a proxy on the way. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
} as const;

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  keepAliveMs: number;
  /** A stream ends after this long and the client reconnects (a credential revoked since is then refused). */
  maxStreamMs: number;
  /** Open streams one key (an organization, a chat) may hold on this process. */
  perKey: number;
  /** What the refusal over `perKey` says. */
  tooMany: string;
}

export interface EventStream {
  /** Sends one event as a `data:` line of JSON; nothing once the stream has ended. */
  send(event: unknown): void;
}

/**
 * Long-lived server-sent event streams (the dashboard's live events, the widget's chat stream):
 * a cap per key, a keep-alive comment, an end after `maxStreamMs`, and every stream ended when the
 * server closes so shutdown is not held up. `attach` subscribes the stream to its source and
 * returns what to undo when it ends.
 */
export function createEventStreams(app: FastifyInstance, { keepAliveMs, maxStreamMs, perKey, tooMany }: EventStreamOptions) {
  const open = new Map<string, number>();
  const live = new Set<() => void>();
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify waits on an async hook's promise; a sync one would have to call done()
  app.addHook('onClose', async () => {
    for (const end of live) end();
  });

  return function openStream(key: string, request: FastifyRequest, reply: FastifyReply, attach: (stream: EventStream) => () => void): EventStream {
    const count = open.get(key) ?? 0;
    if (count >= perKey) throw new AppError('rate_limited', tooMany);
    open.set(key, count + 1);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, EVENT_STREAM_HEADERS);
    const write = (text: string) => {
      if (!raw.destroyed && !raw.writableEnded) raw.write(text);
    };
    // Tells EventSource-style clients how long to wait before reconnecting, and flushes the headers.
    write('retry: 3000\n: live\n\n');
    const stream: EventStream = { send: (event) => write(`data: ${JSON.stringify(event)}\n\n`) };
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
    const expiry = setTimeout(() => end(), maxStreamMs);
    let detach = () => {};
    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      clearTimeout(expiry);
      detach();
      live.delete(end);
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      if (!raw.writableEnded) raw.end();
    }
    live.add(end);
    request.raw.on('close', end);
    raw.on('error', end);
    detach = attach(stream);
    if (ended) detach();
    return stream;
  };
}
