import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { openEventStream } from '../../http/event-stream';
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

    let unsubscribe = () => {};
    let offGap = () => {};
    const stream = openEventStream(request, reply, {
      keepAliveMs,
      maxStreamMs,
      onEnd: () => {
        unsubscribe();
        offGap();
        streams.delete(stream.end);
        open.set(organizationId, (open.get(organizationId) ?? 1) - 1);
        if (!open.get(organizationId)) open.delete(organizationId);
      },
    });
    unsubscribe = events.subscribe(organizationId, (event) => stream.send(event));
    offGap = events.onGap(() => stream.send({ type: 'resync' }));
    streams.add(stream.end);
  });
}
