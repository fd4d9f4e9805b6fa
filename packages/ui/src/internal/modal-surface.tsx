import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

/** What a Dialog and a Drawer take alike. */
export interface ModalProps {
  open: boolean;
  /** Called on the close button, on Escape, and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button, in the page's language. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the end (confirm, cancel), laid out in reading order. */
  footer?: ReactNode;
  className?: string;
}

interface ModalSurfaceProps extends Omit<ModalProps, 'className'> {
  /** Classes of the <dialog> element. */
  className: string;
  /** The block whose header and title classes it uses: `pl-dialog` or `pl-drawer`. */
  block: 'pl-dialog' | 'pl-drawer';
  /** Wraps the content (a drawer scrolls its body between a fixed header and footer). */
  bodyClassName?: string;
}

/**
 * What Dialog and Drawer share: the native <dialog> (the browser makes the page behind inert),
 * a titled header with the × button, the description, the footer; Escape, the backdrop and the
 * platform's close requests all call onClose (see useModalDialog).
 */
export function ModalSurface({ open, onClose, title, description, closeLabel, children, footer, className, block, bodyClassName }: ModalSurfaceProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { ref, onKeyDown } = useModalDialog(open, onClose);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={className}
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
      <div className={`${block}__header`}>
        <h2 id={titleId} className={`${block}__title`}>
          {title}
        </h2>
        <button type="button" className="pl-dialog__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className="pl-dialog__description">
          {description}
        </p>
      ) : null}
      {bodyClassName ? <div className={bodyClassName}>{children}</div> : children}
      {footer ? <div className="pl-dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
