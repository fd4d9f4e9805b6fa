import type { Db } from '../../db/database';
import type { agents } from '../../db/schema';
import { listRules } from '../knowledge/rules/rule-repository';
import type { ToolHookFactory } from '../tools/tool-hook';
import type { Responder, ResponderOutput, ToolHook, Turn } from '../knowledge/answer/responder';

/** What every turn of one conversation needs besides the question. */
export interface TurnContext {
  /** The agent's enabled rules, in the owner's order. */
  rules: string[];
  /** The business's webhooks, when a language model answers (the offline responder calls none). */
  tools?: ToolHook;
}

export interface TurnInput {
  organizationId: number;
  agent: typeof agents.$inferSelect;
  question: string;
  /** The conversation before this question. */
  history: Turn[];
  language: string;
  /** The organization's knowledge_version when the caller read it (with the widget key). */
  knowledgeVersion?: number;
  context: TurnContext;
  /** Called once the knowledge is in hand: the caller starts its writes while the model thinks. */
  retrieved?: () => void;
}

/**
 * The agent's turn, one for every channel: chat, voice and the dashboard's try box all answer
 * through it, so a rule, a tool or the responder behaves the same whichever way the visitor asks.
 * Storing the turn and speaking it stay with the channel.
 */
export interface AgentTurns {
  readonly responderKind: Responder['kind'];
  /** `rules`: the enabled rules when the caller already read them (with the widget key). */
  context(organizationId: number, conversationId: string, rules?: string[]): Promise<TurnContext>;
  answer(input: TurnInput): Promise<ResponderOutput>;
}

export function createAgentTurns({ db, responder, tools }: { db: Db; responder: Responder; tools?: ToolHookFactory }): AgentTurns {
  return {
    responderKind: responder.kind,
    async context(organizationId, conversationId, known) {
      const [rules, toolHook] = await Promise.all([
        known ?? listRules(db, organizationId).then((rows) => rows.filter((rule) => rule.enabled).map((rule) => rule.text)),
        responder.kind === 'llm' ? tools?.(organizationId, conversationId) : undefined,
      ]);
      return { rules, tools: toolHook };
    },
    answer: ({ organizationId, agent, question, history, language, knowledgeVersion, context, retrieved }) =>
      responder.respond({ db, organizationId, agent, question, history, rules: context.rules, language, knowledgeVersion, tools: context.tools, retrieved }),
  };
}
