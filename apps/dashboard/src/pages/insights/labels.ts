import type { TFunction } from 'i18next';
import type { Outcome } from './listing';

/** Labels for values that come from the API, spelled out so every key is checked to exist. */
export function outcomeLabel(t: TFunction, outcome: Outcome): string {
  const labels: Record<Outcome, string> = {
    answered: t('insights.outcomes.answered'),
    unanswered: t('insights.outcomes.unanswered'),
    lead: t('insights.outcomes.lead'),
    silent: t('insights.outcomes.silent'),
  };
  return labels[outcome];
}

export const OUTCOME_TONE = { answered: 'success', unanswered: 'warning', lead: 'brand', silent: 'neutral' } as const;

export function channelLabel(t: TFunction, channel: 'chat' | 'voice'): string {
  return channel === 'voice' ? t('insights.channels.voice') : t('insights.channels.chat');
}

export function dateErrorLabel(t: TFunction, error: 'invalid' | 'order' | 'required'): string {
  const labels = {
    invalid: t('insights.dateErrors.invalid'),
    order: t('insights.dateErrors.order'),
    required: t('insights.dateErrors.required'),
  };
  return labels[error];
}
