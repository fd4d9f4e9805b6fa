import { useEffect, useState } from 'react';
import { LOADING_DELAY_MS } from '../../stores/agent';

/** True once `active` has lasted the spec's 500 ms, so quick loads never flash a spinner. */
export function useDelayed(active: boolean, delay = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return active && shown;
}
