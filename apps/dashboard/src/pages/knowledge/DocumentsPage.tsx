import type { KnowledgeDocument } from '@parley/api-client';
import { Badge, Button, EmptyState, FileDropZone, Spinner } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useLoad } from '../../lib/hooks';
import { changing } from '../../lib/data-changes';
import { FailedJobs } from './FailedJobs';
import { Alert } from '../../components/Alert';
import { DeleteButton } from '../../components/WorkingButton';

const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = [
  '.pdf',
  '.docx',
  '.txt',
  '.md',
  '.markdown',
  '.csv',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/markdown',
  'text/csv',
];

export function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const { data: docs, setData, error, reload } = useLoad(() => api.listDocuments(), [], ['documents']);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [previewId, setPreviewId] = useState<number | null>(null);

  // Processing happens in the background: poll until every document is ready or failed.
  const processing = docs?.some((doc) => doc.status === 'processing');
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void api.listDocuments().then(setData, () => {}), 1000);
    return () => clearInterval(timer);
  }, [processing, setData]);

  const upload = async (files: File[]) => {
    const tooBig = files.filter((file) => file.size > MAX_BYTES);
    const sendable = files.filter((file) => file.size <= MAX_BYTES);
    const notes = tooBig.map((file) => t('documents.tooLarge', { name: file.name }));
    if (sendable.length) {
      setBusy(true);
      try {
        const result = await changing(['documents'], () => api.uploadDocuments(sendable));
        notes.push(...result.refused.map((r) => `${r.filename}: ${r.error}`));
      } catch (failure) {
        notes.push((failure as Error).message);
      } finally {
        setBusy(false);
      }
    }
    setMessages(notes);
  };
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: bytes > 1e6 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
      bytes > 1e6 ? bytes / 1e6 : bytes / 1e3,
    );

  return (
    <section className="page">
      <h1>{t('nav.documents')}</h1>
      <p className="lead">{t('documents.lead')}</p>
      <FileDropZone
        className="drop-zone"
        label={t('documents.choose')}
        hint={t('documents.hint')}
        accept={ACCEPT}
        disabled={busy}
        // `accept` filters the picker; a dropped file of another type still goes to the server, which
        // says why it refuses it, as sizes are said here.
        onFiles={(accepted, rejected) => void upload([...accepted, ...rejected.map((rejection) => rejection.file)])}
      >
        {busy ? <Spinner label={t('documents.uploading')} /> : null}
      </FileDropZone>
      {messages.length ? (
        <ul role="alert" className="alert">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <Alert>{error}</Alert>
      <FailedJobs kind="document" watch={docs} nameOf={(id) => docs?.find((doc) => doc.id === id)?.filename} onRetried={() => void reload()} />
      {docs?.length === 0 ? <EmptyState description={t('documents.empty')} /> : null}
      <ul className="list">
        {docs?.map((doc) => (
          <li key={doc.id} data-testid="document" data-status={doc.status}>
            <span>
              <strong>{doc.filename}</strong>{' '}
              <span className="muted">
                {size(doc.size_bytes)}
                {doc.page_count ? ` · ${t('documents.pages', { count: doc.page_count })}` : ''}
              </span>
            </span>
            <Badge tone={doc.status === 'ready' ? 'success' : doc.status === 'failed' ? 'danger' : 'brand'}>{t(`documents.status.${doc.status}`)}</Badge>
            {doc.error ? <span className="muted">{doc.error}</span> : null}
            <span className="row">
              {doc.status === 'ready' ? (
                <Button variant="secondary" aria-expanded={previewId === doc.id} onClick={() => setPreviewId(previewId === doc.id ? null : doc.id)}>
                  {t('documents.preview')}
                </Button>
              ) : null}
              <DeleteButton
                label={t('documents.deleteNamed', { name: doc.filename })}
                onClick={() => void changing(['documents'], () => api.deleteDocument(doc.id))}
              />
            </span>
            {previewId === doc.id ? <DocumentPreview id={doc.id} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DocumentPreview({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data } = useLoad<KnowledgeDocument>(() => api.getDocument(id), [id]);
  if (!data) return <Spinner label={t('common.loading')} />;
  return (
    <pre className="preview" tabIndex={0} aria-label={t('documents.preview')}>
      {data.preview}
    </pre>
  );
}
