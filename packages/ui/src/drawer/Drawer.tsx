import { cx } from '../internal/cx';
import { ModalSurface, type ModalProps } from '../internal/modal-surface';

export interface DrawerProps extends ModalProps {
  /**
   * Which edge it slides from, in logical terms: `end` is the right edge in English and the left
   * edge in Arabic or Hebrew, so one value serves both directions.
   */
  side?: 'start' | 'end';
}

/** A modal side panel (filters, details) with the same focus and Escape behaviour as Dialog. */
export function Drawer({ side = 'end', className, ...props }: DrawerProps) {
  return <ModalSurface {...props} block="pl-drawer" className={cx('pl-drawer', `pl-drawer--${side}`, className)} bodyClassName="pl-drawer__body" />;
}
