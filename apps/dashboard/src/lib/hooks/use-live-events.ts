import type { LiveEvent } from '@parley/api-client/schemas';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * Follows the organization's live events while the component is mounted (one stream per page
 * that needs it) and says whether they are flowing. `onEvent` may change on every render.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, follow: Pick<typeof api, 'streamLiveEvents'> = api): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const stop = new AbortController();
    // A 401 already signs the person out (the client's onUnauthorized); nothing else ends it but leaving the page.
    follow.streamLiveEvents((event) => handler.current(event), { signal: stop.signal, onStatus: setStatus }).catch(() => setStatus('reconnecting'));
    return () => stop.abort();
  }, [follow]);
  return status;
}
