import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The dashboard shell's dialogs open on global window events, so any page (or a script, or an
 * end-to-end test) can open them without importing them: `window.dispatchEvent(new Event(…))`.
 */
export const OPEN_WIDGET_CONFIG = 'open-widget-config';
export const OPEN_QR_CODE_DIALOG = 'open-qr-code-dialog';
export const OPEN_ADD_TO_SITE = 'open-add-to-site';

export type DialogEvent = typeof OPEN_WIDGET_CONFIG | typeof OPEN_QR_CODE_DIALOG | typeof OPEN_ADD_TO_SITE;

export function openDialog(name: DialogEvent) {
  window.dispatchEvent(new Event(name));
}

export function useWindowEvent(name: string, handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
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
