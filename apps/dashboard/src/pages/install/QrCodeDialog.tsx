import type { Agent } from '@parley/api-client';
import { Button, ErrorState, Spinner } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgent } from '../../stores/agent';
import { useCopy, type ModalProps } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { InstallDialog } from './InstallDialog';

/** Spec §9: the QR image is 256 px wide. */
export const QR_WIDTH = 256;

/** The agent's widget page on this origin: the live key, or the demo key when there is none (spec §2). */
export function widgetPageUrl(agent: Pick<Agent, 'live_key' | 'demo_key' | 'version'>, origin = window.location.origin): string {
  const url = new URL('/widget', origin);
  url.searchParams.set('apiKey', agent.live_key || agent.demo_key);
  url.searchParams.set('version', agent.version);
  return url.toString();
}

/** The PNG bytes of a `data:image/png;base64,…` URL. */
export function pngFromDataUrl(dataUrl: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
}

async function copyPng(dataUrl: string) {
  const Item = (globalThis as { ClipboardItem?: typeof ClipboardItem }).ClipboardItem;
  if (!Item || !navigator.clipboard?.write) throw new Error('Copying images is not supported here');
  await navigator.clipboard.write([new Item({ 'image/png': pngFromDataUrl(dataUrl) })]);
}

/** Spec §2 QR-code dialog: the agent's name, a QR code of its widget page, Copy image, Close. */
export function QrCodeDialog({ open, onClose }: ModalProps) {
  const { t } = useTranslation();
  const { agent, error, load } = useAgent();
  // The shell loads the agent on dashboard paths; this covers a dialog opened before that ended.
  useEffect(() => {
    if (open && !agent && !error) void load();
  }, [open, agent, error, load]);
  const link = agent ? widgetPageUrl(agent) : null;
  return (
    <InstallDialog
      open={open}
      onClose={onClose}
      title={agent ? t('install.qr.title', { name: agent.name }) : t('install.qr.titleGeneric')}
      description={t('install.qr.description')}
      className="qr-dialog"
    >
      {error && !agent ? <ErrorState message={t('install.qr.loadFailed')} onRetry={() => void load()} retryLabel={t('common.retry')} /> : null}
      {!agent && !error ? <Spinner label={t('common.loading')} /> : null}
      {agent && link ? <QrCode name={agent.name} link={link} /> : null}
    </InstallDialog>
  );
}

function QrCode({ name, link }: { name: string; link: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    // The encoder is its own chunk, fetched the first time a QR code is shown.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(link, { width: QR_WIDTH, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => current && setImage(url),
        (problem: unknown) => {
          console.error('QR code generation failed', problem);
          if (current) setFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [link]);
  const copy = useCopy(() => copyPng(image ?? ''));
  return (
    <div className="qr-code">
      {image ? (
        <img src={image} width={QR_WIDTH} height={QR_WIDTH} alt={t('install.qr.imageAlt', { name })} data-testid="qr-image" />
      ) : failed ? (
        <Alert>{t('install.qr.generateFailed')}</Alert>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
      <p className="qr-code__link">
        <a href={link} target="_blank" rel="noreferrer" dir="ltr" data-testid="qr-link">
          {link}
        </a>
      </p>
      <div className="row qr-code__actions">
        <Button onClick={() => void copy.copy()} disabled={!image}>
          {copy.state === 'copied' ? t('install.qr.copied') : t('install.qr.copyImage')}
        </Button>
        {image ? (
          <a className="pl-button pl-button--secondary" href={image} download={`parley-qr-${name.replace(/[^\w-]+/g, '-').toLowerCase() || 'agent'}.png`}>
            {t('install.qr.download')}
          </a>
        ) : null}
        <span role="status" className="success">
          {copy.state === 'copied' ? t('install.qr.copiedStatus') : ''}
        </span>
      </div>
      <Alert>{copy.state === 'failed' ? t('install.qr.copyFailed') : null}</Alert>
    </div>
  );
}
