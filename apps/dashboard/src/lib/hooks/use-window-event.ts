import { useEffect, useRef } from 'react';

/** Calls `handler` (its latest version) whenever `window` fires the event `name`. */
export function useWindowEvent(name: string, handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
