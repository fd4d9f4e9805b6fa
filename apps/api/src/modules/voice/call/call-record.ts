import { shownOutcome } from '../../conversations/outcome';
import type { Source, Turn } from '../../knowledge/answer/responder';
import type { CallSessionDeps } from './call-types';
import type { EndedReason } from './protocol';
import { findContact, type SpokenContact } from './spoken-contact';
import { summariseCall } from './summary';

/**
 * What a call leaves behind: its turns (for the responder), the stored conversation and lead, and
 * at the end the call's duration, reason and summary. Stored in order, off the answer's critical path.
 */
export class CallRecord {
  /** The conversation so far, as the responder reads it. */
  readonly history: Turn[] = [];
  private readonly transcript: { role: 'user' | 'assistant'; content: string; greeting?: boolean }[] = [];
  private readonly sourcesUsed: string[] = [];
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly deps: Pick<CallSessionDeps, 'callId' | 'conversation' | 'store' | 'calls' | 'log' | 'events'>) {}

  /** The conversation before this process held the call (already stored): context for the answers and the summary. */
  seed(turns: { role: 'user' | 'assistant'; content: string }[]) {
    for (const { role, content } of turns) {
      this.history.push({ role, content });
      this.transcript.push({ role, content });
    }
  }

  remember(role: 'user' | 'assistant', content: string, extra: { sources?: Source[]; answered?: boolean; greeting?: boolean } = {}) {
    // The question an answer replies to: the visitor's last words (webhooks: question.unanswered).
    const question = role === 'assistant' ? [...this.history].reverse().find((m) => m.role === 'user')?.content : undefined;
    this.history.push({ role, content });
    this.transcript.push({ role, content, greeting: extra.greeting });
    const { conversation, store } = this.deps;
    // Stored in order, off the answer's critical path.
    this.writes = this.writes
      .then(() => store.addMessage(conversation, role, content, { sources: extra.sources, answered: extra.answered, question }))
      .catch((error: unknown) => this.deps.log.error({ err: error, callId: this.deps.callId }, 'voice call: storing a message failed'));
  }

  /** The titles of the sources an answer used, for the call's summary. */
  noteSources(sources: Source[]) {
    for (const source of sources) this.sourcesUsed.push(source.title);
  }

  /**
   * The visitor said (or typed) an email or phone number, as the agent invites them to when it
   * cannot answer: stored as the call's lead. Returns what the agent says to confirm it (instead
   * of searching for it), or null when `text` held no contact.
   */
  takeContact(text: string): string | null {
    const contact = findContact(text);
    if (!contact.email && !contact.phone) return null;
    this.addLead(contact, text);
    const said = contact.email ? contact.email.replace('@', ' at ').replace(/\./g, ' dot ') : contact.phone!.split('').join(' ');
    return `Thank you, I have noted ${said}. The team will get back to you soon.`;
  }

  /** The contact the visitor gave in `text`, stored as the call's lead with what they asked before as its interest. */
  private addLead(contact: SpokenContact, text: string) {
    const { conversation, store } = this.deps;
    const interest = [...this.transcript].reverse().find((m) => m.role === 'user' && m.content !== text)?.content;
    this.writes = this.writes
      .then(async () => void (await store.addLead(conversation, { ...contact, ...(interest ? { interest: interest.slice(0, 500) } : {}) })))
      .catch((error: unknown) => this.deps.log.error({ err: error, callId: this.deps.callId }, 'voice call: storing a lead failed'));
  }

  /** Once the call has ended: after the pending writes, the call's end, duration and summary are stored. */
  async finish(reason: EndedReason, startedAt: number, wasLive: boolean, talk: { visitorTalkMs: number; agentTalkMs: number }): Promise<void> {
    await this.writes;
    const endedAt = new Date();
    const durationSeconds = wasLive ? Math.max(0, Math.round((endedAt.getTime() - startedAt) / 1000)) : 0;
    const { conversation, calls } = this.deps;
    try {
      const lead = await calls.hasLead(conversation.organizationId, conversation.id);
      const summary = summariseCall({ messages: this.transcript, durationSeconds, endedReason: reason, sources: this.sourcesUsed, lead });
      const ended = await calls.finish(
        { id: this.deps.callId, organizationId: conversation.organizationId, conversationId: conversation.id },
        { endedAt, durationSeconds, endedReason: reason, summary, ...talk },
      );
      if (ended) {
        const { organizationId, id: conversationId } = conversation;
        // Told as the dashboard shows it: a call the visitor never spoke in is `silent`, not `answered`.
        const outcome = shownOutcome(
          { channel: 'voice', outcome: ended.outcome },
          this.transcript.some((m) => m.role === 'user'),
        );
        this.deps.events?.emit({ type: 'conversation.ended', organizationId, conversationId, channel: 'voice', ...ended, outcome, reason });
      }
    } catch (error) {
      this.deps.log.error({ err: error, callId: this.deps.callId }, 'voice call: storing the end of the call failed');
    }
  }
}
