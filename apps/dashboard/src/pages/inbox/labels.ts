import type { ConversationHandoff } from '@parley/api-client/schemas';
import type { TFunction } from 'i18next';

export const HANDOFF_TONE = { requested: 'warning', human: 'brand', agent: 'neutral' } as const satisfies Record<ConversationHandoff['status'], string>;

/** "Waiting for a person", "With Mia", "Agent answering". */
export function handoffLabel(t: TFunction, handoff: Pick<ConversationHandoff, 'status' | 'name'>): string {
  if (handoff.status === 'requested') return t('inbox.status.requested');
  if (handoff.status === 'human') return t('inbox.status.human', { name: handoff.name ?? t('inbox.someone') });
  return t('inbox.status.agent');
}
