import type { ProductCard } from '@parley/contract';
import { MediaDeviceError, ServerError, TransportError, VoiceClient, type CallMetadata, type CallState, type VoiceClientError } from '@parley/voice-client';
import { primeAudioContext } from '@parley/voice-client/prime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCards } from './ProductCards';

/** Why a call could not go on; the widget then goes back to text chat and says so. */
export type VoiceProblem = 'voiceMicDenied' | 'voiceMicMissing' | 'voiceUnavailable' | 'voiceInsecure' | 'voiceFailed';

export function problemOf(error: VoiceClientError): VoiceProblem {
  if (error instanceof MediaDeviceError) return error.code === 'microphone-denied' ? 'voiceMicDenied' : 'voiceMicMissing';
  if (error instanceof TransportError && error.status === 503) return 'voiceUnavailable';
  return 'voiceFailed';
}

interface Caption {
  role: 'user' | 'assistant';
  text: string;
  final: boolean;
}

export interface VoicePanelProps {
  apiKey: string;
  agentName: string;
  metadata: CallMetadata;
  /** The call is over and the visitor left its transcript: back to the text chat. */
  onEnd: () => void;
  /** A person of the team took the call over: the visitor continues with them in the text chat of `chatId` (the call's conversation). */
  onTransfer: (chatId: string) => void;
  /** The call could not start, or broke before anything was said: back to text chat with this explanation. */
  onProblem: (problem: VoiceProblem) => void;
  /** The visitor opened a product card the agent showed: recorded against the call's conversation (`chatId`). */
  onProductOpen: (chatId: string, product: ProductCard) => void;
  /** Tests hand in a client; the widget makes one against its own origin. */
  createClient?: () => VoiceClient;
}

/** Lines shown while the call is live; once it has ended the whole transcript is shown. */
const MAX_CAPTIONS = 4;

/** What the visitor can do once a call has ended: call again, or go back to the text chat. */
const ENDED_ACTIONS = ['voiceCallAgain', 'voiceBackToChat'] as const;

/** How a call that got as far as words ended: hung up (by either side), or cut off by a failure. */
type Ending = 'ended' | 'cut-off';

/**
 * A voice call with the agent inside the widget. Each call is its own `CallView` (and SDK
 * client): calling again mounts a fresh one, so nothing of the last call's state carries over.
 * Loaded only when the visitor asks for it.
 */
export default function VoicePanel(props: VoicePanelProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <CallView
      key={attempt}
      {...props}
      onCallAgain={() => {
        // Safari starts audio only inside the click itself, as for the first call.
        primeAudioContext();
        setAttempt((n) => n + 1);
      }}
    />
  );
}

/**
 * One call: connecting, listening, the agent speaking with a live level meter, live captions,
 * the cards of the products the agent names, mute and hang up. When the call ends after anything
 * was said, its transcript stays on screen (the visitor may want to read it again) with a way to
 * call again or go back to the chat.
 */
