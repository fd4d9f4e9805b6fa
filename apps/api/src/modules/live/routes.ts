import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import type { LiveEvents } from './live-events';

export interface LiveRouteOptions {
  events: LiveEvents;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  keepAliveMs?: number;
  /** Streams end after this long and the client reconnects: a token revoked since is then refused. */
  maxStreamMs?: number;
  /** Open streams per organization on this process (one per dashboard tab). */
  maxStreamsPerOrganization?: number;
}

/** GET …/events: the organization's live events as server-sent events, from every process through the shared bus. */
export function registerLiveRoutes(
  app: FastifyInstance,
  { events, keepAliveMs = 15_000, maxStreamMs = 5 * 60_000, maxStreamsPerOrganization = 20 }: LiveRouteOptions,
) {
  const open = new Map<number, number>();
  const streams = new Set<() => void>();
  // A stream never ends by itself before maxStreamMs: shutdown ends them so the server can close.
  app.addHook('onClose', async () => {
    for (const end of streams) end();
  });

  operationRoute(app, 'streamLiveEvents', ({ caller: { organizationId }, request, reply }) => {
    const count = open.get(organizationId) ?? 0;
    if (count >= maxStreamsPerOrganization)
      throw new AppError('rate_limited', 'Too many live connections for this organization; close a dashboard tab and try again');
    open.set(organizationId, count + 1);

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

    const unsubscribe = events.subscribe(organizationId, (event) => write(`data: ${JSON.stringify(event)}\n\n`));
    const offGap = events.onGap(() => write(`data: ${JSON.stringify({ type: 'resync' })}\n\n`));
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
    const expiry = setTimeout(() => end(), maxStreamMs);
    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      clearTimeout(expiry);
      unsubscribe();
      offGap();
      streams.delete(end);
      open.set(organizationId, (open.get(organizationId) ?? 1) - 1);
      if (!open.get(organizationId)) open.delete(organizationId);
      if (!raw.writableEnded) raw.end();
    }
    streams.add(end);
    request.raw.on('close', end);
    raw.on('error', end);
  });
}
