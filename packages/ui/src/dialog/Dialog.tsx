import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called on the close button, on Escape, and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button, in the page's language. */
  closeLabel: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert, closes on
 * Escape and gives focus back to what opened it.
 */
export function Dialog({ open, onClose, title, description, closeLabel, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['pl-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="pl-dialog__header">
        <h2 id={titleId} className="pl-dialog__title">{title}</h2>
        <button type="button" className="pl-dialog__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description ? <p id={descriptionId} className="pl-dialog__description">{description}</p> : null}
      {children}
    </dialog>
  );
}
