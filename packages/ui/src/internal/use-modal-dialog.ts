import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { wrapTabKey } from './focusable';

export interface ModalDialogBehaviour {
  ref: RefObject<HTMLDialogElement | null>;
  /** Escape closes and Tab wraps; attach to the <dialog>'s onKeyDown. */
  onKeyDown: (event: ReactKeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * What Dialog and Drawer share on top of the native modal <dialog>: open it with showModal (the
 * browser makes the page behind inert), close on Escape, keep Tab inside, and give focus back to
 * the element that had it before opening — unless the app has already moved focus elsewhere.
 */
export function useModalDialog(open: boolean, onClose: () => void): ModalDialogBehaviour {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = dialog.ownerDocument.activeElement;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      // jsdom and very old browsers: no showModal, so move focus in ourselves.
      dialog.setAttribute('open', '');
    }
    if (!dialog.contains(dialog.ownerDocument.activeElement)) {
      const autofocus = dialog.querySelector<HTMLElement>('[autofocus]');
      (autofocus ?? dialog.querySelector<HTMLElement>('button, [href], input, select, textarea') ?? dialog).focus();
    }
    return () => {
      const focusWasInside = dialog.contains(dialog.ownerDocument.activeElement);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      const now = dialog.ownerDocument.activeElement;
      const nobodyTookFocus = focusWasInside || now === null || now === dialog.ownerDocument.body;
      if (nobodyTookFocus && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Cancelling the keydown stops the browser's own close request, so onClose runs once.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (ref.current) wrapTabKey(event, ref.current);
  };

  return { ref, onKeyDown };
}
