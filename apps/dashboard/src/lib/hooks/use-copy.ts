import { COPIED_CONFIRMATION_MS } from '@parley/ui';
import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * For what @parley/ui's CopyField cannot copy (an image): runs `write` and says so for exactly
 * COPIED_CONFIRMATION_MS (spec §9: 2000 ms), as CopyField does for text; when the browser
 * refuses, the state is `failed` so the page can say what to do instead.
 */
export function useCopy(write: () => Promise<void>) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await write();
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_CONFIRMATION_MS);
    } catch (error) {
      console.warn('Copy to the clipboard was refused', error);
      setState('failed');
    }
  };
  return { state, copy };
}
