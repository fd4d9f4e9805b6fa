import { useEffect, useRef, useState } from 'react';

/** Spec §9: the copied confirmation shows for 2000 ms. */
export const COPIED_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies with the Clipboard API and says so for exactly COPIED_MS; when the browser refuses,
 * the state is `failed` so the page can say how to copy by hand.
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
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch (error) {
      console.warn('Copy to the clipboard was refused', error);
      setState('failed');
    }
  };
  return { state, copy };
}

export async function copyText(text: string) {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}
