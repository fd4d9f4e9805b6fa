import type { ProactiveTrigger } from '@parley/api-client/schemas';
import { Button, Checkbox, TextField } from '@parley/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/WorkingButton';
import { api } from '../../lib/api';
import { draftErrors, PROACTIVE_KINDS, toInput, TRANSLATION_LANGUAGES, type DraftErrors, type TriggerDraft } from './proactive-form';

/** The one number a kind of trigger waits for (seconds on the page, or percent scrolled); the other kinds need none. */
const THRESHOLD_FIELD: Partial<Record<TriggerDraft['kind'], 'seconds' | 'percent'>> = { time_on_page: 'seconds', scroll_depth: 'percent' };

/** Adds a proactive message, or edits one (`editing`): every field checked before it is sent, each error beside its field. */
export function TriggerForm({
  initial,
  editing,
  onSaved,
  onCancel,
}: {
  initial: TriggerDraft;
  editing?: ProactiveTrigger;
  onSaved: (saved: ProactiveTrigger) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const set = (change: Partial<TriggerDraft>) => setDraft((current) => ({ ...current, ...change }));
  const error = (field: keyof DraftErrors) => (errors[field] ? t(errors[field]) : null);
  const threshold = THRESHOLD_FIELD[draft.kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found ?? {});
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      onSaved(editing ? await api.updateProactiveTrigger(editing.id, toInput(draft)) : await api.createProactiveTrigger(toInput(draft)));
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{editing ? t('install.proactive.editTitle', { name: editing.name }) : t('install.proactive.addTitle')}</h3>
      <TextField label={t('install.proactive.name')} value={draft.name} onChange={(e) => set({ name: e.target.value })} error={error('name')} />
      <TextField
        label={t('install.proactive.urlPattern')}
        hint={t('install.proactive.urlPatternHint')}
        dir="ltr"
        value={draft.url_pattern}
        onChange={(e) => set({ url_pattern: e.target.value })}
        error={error('url_pattern')}
      />
      <Field label={t('install.proactive.kind')}>
        {(control) => (
          <select {...control} value={draft.kind} onChange={(e) => set({ kind: PROACTIVE_KINDS.find((k) => k === e.target.value) ?? draft.kind })}>
            {PROACTIVE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`install.proactive.kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {threshold ? (
        <TextField
          label={t(`install.proactive.${threshold}`)}
          inputMode="numeric"
          value={draft[threshold]}
          onChange={(e) => set(threshold === 'seconds' ? { seconds: e.target.value } : { percent: e.target.value })}
          error={error(threshold)}
        />
      ) : null}
      <Field label={t('install.proactive.message')} hint={t('install.proactive.messageHint')} error={error('message')}>
        {(control) => <textarea {...control} dir="auto" rows={2} value={draft.message} onChange={(e) => set({ message: e.target.value })} />}
      </Field>
      <details>
        <summary>{t('install.proactive.translations')}</summary>
        {TRANSLATION_LANGUAGES.map((language) => (
          <Field
            key={language}
            label={t('install.proactive.translation', { language: names.of(language) ?? language })}
            error={error(`translation.${language}`)}
          >
            {(control) => (
              <textarea
                {...control}
                lang={language}
                dir="auto"
                rows={2}
                value={draft.translations[language] ?? ''}
                onChange={(e) => set({ translations: { ...draft.translations, [language]: e.target.value } })}
              />
            )}
          </Field>
        ))}
      </details>
      <Checkbox label={t('install.proactive.enabled')} checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
      <Alert>{failure}</Alert>
      <div className="row">
        <SubmitButton loading={busy}>{editing ? t('install.proactive.save') : t('install.proactive.add')}</SubmitButton>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('install.proactive.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
