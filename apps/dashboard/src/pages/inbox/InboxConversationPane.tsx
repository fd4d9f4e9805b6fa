import type { User } from '@parley/api-client/schemas';
import { Badge, Button, ErrorState, Spinner, Textarea } from '@parley/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useLoad } from '../../lib/hooks';
import { formatters } from '../insights/format';
import { Transcript } from '../insights/TranscriptDialog';
import { handoffLabel, HANDOFF_TONE } from './labels';
import { Alert } from '../../components/Alert';

const MAX_MESSAGE = 2000;

/**
 * One conversation of the inbox: its transcript as it grows, "Take over" while the agent answers,
 * and, while you hold it, a composer and "Hand back". `moves` changes when the conversation moved
 * (a live event), and the pane reads it again.
 */
export function InboxConversationPane({
  id,
  me,
  moves,
  onChanged,
}: {
  id: string;
  /** The signed-in member: whether they hold the conversation, and may hand back another's (owner). */
  me: Pick<User, 'id' | 'role'> | null;
  moves: number;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, error, loading, reload, setData } = useLoad(() => api.getConversation(id), [id]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'take' | 'release' | 'send' | null>(null);
  useEffect(() => {
    if (moves > 0) void reload();
  }, [moves, reload]);
  const format = formatters(i18n.language);

  if (error) return <ErrorState message={t('inbox.openError', { message: error })} onRetry={() => void reload()} retryLabel={t('common.retry')} />;
  if (!data || (loading && data.id !== id)) return <Spinner label={t('common.loading')} />;

  const { handoff } = data;
  const mine = handoff.status === 'human' && handoff.user_id === me?.id;
  const heldByOther = handoff.status === 'human' && !mine;
  const act = async (kind: 'take' | 'release', run: () => Promise<typeof data>) => {
    setBusy(kind);
    setProblem(null);
    try {
      setData(await run());
      onChanged();
    } catch (failure) {
      setProblem((failure as Error).message);
      void reload();
    } finally {
      setBusy(null);
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return setDraftError(t('inbox.messageRequired'));
    if (content.length > MAX_MESSAGE) return setDraftError(t('inbox.messageTooLong', { max: MAX_MESSAGE }));
    setDraftError(null);
    setBusy('send');
    try {
      await api.sendMemberMessage(id, content);
      setDraft('');
      await reload();
    } catch (failure) {
      setDraftError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className="inbox-pane" aria-labelledby="inbox-pane-title" data-testid="inbox-pane">
      <header className="inbox-pane__header">
        <h2 id="inbox-pane-title">{t('inbox.conversation')}</h2>
        <Badge tone={HANDOFF_TONE[handoff.status]}>{mine ? t('inbox.status.you') : handoffLabel(t, handoff)}</Badge>
        <div className="inbox-pane__actions">
          {handoff.status !== 'human' || heldByOther ? (
            <Button onClick={() => void act('take', () => api.takeOverConversation(id))} disabled={busy !== null || heldByOther}>
              {t('inbox.takeOver')}
            </Button>
          ) : null}
          {mine || (heldByOther && me?.role === 'owner') ? (
            <Button variant="secondary" onClick={() => void act('release', () => api.releaseConversation(id))} disabled={busy !== null}>
              {t('inbox.handBack')}
            </Button>
          ) : null}
        </div>
      </header>
      {heldByOther ? <p className="muted">{t('inbox.heldBy', { name: handoff.name ?? t('inbox.someone') })}</p> : null}
      <Alert>{problem}</Alert>
      <Transcript conversation={data} format={format} />
      {mine ? (
        <form className="inbox-pane__composer" onSubmit={(e) => void send(e)} noValidate>
          <Textarea
            label={t('inbox.composerLabel')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter starts a new line, as in every chat.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            error={draftError ?? undefined}
            rows={3}
            dir="auto"
          />
          <Button type="submit" disabled={busy !== null}>
            {busy === 'send' ? t('inbox.sending') : t('inbox.send')}
          </Button>
        </form>
      ) : null}
    </article>
  );
}
