import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useModalDialog } from '../internal/use-modal-dialog';

export interface DrawerProps {
  open: boolean;
  /** Called on the close button, on Escape, and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button, in the page's language. */
  closeLabel: string;
  /**
   * Which edge it slides from, in logical terms: `end` is the right edge in English and the left
   * edge in Arabic or Hebrew, so one value serves both directions.
   */
  side?: 'start' | 'end';
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A modal side panel (filters, details) with the same focus and Escape behaviour as Dialog. */
export function Drawer({ open, onClose, title, description, closeLabel, side = 'end', children, footer, className }: DrawerProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { ref, onKeyDown } = useModalDialog(open, onClose);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={cx('pl-drawer', `pl-drawer--${side}`, className)}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="pl-drawer__header">
        <h2 id={titleId} className="pl-drawer__title">{title}</h2>
        <button type="button" className="pl-dialog__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description ? <p id={descriptionId} className="pl-dialog__description">{description}</p> : null}
      <div className="pl-drawer__body">{children}</div>
      {footer ? <div className="pl-dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
