import type { FastifyInstance } from 'fastify';
import { createEventStreams, type EventStreamOptions } from '../../http/event-stream';
import { operationRoute } from '../../http/operation-route';
import type { LiveEvents } from './live-events';

export interface LiveRouteOptions extends Partial<Pick<EventStreamOptions, 'keepAliveMs' | 'maxStreamMs'>> {
  events: LiveEvents;
  /** Open streams per organization on this process (one per dashboard tab). */
  maxStreamsPerOrganization?: number;
}

/** GET …/events: the organization's live events as server-sent events, from every process through the shared bus. */
export function registerLiveRoutes(
  app: FastifyInstance,
  { events, keepAliveMs = 15_000, maxStreamMs = 5 * 60_000, maxStreamsPerOrganization = 20 }: LiveRouteOptions,
) {
  const openStream = createEventStreams(app, {
    keepAliveMs,
    maxStreamMs,
    perKey: maxStreamsPerOrganization,
    tooMany: 'Too many live connections for this organization; close a dashboard tab and try again',
  });

  operationRoute(app, 'streamLiveEvents', ({ caller: { organizationId }, request, reply }) => {
    openStream(String(organizationId), request, reply, (stream) => {
      const unsubscribe = events.subscribe(organizationId, (event) => stream.send(event));
      const offGap = events.onGap(() => stream.send({ type: 'resync' }));
      return () => {
        unsubscribe();
        offGap();
      };
    });
  });
}
