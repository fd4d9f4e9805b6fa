import type { ToolCallsMessage } from '@parley/contract/media-socket';
import { productCards } from '../../runtime/product-cards';
import type { Turn } from '../../knowledge/answer/responder';
import { announcing } from './agent-turn';
import type { CallTransfer } from './call-transfer';
import type { CallSessionDeps } from './call-types';

/**
 * The chat's own turn for a spoken question: the grounded answer and its sources, the product
 * cards read while it is spoken (only the organization's own products), and, after an honest
 * "I don't know", the offer of a person ("yes" right after it accepts).
 */
export async function prepareAnswer(
  { turns, db, conversation, agent, context }: Pick<CallSessionDeps, 'turns' | 'db' | 'conversation' | 'agent' | 'context'>,
  input: { question: string; history: Turn[]; send: (message: ToolCallsMessage) => void; transfer: CallTransfer },
) {
  const output = await turns.answer({
    organizationId: conversation.organizationId,
    agent,
    question: input.question,
    history: input.history,
    language: conversation.language ?? 'en',
    context: { rules: context.rules, tools: context.tools && announcing(context.tools, input.send) },
  });
  const cards = output.sources.some((s) => s.type === 'product') ? productCards(db, conversation.organizationId, output.sources) : undefined;
  cards?.catch(() => {}); // Awaited while speaking; this only keeps a failure before then from going unhandled.
  const tokens = output.answered ? output.tokens : input.transfer.withOffer(output.tokens);
  return { tokens, sources: output.sources, answered: output.answered, cards };
}
