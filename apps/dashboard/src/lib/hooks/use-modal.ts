import { useLayoutEffect, useRef } from 'react';

/** What every modal here is given: whether it is open, and how to close it. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * What every modal here does besides the native <dialog>: Escape closes it even where the browser
 * sends no `cancel` event, and focus goes back to what opened it when it closes.
 */
export function useModal(open: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  latest.current = onClose;
  // A layout effect: it runs before the <dialog>'s own effect moves focus inside it, so the
  // element remembered is really the one that opened it.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // After the dialog has gone: the browser may have moved focus to the body meanwhile.
      setTimeout(() => {
        if (opener?.isConnected) opener.focus();
      }, 0);
    };
  }, [open]);
}
