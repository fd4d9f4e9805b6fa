/**
 * What happened in a business's conversations that someone outside the chat cares about: the
 * events webhooks deliver and emails announce (issue 19). Emitted where the fact is stored, in the
 * process that stored it, once; each listener (webhooks, email) turns it into its own durable jobs.
 *
 * An event is told after its write commits and never delays or fails the visitor's answer: a
 * listener that throws is logged and the others still hear it.
 */
export type BusinessEvent =
  | {
      type: 'lead.created';
      organizationId: number;
      conversationId: string | null;
      lead: { id: number; name: string | null; email: string | null; phone: string | null; interest: string | null };
    }
  | {
      type: 'conversation.handoff_requested';
      organizationId: number;
      conversationId: string;
      channel: 'chat' | 'voice';
      pageUrl: string | null;
      language: string | null;
      /** The visitor's last words before asking for a person, when there were any. */
      lastMessage: string | null;
    }
  | {
      type: 'conversation.ended';
      organizationId: number;
      conversationId: string;
      channel: 'chat' | 'voice';
      outcome: string;
      messageCount: number;
      /** Why it ended (a call's ended reason, `idle` for a chat nobody continued). */
      reason: string;
    }
  | {
      type: 'question.unanswered';
      organizationId: number;
      conversationId: string;
      channel: 'chat' | 'voice';
      question: string;
    }
  | {
      /** An agent test run in which tests that passed in the suite's previous run fail (modules/agent-tests). */
      type: 'test_suite.run_failed';
      organizationId: number;
      suiteId: number;
      runId: number;
      /** The knowledge change that preceded the run, when a change started it. */
      change: string | null;
      failures: { testId: number; name: string; question: string; reasons: string[] }[];
    };

export type BusinessEventType = BusinessEvent['type'];
export const BUSINESS_EVENT_TYPES = [
  'lead.created',
  'conversation.handoff_requested',
  'conversation.ended',
  'question.unanswered',
  'test_suite.run_failed',
] as const satisfies readonly BusinessEventType[];

export type BusinessEventListener = (event: BusinessEvent) => void | Promise<void>;

export interface BusinessEvents {
  emit(event: BusinessEvent): void;
  /** Returns the function that stops listening. */
  on(listener: BusinessEventListener): () => void;
  /** Tests and shutdown: resolves once every listener call started so far has settled. */
  settled(): Promise<void>;
}

export function createBusinessEvents(log?: { error(obj: object, msg: string): void }): BusinessEvents {
  const listeners = new Set<BusinessEventListener>();
  const pending = new Set<Promise<void>>();
  return {
    emit(event) {
      for (const listener of listeners) {
        const call = Promise.resolve()
          .then(() => listener(event))
          .catch((error: unknown) => log?.error({ err: error, event: event.type, organizationId: event.organizationId }, 'business event listener failed'))
          .finally(() => pending.delete(call));
        pending.add(call);
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
