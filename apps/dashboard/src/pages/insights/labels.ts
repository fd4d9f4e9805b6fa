import type { CallRecord, EndedReason } from '@parley/api-client';
import type { TFunction } from 'i18next';
import type { Outcome, Result } from './listing';

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

export function resultLabel(t: TFunction, result: Result): string {
  const labels: Record<Result, string> = {
    answered: t('insights.outcomes.answered'),
    unanswered: t('insights.outcomes.unanswered'),
    lead: t('insights.outcomes.lead'),
    silent: t('insights.outcomes.silent'),
    person_requested: t('insights.outcomes.person_requested'),
    product_clicked: t('insights.outcomes.product_clicked'),
  };
  return labels[result];
}

export const RESULT_TONE = { ...OUTCOME_TONE, person_requested: 'warning', product_clicked: 'success' } as const;

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

type CallOutcome = CallRecord['outcome'];

export function callOutcomeLabel(t: TFunction, outcome: CallOutcome): string {
  const labels: Record<CallOutcome, string> = {
    'in-progress': t('insights.transcript.callOutcome.in-progress'),
    completed: t('insights.transcript.callOutcome.completed'),
    silent: t('insights.transcript.callOutcome.silent'),
    abandoned: t('insights.transcript.callOutcome.abandoned'),
    failed: t('insights.transcript.callOutcome.failed'),
    transferred: t('insights.transcript.callOutcome.transferred'),
  };
  return labels[outcome];
}

export const CALL_OUTCOME_TONE = {
  'in-progress': 'brand',
  completed: 'success',
  silent: 'neutral',
  abandoned: 'warning',
  failed: 'danger',
  transferred: 'brand',
} as const;

/** Why a call ended, in words; a reason this dashboard does not know yet is shown as the server gave it. */
export function endedReasonLabel(t: TFunction, reason: string): string {
  const labels: Record<EndedReason, string> = {
    'customer-ended-call': t('insights.transcript.endedReason.customer-ended-call'),
    'assistant-ended-call': t('insights.transcript.endedReason.assistant-ended-call'),
    'exceeded-max-duration': t('insights.transcript.endedReason.exceeded-max-duration'),
    'customer-disconnected': t('insights.transcript.endedReason.customer-disconnected'),
    'silence-timed-out': t('insights.transcript.endedReason.silence-timed-out'),
    'pipeline-error-transcriber-failed': t('insights.transcript.endedReason.pipeline-error-transcriber-failed'),
    'pipeline-error-voice-failed': t('insights.transcript.endedReason.pipeline-error-voice-failed'),
    'server-shutdown': t('insights.transcript.endedReason.server-shutdown'),
    'transferred-to-human': t('insights.transcript.endedReason.transferred-to-human'),
  };
  return Object.hasOwn(labels, reason) ? labels[reason as EndedReason] : reason;
}
