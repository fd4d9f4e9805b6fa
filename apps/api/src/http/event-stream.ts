import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  keepAliveMs: number;
  /** The stream ends after this long and the client reconnects (a credential revoked since is then refused). */
  maxStreamMs: number;
  /** Called once when the stream ends, whoever ended it: the client, the server's shutdown or the time limit. */
  onEnd: () => void;
}

export interface EventStream {
  /** Sends one event as a `data:` line of JSON; nothing once the stream has ended. */
  send(event: unknown): void;
  end(): void;
}

/**
 * Takes the reply over as a server-sent event stream (`text/event-stream`): headers that keep
 * proxies from buffering it, a keep-alive comment, an end after `maxStreamMs`. The dashboard's
 * live events and the widget's chat stream both go through it.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, { keepAliveMs, maxStreamMs, onEnd }: EventStreamOptions): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  const write = (text: string) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(text);
  };
  // Tells EventSource-style clients how long to wait before reconnecting, and flushes the headers.
  write('retry: 3000\n: live\n\n');
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
  const expiry = setTimeout(() => end(), maxStreamMs);
  let ended = false;
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    clearTimeout(expiry);
    onEnd();
    if (!raw.writableEnded) raw.end();
  }
  request.raw.on('close', end);
  raw.on('error', end);
  return { send: (event) => write(`data: ${JSON.stringify(event)}\n\n`), end };
}
