import { Button, Dialog } from '@parley/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal, type ModalProps } from '../../lib/hooks';

export interface InstallDialogProps extends ModalProps {
  title: string;
  description: string;
  className?: string;
  /** The footer's buttons; a single Close when not given. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of the install dialogs (configuration, QR code, add to site): the modal, its Escape and focus handling, and its footer. */
export function InstallDialog({ open, onClose, title, description, className = 'install-dialog', actions, children }: InstallDialogProps) {
  const { t } = useTranslation();
  useModal(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} closeLabel={t('common.close')} className={className}>
      {children}
      <div className="row dialog-actions">
        {actions ?? (
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
