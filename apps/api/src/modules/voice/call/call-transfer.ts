import type { ChatHandoff } from '@parley/contract/schemas';
import { acceptsOffer, askedInCall, asksForPerson, joiningInChat, offerPerson } from '../../handoff/handoff-phrases';
import type { HandoffService } from '../../handoff/handoff-service';
import { isDontKnow } from '../../knowledge/answer/phrases';
import type { VisitorChannel } from '../../handoff/visitor-channel';
import type { ServerMessage } from './protocol';

/** What a call needs to reach the team: the handoff rules and the conversation's visitor channel. */
export interface CallTransferDeps {
  handoff: Pick<HandoffService, 'request'>;
  visitors: Pick<VisitorChannel, 'subscribe'>;
}

/** What the transfer asks of the call it belongs to. */
export interface TransferHost {
  /** Whether the call is still in progress. */
  live(): boolean;
  /** Says a fixed line in place of whatever is being said; resolves once it has been played. */
  say(text: string): Promise<void>;
  /** Moves the call to `transferring` (false when it was not in progress): the visitor is no longer answered. */
  startTransfer(): boolean;
  end(reason: 'transferred-to-human'): Promise<void>;
  send(message: ServerMessage): void;
  log: { error(obj: object, msg: string): void };
}

/** How long the line saying who joins may hold the end of a transferred call (a stalled voice must not keep it open). */
const TRANSFER_LINE_MAX_MS = 15_000;

/**
 * A person of the team during a call. The visitor asks in words, or says "yes" right after the
 * agent offered a person at the end of an answer it did not know; the team is asked. A member
 * taking the conversation over (through any process) is heard on the conversation's visitor
 * channel, which the handoff service publishes to, so the process holding the call learns it
 * without asking the database.
 */
export class CallTransfer {
  /** `offered`: the last answer ended with the offer; `asked`: the team was asked during this call (no more offers). */
  private stage: 'none' | 'offered' | 'asked' = 'none';
  private unsubscribe = () => {};

  constructor(
    private readonly deps: CallTransferDeps | undefined,
    private readonly conversation: { organizationId: number; id: string; language: string | null },
    private readonly host: TransferHost,
  ) {}

  /** Whether the visitor's `text` asks for a person. An offer only stands for the reply right after it. */
  wantsPerson(text: string): boolean {
    const offered = this.stage === 'offered';
    if (offered) this.stage = 'none';
    if (!this.deps) return false;
    return asksForPerson(text) || (offered && acceptsOffer(text));
  }

  /**
   * The visitor asked for a person: the team is asked (the handoff service tells the dashboards and
   * business events), and the agent says a person will continue with them in the chat.
   */
  async askForPerson(text: string): Promise<void> {
    let state: ChatHandoff;
    try {
      state = await this.deps!.handoff.request(this.conversation.organizationId, this.conversation.id, text);
    } catch (error) {
      this.host.log.error({ err: error, conversationId: this.conversation.id }, 'voice call: asking for a person failed');
      return this.host.send({ type: 'error', code: 'answer-failed', message: 'The agent could not reach the team. Please ask again.' });
    }
    if (!this.host.live()) return;
    // Already held by a member (the takeover crossed the request): the call moves to the chat now.
    if (state.status === 'human') return this.handOver(state);
    if (state.status === 'requested') this.stage = 'asked';
    await this.host.say(askedInCall(this.conversation.language));
  }

  /**
   * A member took the conversation over: the agent says who joins, and the call ends with
   * `transferred-to-human` (its ended frame names the conversation the widget continues as a chat).
   */
  async handOver(taker: { name?: string; business?: string }): Promise<void> {
    if (!this.host.startTransfer()) return;
    this.stopWatching();
    const line = this.host.say(joiningInChat(this.conversation.language, taker));
    await Promise.race([line, new Promise((resolve) => setTimeout(resolve, TRANSFER_LINE_MAX_MS).unref())]);
    await this.host.end('transferred-to-human');
  }

  /**
   * An answer the agent did not know, followed by the offer of a person (where a person can be
   * asked, and was not yet). Only an honest "I don't know": an answer without knowledge behind it
   * may still be a real one (a language model's answer from a tool's result).
   */
  withOffer(tokens: AsyncIterable<string>): AsyncIterable<string> {
    if (!this.deps || this.stage === 'asked') return tokens;
    const offer = offerPerson(this.conversation.language);
    const mark = () => (this.stage = 'offered');
    return (async function* () {
      let said = '';
      for await (const piece of tokens) {
        said += piece;
        yield piece;
      }
      if (!isDontKnow(said)) return;
      mark();
      yield `${/\s$/.test(said) ? '' : ' '}${offer}`;
    })();
  }

  /**
   * While the call lives: a member taking the conversation over hands the call over; a request
   * nobody answered in time is apologised for aloud and lets the agent offer a person again, until
   * `stopWatching`.
   */
  watch(): void {
    if (!this.deps) return;
    this.unsubscribe = this.deps.visitors.subscribe(this.conversation.id, (event) => {
      // Nobody took the request in time: the agent's apology and offer to take contact details,
      // stored in the conversation, is said in the call too (the visitor may answer with them).
      if (event.type === 'message' && event.message.author === 'agent' && this.stage === 'asked') {
        this.stage = 'none';
        void this.host.say(event.message.content);
        return;
      }
      if (event.type !== 'handoff') return;
      if (event.handoff.status === 'human') void this.handOver(event.handoff);
      else if (event.handoff.status === 'unavailable' && this.stage === 'asked') this.stage = 'none';
    });
  }

  stopWatching(): void {
    this.unsubscribe();
    this.unsubscribe = () => {};
  }
}