function CallView({
  apiKey,
  agentName,
  metadata,
  onEnd,
  onTransfer,
  onProblem,
  onProductOpen,
  createClient,
  onCallAgain,
}: VoicePanelProps & { onCallAgain: () => void }) {
  const { t } = useTranslation('widget');
  const [state, setState] = useState<CallState>('new');
  const [ending, setEnding] = useState<Ending | null>(null);
  const [speaking, setSpeaking] = useState(false);
  const [level, setLevel] = useState(0);
  const [muted, setMuted] = useState(false);
  const [captions, setCaptions] = useState<Caption[]>([]);
  // The cards of the latest answer that named products, as in the text chat.
  const [products, setProducts] = useState<ProductCard[]>([]);
  const client = useRef<VoiceClient | null>(null);
  const hangUp = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const callbacks = useRef({ onTransfer, onProblem });
  callbacks.current = { onTransfer, onProblem };

  useEffect(() => {
    const call = createClient?.() ?? new VoiceClient({ apiKey, baseUrl: window.location.origin, metadata });
    client.current = call;
    let failed = false;
    // Set by the server's last frame when a person of the team took the call over: the chat to continue.
    let transferredTo: string | null = null;
    // Whether anything was said (a caption shown): then the end keeps the transcript on screen.
    let heard = false;
    call.on('state-change', (next) => setState(next));
    call.on('speech-start', () => setSpeaking(true));
    call.on('speech-end', () => {
      setSpeaking(false);
      setLevel(0);
    });
    call.on('volume-level', setLevel);
    call.on('message', (message) => {
      if (message.type === 'product-cards') return setProducts(message.products);
      if (message.type === 'status-update' && message.endedReason === 'transferred-to-human') transferredTo = message.chatId ?? call.call?.chatId ?? null;
      if (message.type !== 'transcript') return;
      heard = true;
      setCaptions((list) => {
        const last = list.at(-1);
        // A partial line is replaced by what follows it from the same speaker.
        const kept = last && !last.final && last.role === message.role ? list.slice(0, -1) : list;
        return [...kept, { role: message.role, text: message.transcript, final: message.transcriptType === 'final' }];
      });
    });
    let lastError: VoiceClientError | null = null;
    // A call that broke after words were said keeps them on screen; one that never got that far goes back to the chat.
    const fail = (problem: VoiceProblem) => {
      failed = true;
      if (heard) setEnding('cut-off');
      else callbacks.current.onProblem(problem);
    };
    call.on('error', (error) => {
      lastError = error;
      // The server's own errors mid-call ("ask again") leave the call going; anything else ends it.
      if (error instanceof ServerError && call.state === 'joined') return;
      fail(problemOf(error));
    });
    call.on('state-change', (next) => {
      if (next !== 'error' || failed) return;
      fail(lastError ? problemOf(lastError) : 'voiceFailed');
    });
    // The SDK tells the server's last frame (a `message`) before `call-end`.
    call.on('call-end', () => {
      if (failed) return;
      if (transferredTo) callbacks.current.onTransfer(transferredTo);
      else setEnding('ended');
    });
    void call.start('self');
    return () => {
      void call.destroy();
    };
    // One call per panel: the panel is mounted when the visitor presses the voice button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state === 'joined') hangUp.current?.focus();
  }, [state]);
  // The hang-up button is gone once the call has ended: focus goes to the line saying so, before the transcript and the next steps.
  useEffect(() => {
    if (ending) statusLine.current?.focus();
  }, [ending]);

  const toggleMute = () => {
    const next = !muted;
    client.current?.setMuted(next);
    setMuted(next);
  };
  const status = ending
    ? t(ending === 'cut-off' ? 'voiceCutOff' : 'voiceEnded')
    : state === 'joined'
      ? speaking
        ? t('voiceSpeaking', { name: agentName })
        : muted
          ? t('voiceMuted')
          : t('voiceListening')
      : t('voiceConnecting');

  return (
    <section className="voice" aria-label={t('voice')} data-state={ending ?? state}>
      <p className="voice__status" role="status" aria-live="polite" ref={statusLine} tabIndex={ending ? -1 : undefined}>
        {state !== 'joined' && !ending ? <span className="voice__spinner" aria-hidden="true" /> : null}
        {status}
      </p>
      {ending ? null : (
        <div className="voice__meter" role="meter" aria-label={t('voiceLevel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)}>
          <span style={{ inlineSize: `${Math.round(level * 100)}%` }} />
        </div>
      )}
      {/* Once ended the whole transcript shows, no longer live (nothing is read out again); it scrolls, so it takes focus for the keyboard. */}
      <ol
        className="voice__captions"
        aria-label={t(ending ? 'voiceTranscript' : 'voiceCaptions')}
        aria-live={ending ? 'off' : 'polite'}
        tabIndex={ending ? 0 : undefined}
      >
        {(ending ? captions : captions.slice(-MAX_CAPTIONS)).map((caption, index) => (
          <li key={index} className={`voice__caption voice__caption--${caption.role}`} dir="auto">
            <span className="pl-visually-hidden">{caption.role === 'user' ? t('you') : agentName}: </span>
            {caption.text}
          </li>
        ))}
      </ol>
      <ProductCards
        products={products}
        onOpen={(product) => {
          const chatId = client.current?.call?.chatId;
          if (chatId) onProductOpen(chatId, product);
        }}
      />
      <div className="voice__controls">
        {ending ? (
          ENDED_ACTIONS.map((action) => (
            <button key={action} type="button" onClick={action === 'voiceCallAgain' ? onCallAgain : onEnd}>
              {t(action)}
            </button>
          ))
        ) : (
          <>
            <button type="button" aria-pressed={muted} onClick={toggleMute} disabled={state !== 'joined'}>
              {muted ? t('voiceUnmute') : t('voiceMute')}
            </button>
            <button type="button" className="voice__hang-up" ref={hangUp} onClick={() => void client.current?.stop()}>
              {t('voiceHangUp')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
