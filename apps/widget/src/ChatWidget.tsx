import { Fragment, lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { VoiceClient } from '@parley/voice-client';
import { primeAudioContext } from '@parley/voice-client/prime';
import { useTranslation } from 'react-i18next';
import type { ChatHandoff, ChatLiveEvent } from '@parley/contract';
import { ChatError, type Assistant, type ChatApi } from './chat-api';
import { MicIcon } from './icons';
import { LeadForm } from './LeadForm';
import { lookFrom } from './theme';
import type { VoiceProblem } from './VoicePanel';
import { Notice } from './Notice';
import { leadFormAfter, TranscriptEntry, type Message } from './TranscriptEntry';

// The voice call (and the SDK under it) is fetched only when the visitor presses the voice button.
const VoicePanel = lazy(() => import('./VoicePanel'));

export interface ChatWidgetProps {
  api: ChatApi;
  /** Where the conversation id is kept, so it survives the host site's page navigations. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storageKey: string;
  visitorId: string;
  pageUrl?: string;
  onClose?: () => void;
  /** Voice calls with the widget key; without it the voice button stays disabled. */
  voice?: { apiKey: string; host?: string; createClient?: () => VoiceClient };
}

export function ChatWidget({ api, storage, storageKey, visitorId, pageUrl, onClose, voice }: ChatWidgetProps) {
  const { t, i18n } = useTranslation('widget');
  const inputId = useId();
  const [assistant, setAssistant] = useState<Assistant | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [chatId, setChatId] = useState<string | null>(() => storage.getItem(storageKey));
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ChatError['kind'] | null>(null);
  const [leadOpen, setLeadOpen] = useState<'offered' | 'asked' | null>(null);
  const [followUps, setFollowUps] = useState<string[] | null>(null);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [voiceProblem, setVoiceProblem] = useState<VoiceProblem | null>(null);
  const [handoff, setHandoff] = useState<ChatHandoff>({ status: 'agent' });
  const [erasing, setErasing] = useState<'confirm' | 'busy' | 'done' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const voiceButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the call panel has closed (the voice button is disabled while it is open).
  const focusAfterCall = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (voiceOpen) return;
    focusAfterCall.current?.focus();
    focusAfterCall.current = null;
  }, [voiceOpen]);
  const log = useRef<HTMLDivElement>(null);

  // The stream is followed once the transcript is in, so what it tells is added to it, not replaced.
  const [loaded, setLoaded] = useState(!chatId);
  const reload = (id: string) =>
    api.history(id).then(
      (transcript) => {
        setMessages(transcript.messages);
        if (transcript.handoff) setHandoff(transcript.handoff);
        setLoaded(true);
      },
      () => {
        storage.removeItem(storageKey);
        setChatId(null);
        setLoaded(true);
      },
    );
  useEffect(() => {
    api.assistant().then(setAssistant, (error: unknown) => setProblem(error instanceof ChatError ? error.kind : 'failed'));
    if (chatId) void reload(chatId);
    // Only on first render: later messages come from this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What the visitor hears without asking: a person of the team joining, writing and leaving.
  const handoffRef = useRef(handoff);
  handoffRef.current = handoff;
  useEffect(() => {
    if (!chatId || !loaded) return;
    const stop = new AbortController();
    const hear = (event: ChatLiveEvent) => {
      if (event.type === 'resync') return void reload(chatId);
      if (event.type === 'message') {
        const { author, name, content, offerLead } = event.message;
        if (offerLead) setLeadOpen('offered');
        return setMessages((list) => [...list, { role: 'assistant', author, name, content, offerLead }]);
      }
      if (event.type !== 'handoff') return; // A newer server's event this widget does not know.
      const before = handoffRef.current;
      setHandoff(event.handoff);
      if (event.handoff.status === 'human' && (before.status !== 'human' || before.name !== event.handoff.name))
        setMessages((list) => [
          ...list,
          { role: 'assistant', notice: true, content: t('personJoined', { name: event.handoff.name, business: event.handoff.business }) },
        ]);
      else if (event.handoff.status === 'agent' && before.status === 'human')
        setMessages((list) => [...list, { role: 'assistant', notice: true, content: t('personLeft', { name: before.name }) }]);
    };
    void api.follow(chatId, hear, stop.signal);
    return () => stop.abort();
    // Follows the chat it has; a new chat (or none) starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, loaded]);

  /**
   * A person of the team took the visitor's voice call over: the widget continues that call's
   * conversation as its chat (its transcript so far, then the member's messages on its stream).
   */
  const continueChat = (id: string) => {
    storage.setItem(storageKey, id);
    setMessages([]);
    setFollowUps(null);
    setLoaded(false);
    setChatId(id);
    void reload(id);
  };

  const askForPerson = async () => {
    setProblem(null);
    // Before the first message there is no conversation yet: asking in words starts one.
    if (!chatId) return void send(t('personRequest'));
    try {
      const state = await api.handoff(chatId);
      setHandoff(state);
      if (state.status === 'requested') setMessages((list) => [...list, { role: 'assistant', notice: true, content: t('personRequested') }]);
    } catch (error) {
      setProblem(error instanceof ChatError ? error.kind : 'failed');
    }
  };

  const erase = async () => {
    if (!chatId) return;
    setErasing('busy');
    try {
      await api.erase(chatId);
      storage.removeItem(storageKey);
      setChatId(null);
      setMessages([]);
      setFollowUps(null);
      setHandoff({ status: 'agent' });
      setErasing('done');
    } catch (error) {
      setErasing(null);
      setProblem(error instanceof ChatError ? error.kind : 'failed');
    }
  };
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft.trim());
  };
  const send = async (text: string) => {
    if (!text || busy) return;
    setDraft('');
    setBusy(true);
    setProblem(null);
    setMessages((list) => [...list, { role: 'user', content: text }, { role: 'assistant', content: '', pending: true }]);
    const update = (change: (last: Message) => Message) => setMessages((list) => [...list.slice(0, -1), change(list.at(-1)!)]);
    try {
      for await (const streamed of api.send(text, { chatId: chatId ?? undefined, language: i18n.language, visitorId, pageUrl })) {
        if (streamed.type === 'delta') update((last) => ({ ...last, content: last.content + streamed.content }));
        else if (streamed.type === 'done') {
          // While a person of the team holds the conversation the agent says nothing: they answer on the stream.
          if (streamed.output.length === 0) setMessages((list) => list.filter((m) => !m.pending));
          else {
            const { offerLead } = streamed;
            update(() => ({
              role: 'assistant',
              content: streamed.output[0]?.content ?? '',
              sources: streamed.sources,
              products: streamed.products,
              offerLead,
            }));
            if (offerLead) setLeadOpen('offered');
          }
          if (streamed.handoff) setHandoff(streamed.handoff);
          setChatId(streamed.id);
          setFollowUps(streamed.suggestions ?? []);
          storage.setItem(storageKey, streamed.id);
        } else throw new ChatError('failed', streamed.error);
      }
    } catch (error) {
      setProblem(error instanceof ChatError ? error.kind : 'failed');
      setMessages((list) => list.filter((m) => !(m.pending && !m.content)));
      if (!(error instanceof ChatError && error.kind === 'failed')) setDraft(text);
    } finally {
      setBusy(false);
    }
  };

  const look = lookFrom(assistant?.branding, assistant?.voiceIncluded !== false);
  // The form sits in the transcript; once sent, the thank-you is a line of it and the chat goes on.
  const leadAt = leadOpen ? leadFormAfter(messages, leadOpen) : -1;
  const leadForm =
    leadOpen && chatId ? (
      <LeadForm
        api={api}
        chatId={chatId}
        autoFocus={leadOpen === 'asked'}
        onSent={() => {
          setLeadOpen(null);
          setMessages((list) => [...list, { role: 'assistant', notice: true, content: t('leadThanks') }]);
        }}
      />
    ) : null;
  // Before the first message: the business's starter questions; after an answer: related ones.
  const asked = new Set(messages.filter((m) => m.role === 'user').map((m) => m.content.trim().toLowerCase()));
  const quickReplies = (followUps ?? (messages.length === 0 ? (assistant?.suggestions ?? []) : [])).filter((q) => !asked.has(q.trim().toLowerCase()));
  return (
    <section className="panel" aria-labelledby="parley-title" style={look.style} data-mode={look.mode}>
      <header className="panel__header">
        {assistant?.avatarUrl ? <img className="panel__avatar" src={assistant.avatarUrl} alt="" width={32} height={32} /> : null}
        <h1 id="parley-title">{assistant?.name ?? t('title')}</h1>
        {onClose ? (
          <button type="button" className="panel__close" onClick={onClose} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </header>
      <div className="panel__body" role="log" aria-live="polite" aria-busy={busy} ref={log} tabIndex={0}>
        {assistant?.firstMessage ? (
          <p className="bubble bubble--assistant" dir="auto">
            {assistant.firstMessage}
          </p>
        ) : null}
        {messages.map((message, index) => (
          <Fragment key={index}>
            <TranscriptEntry
              message={message}
              agentName={assistant?.name ?? t('title')}
              onProductOpen={(product) => (chatId ? api.track(chatId, { type: 'product_click', productId: product.id }) : undefined)}
            />
            {leadForm && index === leadAt ? leadForm : null}
          </Fragment>
        ))}
        {leadForm && leadAt < 0 ? leadForm : null}
        {erasing === 'done' ? <Notice role="status">{t('deleted')}</Notice> : null}
        {quickReplies.length > 0 && !busy ? (
          <div className="quick-replies" role="group" aria-label={t('quickReplies')}>
            {quickReplies.map((question) => (
              <button key={question} type="button" dir="auto" onClick={() => void send(question)}>
                {question}
              </button>
            ))}
          </div>
        ) : null}
        {voiceProblem ? <Notice>{t(voiceProblem)}</Notice> : null}
        {problem ? <Notice>{t(problem === 'not_allowed' ? 'notAllowed' : problem === 'rate_limited' ? 'rateLimited' : problem)}</Notice> : null}
      </div>
      {voiceOpen && voice ? (
        <Suspense
          fallback={
            <p className="voice__status" role="status">
              {t('voiceConnecting')}
            </p>
          }
        >
          <VoicePanel
            apiKey={voice.apiKey}
            agentName={assistant?.name ?? t('title')}
            metadata={{ hostOrigin: voice.host, visitorId, pageUrl, language: i18n.language }}
            createClient={voice.createClient}
            onProductOpen={(callChatId, product) => api.track(callChatId, { type: 'product_click', productId: product.id })}
            onEnd={() => {
              focusAfterCall.current = voiceButton.current;
              setVoiceOpen(false);
            }}
            onTransfer={(callChatId) => {
              // The visitor goes on by writing to the person who joined.
              focusAfterCall.current = input.current;
              setVoiceOpen(false);
              continueChat(callChatId);
            }}
            onProblem={(reason) => {
              // No dead button: the visitor goes on by text, and is told why.
              focusAfterCall.current = input.current;
              setVoiceOpen(false);
              setVoiceProblem(reason);
            }}
          />
        </Suspense>
      ) : null}
      <form className="panel__composer" onSubmit={submit}>
        <label htmlFor={inputId} className="pl-visually-hidden">
          {t('messageLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('placeholder')}
          maxLength={2000}
          autoComplete="off"
        />
        <button type="submit" disabled={busy || !draft.trim()}>
          {t('send')}
        </button>
        {/* Chat-only agents have no voice button. */}
        {look.mode !== 'chat' ? (
          <button
            type="button"
            ref={voiceButton}
            className={look.mode === 'voice' ? 'panel__voice panel__voice--primary' : 'panel__voice'}
            disabled={!voice || voiceOpen}
            title={t('voice')}
            aria-label={t('voice')}
            onClick={() => {
              // The microphone exists only in secure contexts: on a plain http host page the frame is not one.
              const blocked = assistant?.voiceAvailable === false ? 'voiceUnavailable' : window.isSecureContext === false ? 'voiceInsecure' : null;
              if (blocked) {
                setVoiceProblem(blocked);
                input.current?.focus();
                return;
              }
              // Safari starts audio only inside the click itself, not after the call panel loads.
              primeAudioContext();
              setVoiceProblem(null);
              setVoiceOpen(true);
            }}
          >
            <MicIcon />
          </button>
        ) : null}
      </form>
      <footer className="panel__footer">
        {handoff.status === 'agent' || handoff.status === 'unavailable' ? (
          <button type="button" className="link" onClick={() => void askForPerson()} disabled={busy}>
            {t('askPerson')}
          </button>
        ) : null}
        {/* Also while the form offered under an earlier answer has scrolled away: it moves to the end. */}
        {chatId && leadOpen !== 'asked' ? (
          <button type="button" className="link" onClick={() => setLeadOpen('asked')}>
            {t('leadButton')}
          </button>
        ) : null}
        {chatId && erasing !== 'confirm' ? (
          <button type="button" className="link" onClick={() => setErasing('confirm')} disabled={erasing === 'busy'}>
            {t('deleteChat')}
          </button>
        ) : null}
        {chatId && erasing === 'confirm' ? (
          <span role="group" aria-label={t('deleteChat')} className="confirm">
            <span>{t('deleteConfirm')}</span>
            <button type="button" className="link" onClick={() => void erase()} autoFocus>
              {t('deleteYes')}
            </button>
            <button type="button" className="link" onClick={() => setErasing(null)}>
              {t('deleteNo')}
            </button>
          </span>
        ) : null}
        <span>{t('poweredBy')}</span>
      </footer>
    </section>
  );
}
