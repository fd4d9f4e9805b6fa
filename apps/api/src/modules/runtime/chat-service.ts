import { showsSources, type ChatRequestSchema, type ChatResponse, type ProductCard } from '@parley/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { asksForPerson, waitingForPerson } from '../handoff/handoff-phrases';
import type { HandoffService } from '../handoff/handoff-service';
import type { LiveEvents } from '../live/live-events';
import type { BusinessEvents } from '../notifications/business-events';
import type { ToolHookFactory } from '../tools/tool-hook';
import { createAgentTurns } from './agent-turns';
import { createConversationRepository, newChatId } from '../conversations/conversation-repository';
import { productCards } from './product-cards';
import type { PublicCaller } from '../../auth/public-key';
import type { Responder, ResponderOutput, Source, Turn } from '../knowledge/answer/responder';
import { createSessionRepository } from './session-repository';

export type ChatBody = z.output<typeof ChatRequestSchema>;

export interface ChatServiceDeps {
  db: Db;
  responder: Responder;
  /** The organization's tools for the model (webhooks); only the LLM responder uses them. */
  tools?: ToolHookFactory;
  /** Where conversations that move are told to the organization's live dashboards. */
  live?: LiveEvents;
  /** Where leads and unanswered questions are told to webhooks and email. */
  events?: BusinessEvents;
  /** A person of the team in the conversation: the agent stays silent while a member holds it. */
  handoff?: HandoffService;
}

/** An answer being generated, for the caller to stream; `save` stores what was said (also a part, when the stream broke). */
export interface StreamedAnswer {
  id: string;
  tokens: AsyncIterable<string>;
  sources: Source[];
  /** Read while the answer is generated; already guarded against going unhandled. */
  products: Promise<ProductCard[]>;
  suggestions: string[];
  /** The answer offers the team's follow-up (see `leadOffer`). */
  offerLead?: true;
  save: (content: string) => Promise<void>;
}

/** `response`: whole before the request ends (a handoff, or an answer not streamed); `stream`: the answer as it is generated. */
export type ChatTurn = { response: ChatResponse } | { stream: StreamedAnswer };

/** Quick replies offered at once: after an answer, and before the first message (`GET /assistant/{id}`). */
export const MAX_SUGGESTIONS = 3;

/** Quick replies after an answer: the other FAQs the search found, which the knowledge can answer. */
export function followUps(sources: Source[], question: string): string[] {
  const asked = question.trim().toLowerCase();
  return [
    ...new Set(
      sources
        .slice(1)
        .filter((s) => s.type === 'faq' && s.title.trim().toLowerCase() !== asked)
        .map((s) => s.title.trim()),
    ),
  ].slice(0, MAX_SUGGESTIONS);
}

/**
 * An answer to a question the knowledge did not hold offers the team's follow-up by email (the
 * offline responder's dont-know.ts says so; the model's instructions ask it to): the widget is told
 * in a field, so it opens its lead form without reading the words, in any language.
 */
const leadOffer = (output: Pick<ResponderOutput, 'answered'>): { offerLead?: true } => (output.answered ? {} : { offerLead: true });

/** The sources a visitor is sent with an answer: none where the agent's widget settings turned them off. */
export const visitorSources = <T>(branding: Record<string, string>, sources: T[]): T[] => (showsSources(branding) ? sources : []);

function lastUserMessage(input: ChatBody['input']): { question: string; history: Turn[] } {
  if (typeof input === 'string') return { question: input, history: [] };
  const turns = input.filter((m): m is Turn => m.role !== 'system');
  const last = turns.at(-1);
  if (!last || last.role !== 'user' || !last.content.trim()) throw AppError.invalid('input', 'The last message must be the visitor’s');
  return { question: last.content.trim(), history: turns.slice(0, -1) };
}

/**
 * A visitor's message in the widget's chat (`POST /chat`): the conversation it continues, a person
 * of the team when one holds it or is asked for, else the agent's answer through the turn shared
 * with voice, with its product cards and follow-ups, stored whole or as it is streamed.
 * The statements and their overlap are the chat's hot path (`scripts/bench-concurrency.ts`): the
 * visitor's message is written while the model thinks and the cards read while it answers.
 */
