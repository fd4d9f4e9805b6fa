import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { VoiceClient } from '@parley/voice-client';
import { primeAudioContext } from '@parley/voice-client/prime';
import { useTranslation } from 'react-i18next';
import { ChatError, type Assistant, type ChatApi, type StoredMessage } from './chat-api';
import { ProductCards } from './ProductCards';
import { lookFrom } from './theme';
import type { VoiceProblem } from './VoicePanel';

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

interface Message extends StoredMessage {
  pending?: boolean;
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
  const [leadOpen, setLeadOpen] = useState(false);
  const [followUps, setFollowUps] = useState<string[] | null>(null);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [voiceProblem, setVoiceProblem] = useState<VoiceProblem | null>(null);
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

  useEffect(() => {
    api.assistant().then(setAssistant, (error: unknown) => setProblem(error instanceof ChatError ? error.kind : 'failed'));
    if (chatId)
      api.history(chatId).then(setMessages, () => {
        storage.removeItem(storageKey);
        setChatId(null);
      });
    // Only on first render: later messages come from this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
          update(() => ({ role: 'assistant', content: streamed.output[0]?.content ?? '', sources: streamed.sources, products: streamed.products }));
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

  const look = lookFrom(assistant?.branding);
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
          <div key={index} className={`bubble bubble--${message.role}`} data-testid={`message-${message.role}`}>
            <span className="pl-visually-hidden">{message.role === 'user' ? t('you') : (assistant?.name ?? t('title'))}: </span>
            {/* Each message in its own direction: English answers read right in a right-to-left widget, and the reverse. */}
            {message.pending && !message.content ? <span className="typing">{t('typing')}</span> : <span dir="auto">{message.content}</span>}
            {message.products?.length ? (
              <ProductCards
                products={message.products}
                onOpen={(product) => (chatId ? api.track(chatId, { type: 'product_click', productId: product.id }) : undefined)}
              />
            ) : null}
          </div>
        ))}
        {quickReplies.length > 0 && !busy ? (
          <div className="quick-replies" role="group" aria-label={t('quickReplies')}>
            {quickReplies.map((question) => (
              <button key={question} type="button" dir="auto" onClick={() => void send(question)}>
                {question}
              </button>
            ))}
          </div>
        ) : null}
        {voiceProblem ? (
          <p role="alert" className="notice">
            {t(voiceProblem)}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="notice">
            {t(problem === 'not_allowed' ? 'notAllowed' : problem === 'rate_limited' ? 'rateLimited' : problem)}
          </p>
        ) : null}
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
            onProblem={(reason) => {
              // No dead button: the visitor goes on by text, and is told why.
              focusAfterCall.current = input.current;
              setVoiceOpen(false);
              setVoiceProblem(reason);
            }}
          />
        </Suspense>
      ) : null}
      {leadOpen && chatId ? <LeadForm api={api} chatId={chatId} onDone={() => setLeadOpen(false)} /> : null}
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
            🎤
          </button>
        ) : null}
      </form>
      <footer className="panel__footer">
        {chatId && !leadOpen ? (
          <button type="button" className="link" onClick={() => setLeadOpen(true)}>
            {t('leadButton')}
          </button>
        ) : null}
        <span>{t('poweredBy')}</span>
      </footer>
    </section>
  );
}

function LeadForm({ api, chatId, onDone }: { api: ChatApi; chatId: string; onDone: () => void }) {
  const { t } = useTranslation('widget');
  const ids = useId();
  const [form, setForm] = useState({ name: '', email: '', phone: '', interest: '', consent: false });
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'invalid' | 'failed'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lead = {
      name: form.name || undefined,
      email: form.email || undefined,
      phone: form.phone || undefined,
      interest: form.interest || undefined,
      consent: form.consent,
    };
    // The server checks fully; this catches the obvious before a round trip (and keeps zod out of the bundle).
    if (!lead.consent || !(/^\S+@\S+\.\S+$/.test(form.email) || /^\+?[0-9 ().-]{6,25}$/.test(form.phone))) return setState('invalid');
    setState('sending');
    try {
      await api.lead(chatId, { ...lead, consent: true });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  if (state === 'sent') {
    return (
      <div className="lead" role="status">
        <p>{t('leadThanks')}</p>
        <button type="button" className="link" onClick={onDone}>
          {t('close')}
        </button>
      </div>
    );
  }
  const field = (key: 'name' | 'email' | 'phone' | 'interest', type = 'text') => (
    <label htmlFor={`${ids}-${key}`}>
      {t(key)}
      <input id={`${ids}-${key}`} type={type} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );
  return (
    <form className="lead" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids}-title`}>
      <p id={`${ids}-title`}>
        <strong>{t('leadTitle')}</strong>
      </p>
      {field('name')}
      {field('email', 'email')}
      {field('phone', 'tel')}
      {field('interest')}
      <label className="check">
        <input type="checkbox" checked={form.consent} onChange={(e) => setForm({ ...form, consent: e.target.checked })} /> {t('consent')}
      </label>
      {state === 'invalid' ? (
        <p role="alert" className="notice">
          {t('leadError')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="notice">
          {t('failed')}
        </p>
      ) : null}
      <button type="submit" disabled={state === 'sending'}>
        {t('submitLead')}
      </button>
    </form>
  );
}
