import type { LiveEvent } from '@parley/api-client/schemas';
import { useEffect, useRef } from 'react';
import { useLiveEvents, type LiveStatus } from './use-live-events';

/**
 * Reloads what a page shows when a conversation begins or moves (or after a gap in the events),
 * at most once per `everyMs`, and says whether the events are flowing. `onEvent` also hears each
 * event at once (the inbox reloads the open conversation without waiting).
 */
export function useLiveRefresh(reload: () => Promise<void>, everyMs: number, onEvent?: (event: LiveEvent) => void): LiveStatus {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useLiveEvents((event) => {
    onEvent?.(event);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void latest.current();
    }, everyMs);
  });
}