export function createChatService({ db, responder, tools, live, events, handoff }: ChatServiceDeps) {
  const store = createConversationRepository(db, { live, events });
  const sessions = createSessionRepository(db);
  const turns = createAgentTurns({ db, responder, tools });

  return {
    /** One visitor message from `caller` (the widget key's or the Voice API owner's agent); limits are the caller's to apply first. */
    async ask(caller: PublicCaller, body: ChatBody): Promise<ChatTurn> {
      const { question, history: given } = lastUserMessage(body.input);
      const previousChatId = body.previousChatId ?? (await sessions.continuation(caller.organization.id, body.sessionId));
      const chatId = previousChatId ?? newChatId();
      const values = {
        keyKind: caller.keyKind,
        visitorId: body.metadata?.visitorId ?? null,
        sessionId: body.sessionId ?? null,
        pageUrl: body.metadata?.pageUrl ?? null,
        language: body.metadata?.language ?? caller.agent.languages[0] ?? 'en',
      };
      // A continued conversation is read first (its history shapes the search); a new one is written
      // once the knowledge is found, while the model thinks. Either way the visitor's message is
      // stored before anything is acknowledged.
      const existing = previousChatId ? await store.resume(caller.organization.id, previousChatId) : null;
      const history = existing ? existing.history : given;
      if (handoff && (existing?.conversation.handoffStatus === 'human' || asksForPerson(question))) {
        // A member holds the conversation (the agent stays silent), or the visitor asks for one.
        const conversation = existing ? existing.conversation : await store.open(caller.organization.id, values, { id: chatId, question });
        if (existing) await store.addMessage(conversation, 'user', question);
        const state =
          conversation.handoffStatus === 'human' ? await handoff.visitorView(conversation) : await handoff.request(caller.organization.id, chatId, question);
        const said = state.status === 'requested' ? waitingForPerson(values.language) : null;
        if (said) await store.addMessage(conversation, 'assistant', said);
        return { response: { id: chatId, output: said ? [{ role: 'assistant', content: said }] : [], sources: [], products: [], handoff: state } };
      }
      let startWrites!: () => void;
      const stored = new Promise<void>((resolve) => (startWrites = resolve)).then(async () => {
        if (!existing) return store.open(caller.organization.id, values, { id: chatId, question });
        await store.addMessage(existing.conversation, 'user', question);
        return existing.conversation;
      });
      stored.catch(() => {}); // Awaited below; this only keeps a failure before then from going unhandled.

      const context = await turns.context(caller.organization.id, chatId, caller.rules);
      let output: ResponderOutput;
      try {
        output = await turns.answer({
          organizationId: caller.organization.id,
          agent: caller.agent,
          question,
          history,
          language: values.language,
          knowledgeVersion: caller.organization.knowledgeVersion,
          context,
          retrieved: startWrites,
        });
      } finally {
        startWrites(); // A responder that failed before its search still stores the visitor's message.
      }
      const conversation = await stored;
      // The product cards are read while the answer is generated (only the caller's organization's products).
      const cards = productCards(db, caller.organization.id, output.sources, output.products);
      cards.catch(() => {}); // Awaited below; this only keeps a failure before then from going unhandled.
      // The owner may keep the pages behind answers from visitors: left out of what is sent, never of what
      // is stored (the transcript, the cards and the follow-ups still use them).
      const sources = visitorSources(caller.agent.branding, output.sources);

      if (!body.stream) {
        let content = '';
        for await (const token of output.tokens) content += token;
        await store.addMessage(conversation, 'assistant', content.trim(), { sources: output.sources, answered: output.answered, question });
        const response: ChatResponse = {
          id: conversation.id,
          output: [{ role: 'assistant', content: content.trim() }],
          sources,
          products: await cards,
          suggestions: followUps(output.sources, question),
          ...leadOffer(output),
        };
        return { response };
      }
      return {
        stream: {
          id: conversation.id,
          tokens: output.tokens,
          sources,
          products: cards,
          suggestions: followUps(output.sources, question),
          ...leadOffer(output),
          save: async (content) => store.addMessage(conversation, 'assistant', content, { sources: output.sources, answered: output.answered, question }),
        },
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
