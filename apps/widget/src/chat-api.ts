import type { ChatEventRequest, ChatHandoff, ChatLiveEvent, ChatStreamEvent, ChatTranscript, LeadRequest, PublicAssistant } from '@parley/contract';
import { readEvents } from './sse';

/** What `GET /assistant/self` answers (typed by the contract). */
export type Assistant = PublicAssistant;

/** A message of `GET /chat/{id}` as the widget keeps it; `sources` and `products` are absent from servers older than them. */
export type StoredMessage = Pick<ChatTranscript['messages'][number], 'role' | 'content'> &
  Partial<Pick<ChatTranscript['messages'][number], 'sources' | 'products' | 'author' | 'name'>>;

/** How long the widget waits before following its chat's stream again after it ended or failed. */
const RECONNECT_MS = 3_000;

export class ChatError extends Error {
  constructor(
    readonly kind: 'offline' | 'rate_limited' | 'not_allowed' | 'paused' | 'failed',
    message: string = kind,
  ) {
    super(message);
  }
}

/** 402: the business has no active plan, so its agent pauses; the visitor gets a polite word, not an error. */
const kindOf = (status: number): ChatError['kind'] =>
  status === 429 ? 'rate_limited' : status === 401 || status === 403 ? 'not_allowed' : status === 402 ? 'paused' : 'failed';

/** The widget's client of the public runtime: its key, its host page, nothing of the owner's. */
export function createChatApi({ apiKey, host, fetcher = fetch }: { apiKey: string; host?: string; fetcher?: typeof fetch }) {
  // `x-parley-widget`: this frame's proof that a request without an Origin is its own (Parley on
  // plain http gets no Sec-Fetch-Site from Chromium); why it is sound: apps/api runtime/public-key.ts.
  const headers = { authorization: `Bearer ${apiKey}`, accept: 'application/json', 'x-parley-widget': '1' };
  const query = host ? `?host=${encodeURIComponent(host)}` : '';
  async function request(path: string, init: RequestInit = {}) {
    let response: Response;
    try {
      // A JSON content type only with a body: the server refuses an empty body that claims to be JSON.
      const typed = init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
      response = await fetcher(path, { ...init, headers: { ...typed, ...init.headers } });
    } catch {
      throw new ChatError('offline');
    }
    if (!response.ok) throw new ChatError(kindOf(response.status));
    return response;
  }
  return {
    async assistant(): Promise<Assistant> {
      return (await (await request(`/assistant/self${query}`)).json()) as Assistant;
    },
    async history(chatId: string): Promise<{ messages: StoredMessage[]; handoff?: ChatHandoff }> {
      const transcript = (await (await request(`/chat/${encodeURIComponent(chatId)}${query}`)).json()) as ChatTranscript;
      return { messages: transcript.messages, handoff: transcript.handoff };
    },
    /** Asks for a person of the team; the answer says who answers now. */
    async handoff(chatId: string): Promise<ChatHandoff> {
      return ((await (await request(`/chat/${encodeURIComponent(chatId)}/handoff${query}`, { method: 'POST' })).json()) as { handoff: ChatHandoff }).handoff;
    },
    /** Deletes the conversation and everything the visitor left in it (the visitor's own right). */
    async erase(chatId: string): Promise<void> {
      await request(`/chat/${encodeURIComponent(chatId)}${query}`, { method: 'DELETE' });
    },
    /**
     * Follows what the visitor hears without asking (a member's messages, the handoff changing
     * hands) until `signal` aborts, reconnecting after the server ends the stream or it fails.
     */
    async follow(chatId: string, onEvent: (event: ChatLiveEvent) => void, signal: AbortSignal): Promise<void> {
      while (!signal.aborted) {
        try {
          const response = await request(`/chat/${encodeURIComponent(chatId)}/stream${query}`, { headers: { accept: 'text/event-stream' }, signal });
          if (response.body) for await (const event of readEvents<ChatLiveEvent>(response.body)) onEvent(event);
        } catch (error) {
          // A chat that is gone (deleted) or a key no longer allowed: stop, asking again will not help.
          if (error instanceof ChatError && error.kind !== 'offline' && error.kind !== 'rate_limited') return;
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    },
    /** Sends a message and streams the answer's events as they arrive. */
    async *send(input: string, options: { chatId?: string; language: string; visitorId: string; pageUrl?: string }): AsyncIterable<ChatStreamEvent> {
      const response = await request('/chat', {
        method: 'POST',
        headers: { accept: 'text/event-stream' },
        body: JSON.stringify({
          input,
          stream: true,
          previousChatId: options.chatId,
          metadata: { language: options.language, visitorId: options.visitorId, pageUrl: options.pageUrl, hostOrigin: host },
        }),
      });
      if (!response.body) throw new ChatError('failed');
      yield* readEvents<ChatStreamEvent>(response.body);
    },
    /** Reports what the visitor did (a product card opened); fire-and-forget, failures ignored. */
    track(chatId: string, event: ChatEventRequest) {
      request(`/chat/${encodeURIComponent(chatId)}/events${query}`, { method: 'POST', body: JSON.stringify(event), keepalive: true }).catch(() => {});
    },
    async lead(chatId: string, lead: LeadRequest) {
      await request(`/chat/${encodeURIComponent(chatId)}/lead`, { method: 'POST', body: JSON.stringify({ ...lead, hostOrigin: host }) });
    },
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
