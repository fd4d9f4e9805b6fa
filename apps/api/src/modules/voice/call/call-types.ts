import type { ProductCard } from '@parley/contract';
import type { Db } from '../../../db/database';
import type { agents } from '../../../db/schema';
import type { createConversationRepository, ConversationRow } from '../../conversations/conversation-repository';
import type { AgentTurns, TurnContext } from '../../runtime/agent-turns';
import type { BusinessEvents } from '../../notifications/business-events';
import type { Source } from '../../knowledge/answer/responder';
import type { SpeechToText, TextToSpeech } from '../providers/types';
import type { TurnTimings } from './agent-turn';
import type { CallHandover } from './call-handover';
import type { CallRepository } from './call-repository';
import type { CallTransferDeps } from './call-transfer';
import type { EndedReason } from './protocol';

/** `transferring`: a member took the conversation over; the agent says who joins, then the call ends. */
export type CallStatus = 'queued' | 'in-progress' | 'transferring' | 'ended';

/** Timings of one answer, for the benchmark and logs (performance.now() marks). */
export interface AnswerTimings extends TurnTimings {
  /** When the server received the visitor's last voiced frame (by its own VAD). */
  lastVoicedAt?: number;
  transcriptAt: number;
  firstFrameSent?: number;
}

export interface CallObserver {
  onAnswer?(callId: string, timings: AnswerTimings): void;
  onEnded?(callId: string, stats: { framesSent: number; framesDropped: number; endedReason: EndedReason }): void;
}

export interface CallSessionDeps {
  db: Db;
  callId: string;
  conversation: ConversationRow;
  agent: typeof agents.$inferSelect;
  /** The agent's turn, shared with the chat; `context` holds the call's rules (a `system` message adds one) and tools. */
  turns: AgentTurns;
  context: TurnContext;
  store: ReturnType<typeof createConversationRepository>;
  calls: CallRepository;
  /** Told `conversation.ended` once the call's end is stored (webhooks, email). */
  events?: BusinessEvents;
  /** Where the call's claim lives for the other processes (absent: this process only). */
  handover?: CallHandover;
  /** A person of the team asked for and taking the call over into the text chat (absent: no handoff). */
  transfer?: CallTransferDeps;
  stt: SpeechToText;
  tts: TextToSpeech;
  firstMessage: string;
  speakFirst: boolean;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  observer?: CallObserver;
  onClosed(callId: string): void;
  resumeWindowMs?: number;
  /** With no speech either way for this long, the call ends (`silence-timed-out`). */
  silenceTimeoutMs?: number;
  maxDurationMs?: number;
}

export interface ActiveTurn {
  controller: AbortController;
  /** Agent audio has begun (barge-in applies from here on). */
  speaking: boolean;
}

/** How one thing the agent says is spoken: as an answer's turn, a greeting, or the last words of the call. */
export interface SpeakOptions {
  turn?: ActiveTurn;
  timings?: AnswerTimings;
  sources?: Source[];
  answered?: boolean;
  greeting?: boolean;
  endAfter?: boolean;
  cards?: Promise<ProductCard[]>;
}
