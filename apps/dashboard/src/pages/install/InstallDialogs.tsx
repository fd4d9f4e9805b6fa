import { useCallback, useState } from 'react';
import { AddToSiteModal } from './AddToSiteModal';
import { OPEN_ADD_TO_SITE, OPEN_QR_CODE_DIALOG, OPEN_WIDGET_CONFIG } from './events';
import { QrCodeDialog } from './QrCodeDialog';
import { WidgetConfigDialog } from './WidgetConfigDialog';
import { useWindowEvent } from '../../lib/hooks';

type Open = 'none' | 'config' | 'qr' | 'addToSite';

/**
 * The dashboard shell's install dialogs, mounted once: widget configuration, QR code and
 * add-to-site, each opened by its global window event. One is open at a time (native modal
 * dialogs do not stack well), so opening another from one replaces it.
 */
export function InstallDialogs() {
  const [open, setOpen] = useState<Open>('none');
  useWindowEvent(OPEN_WIDGET_CONFIG, () => setOpen('config'));
  useWindowEvent(OPEN_QR_CODE_DIALOG, () => setOpen('qr'));
  useWindowEvent(OPEN_ADD_TO_SITE, () => setOpen('addToSite'));
  const close = useCallback(() => setOpen('none'), []);
  return (
    <>
      <WidgetConfigDialog open={open === 'config'} onClose={close} onAddToSite={() => setOpen('addToSite')} onQrCode={() => setOpen('qr')} />
      <QrCodeDialog open={open === 'qr'} onClose={close} />
      <AddToSiteModal open={open === 'addToSite'} onClose={close} />
    </>
  );
}
