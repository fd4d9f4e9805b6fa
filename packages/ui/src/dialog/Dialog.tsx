import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useModalDialog } from '../internal/use-modal-dialog';

export interface DialogProps {
  open: boolean;
  /** Called on the close button, on Escape, and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button, in the page's language. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the end of the dialog (confirm, cancel), laid out in reading order. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser makes the page behind inert; Escape closes, Tab stays
 * inside, and focus goes back to what opened it (see useModalDialog).
 */
export function Dialog({ open, onClose, title, description, closeLabel, children, footer, className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { ref, onKeyDown } = useModalDialog(open, onClose);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={cx('pl-dialog', className)}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Close requests that are not a keydown (Android back, CloseWatcher) still reach the app.
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
      {footer ? <div className="pl-dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
