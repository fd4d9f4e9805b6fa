import type { ChatHandoff, ConversationMessage } from '@parley/contract/schemas';
import { HANDOFF_WAIT_MS } from '@parley/contract/schemas';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { liveConversation, type LiveEvents } from '../live/live-events';
import type { BusinessEvents } from '../notifications/business-events';
import { createConversationRepository, type ConversationRow } from '../conversations/conversation-repository';
import { nobodyFree } from './handoff-phrases';
import { createHandoffRepository } from './handoff-repository';
import type { VisitorChannel } from './visitor-channel';

export interface HandoffDeps {
  db: Db;
  visitors: VisitorChannel;
  live?: LiveEvents;
  events?: BusinessEvents;
  /** How long a visitor waits for a person before the agent says nobody is free. */
  waitMs?: number;
  /** Owner actions worth an audit record (takeovers, hand-backs). */
  audit?: (entry: {
    organizationId: number;
    userId: number;
    action: 'conversation.takeover' | 'conversation.release';
    conversationId: string;
  }) => Promise<void>;
}

/**
 * The rules of a person stepping in: the visitor asks, a member takes over (one at a time), writes,
 * and hands back; a request nobody answers in time is closed with the agent's apology. Every change
 * is told to the visitor's widget (its chat channel) and the organization's dashboards.
 */
export function createHandoffService({ db, visitors, live, events, waitMs = HANDOFF_WAIT_MS, audit }: HandoffDeps) {
  const repo = createHandoffRepository(db);
  const store = createConversationRepository(db, { live });
  const moved = (row: Parameters<typeof liveConversation>[0] & { organizationId: number }) => live?.publish(row.organizationId, liveConversation(row));

  /** 404 when the conversation is not the organization's, else 409 naming who holds it. */
  async function refuse(organizationId: number, id: string): Promise<never> {
    const row = await repo.find(organizationId, id);
    if (!row) throw AppError.notFound('Conversation not found');
    const holder = row.handoffUserId ? await repo.memberName(row.handoffUserId) : null;
    throw AppError.conflict(`${holder ?? 'Another member'} is talking with this visitor; they can hand the conversation back`);
  }

  return {
    /** The visitor asked for a person (button or words). Returns who answers now. */
    async request(organizationId: number, id: string, lastMessage: string | null = null): Promise<ChatHandoff> {
      const before = await repo.find(organizationId, id);
      if (!before) throw AppError.notFound('Chat not found');
      if (before.handoffStatus === 'human') return { status: 'human', name: (await holderName(before)) ?? undefined };
      const row = await repo.request(organizationId, id);
      if (!row) return { status: 'human' };
      moved(row);
      // Asked twice while waiting: the team was told the first time.
      if (before.handoffStatus !== 'requested') {
        events?.emit({
          type: 'conversation.handoff_requested',
          organizationId,
          conversationId: id,
          channel: row.channel,
          pageUrl: row.pageUrl,
          language: row.language,
          lastMessage,
        });
      }
      return { status: 'requested' };
    },

    async takeOver(caller: Caller, id: string): Promise<void> {
      const row = (await repo.takeOver(caller.organizationId, id, caller.userId)) ?? (await refuse(caller.organizationId, id));
      const [name, business] = await Promise.all([repo.memberName(caller.userId), repo.businessName(caller.organizationId)]);
      visitors.publish(id, { type: 'handoff', handoff: { status: 'human', name: name ?? undefined, business } });
      moved(row);
      await audit?.({ organizationId: caller.organizationId, userId: caller.userId, action: 'conversation.takeover', conversationId: id });
    },

    async send(caller: Caller, id: string, content: string): Promise<ConversationMessage> {
      const name = (await repo.memberName(caller.userId)) ?? '';
      const sent = await repo.addMemberMessage(caller.organizationId, id, caller.userId, name, content);
      if (!sent) {
        if (!(await repo.find(caller.organizationId, id))) throw AppError.notFound('Conversation not found');
        throw AppError.conflict('You do not hold this conversation: take it over first');
      }
      const createdAt = sent.message.createdAt.toISOString();
      visitors.publish(id, { type: 'message', message: { role: 'assistant', author: 'human', name, content, createdAt } });
      moved({ ...sent.conversation, organizationId: caller.organizationId, handoffStatus: 'human' });
      return { role: 'assistant', author: 'human', author_name: name, content, sources: [], answered: null, created_at: createdAt };
    },

    async release(caller: Caller, id: string): Promise<void> {
      const row = (await repo.release(caller.organizationId, id, caller.userId, caller.role === 'owner')) ?? (await refuse(caller.organizationId, id));
      visitors.publish(id, { type: 'handoff', handoff: { status: 'agent' } });
      moved(row);
      await audit?.({ organizationId: caller.organizationId, userId: caller.userId, action: 'conversation.release', conversationId: id });
    },

    /** Who answers a conversation now, as its widget shows it. */
    async visitorView(row: ConversationRow): Promise<ChatHandoff> {
      if (row.handoffStatus === 'human') {
        const [name, business] = await Promise.all([holderName(row), repo.businessName(row.organizationId)]);
        return { status: 'human', name: name ?? undefined, business };
      }
      return { status: row.handoffStatus ?? 'agent' };
    },

    /**
     * Requests nobody took within the wait: closed, one process winning each (a conditional
     * UPDATE), with the agent's apology and offer to take contact details told to the visitor.
     */
    async closeUnanswered(now = new Date()): Promise<number> {
      const expired = await repo.expireRequests(new Date(now.getTime() - waitMs));
      for (const row of expired) {
        const apology = nobodyFree(row.language);
        await store.addMessage(row, 'assistant', apology);
        const message = { role: 'assistant', author: 'agent', content: apology, createdAt: new Date().toISOString(), offerLead: true } as const;
        visitors.publish(row.id, { type: 'message', message });
        visitors.publish(row.id, { type: 'handoff', handoff: { status: 'unavailable' } });
      }
      return expired.length;
    },
  };

  async function holderName(row: ConversationRow) {
    return row.handoffUserId ? repo.memberName(row.handoffUserId) : null;
  }
}

export type HandoffService = ReturnType<typeof createHandoffService>;

/** Closes unanswered requests every few seconds in each API process (the UPDATE lets one process win each). */
export function closeUnansweredRegularly(service: Pick<HandoffService, 'closeUnanswered'>, log: { warn(obj: object, msg: string): void }, everyMs = 5_000) {
  const timer = setInterval(() => {
    service.closeUnanswered().catch((error: unknown) => log.warn({ err: error }, 'closing unanswered handoff requests failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
