import {
  MAX_PROACTIVE_MESSAGE,
  MAX_PROACTIVE_SECONDS,
  PROACTIVE_KINDS,
  UrlPatternSchema,
  type ProactiveKind,
  type ProactiveTrigger,
  type ProactiveTriggerInput,
} from '@parley/api-client/schemas';

/** The languages a message may be translated into: the ones Parley's widget speaks. */
export const TRANSLATION_LANGUAGES = ['en', 'es', 'he', 'ar', 'ja', 'zh-Hans', 'zh-Hant'] as const;
export { PROACTIVE_KINDS };

/** What the form holds: numbers as typed, so a half-typed field is not lost. */
export interface TriggerDraft {
  name: string;
  enabled: boolean;
  url_pattern: string;
  kind: ProactiveKind;
  seconds: string;
  percent: string;
  message: string;
  translations: Record<string, string>;
}
export type DraftField = 'name' | 'url_pattern' | 'seconds' | 'percent' | 'message' | `translation.${string}`;
/** Each failing field with the translation key of what is wrong. */
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: TriggerDraft = {
  name: '',
  enabled: true,
  url_pattern: '*',
  kind: 'time_on_page',
  seconds: '10',
  percent: '50',
  message: '',
  translations: {},
};

export function draftOf(trigger: ProactiveTrigger): TriggerDraft {
  const { condition } = trigger;
  return {
    name: trigger.name,
    enabled: trigger.enabled,
    url_pattern: trigger.url_pattern,
    kind: condition.kind,
    seconds: condition.kind === 'time_on_page' ? String(condition.seconds) : EMPTY_DRAFT.seconds,
    percent: condition.kind === 'scroll_depth' ? String(condition.percent) : EMPTY_DRAFT.percent,
    message: trigger.message.default,
    translations: { ...trigger.message.translations },
  };
}

const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The errors the server would give, as translation keys (`install.proactive.errors.*`), or null when it may be sent. */
export function draftErrors(draft: TriggerDraft): DraftErrors | null {
  const errors: DraftErrors = {};
  if (!draft.name.trim() || draft.name.trim().length > 80) errors.name = 'install.proactive.errors.name';
  if (!UrlPatternSchema.safeParse(draft.url_pattern).success) errors.url_pattern = 'install.proactive.errors.urlPattern';
  if (draft.kind === 'time_on_page' && !wholeIn(draft.seconds, 0, MAX_PROACTIVE_SECONDS)) errors.seconds = 'install.proactive.errors.seconds';
  if (draft.kind === 'scroll_depth' && !wholeIn(draft.percent, 1, 100)) errors.percent = 'install.proactive.errors.percent';
  if (!draft.message.trim() || draft.message.trim().length > MAX_PROACTIVE_MESSAGE) errors.message = 'install.proactive.errors.message';
  for (const [language, text] of Object.entries(draft.translations))
    if (text.trim().length > MAX_PROACTIVE_MESSAGE) errors[`translation.${language}`] = 'install.proactive.errors.translation';
  return Object.keys(errors).length ? errors : null;
}

/** The request body: the condition of the chosen kind, and only the translations written. */
export function toInput(draft: TriggerDraft): ProactiveTriggerInput {
  const condition =
    draft.kind === 'time_on_page'
      ? { kind: draft.kind, seconds: Number(draft.seconds) }
      : draft.kind === 'scroll_depth'
        ? { kind: draft.kind, percent: Number(draft.percent) }
        : { kind: draft.kind };
  const translations = Object.fromEntries(Object.entries(draft.translations).filter(([, text]) => text.trim()));
  return { name: draft.name, enabled: draft.enabled, url_pattern: draft.url_pattern, condition, message: { default: draft.message, translations } };
}
