import { cx } from '../internal/cx';
import { ModalSurface, type ModalProps } from '../internal/modal-surface';

export type DialogProps = ModalProps;

/**
 * A modal on the native <dialog>: the browser makes the page behind inert; Escape closes, Tab stays
 * inside, and focus goes back to what opened it (see useModalDialog).
 */
export function Dialog({ className, ...props }: DialogProps) {
  return <ModalSurface {...props} block="pl-dialog" className={cx('pl-dialog', className)} />;
}
