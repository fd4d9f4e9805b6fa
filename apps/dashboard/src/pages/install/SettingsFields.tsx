import { MAX_ALLOWED_DOMAINS, MAX_LAUNCHER_TEXT, type WidgetMode, type WidgetPosition } from '@parley/api-client/schemas';
import { Button } from '@parley/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPoorContrast, parseDomainInput, type FieldMessage, type SettingsErrors, type SettingsField, type SettingsForm } from './settings-form';
import { FieldError } from '../../components/Alert';
import { Field } from '../../components/Field';

export interface SettingsFieldsProps {
  form: SettingsForm;
  errors: SettingsErrors;
  onChange: <K extends SettingsField>(field: K, value: SettingsForm[K]) => void;
  /** The compact dialog shows the look only: colours, position, mode and launcher text. */
  compact?: boolean;
  websiteDomain?: string | null;
}

const POSITIONS: { value: WidgetPosition; key: string }[] = [
  { value: 'bottom-right', key: 'install.settings.positions.bottomRight' },
  { value: 'bottom-left', key: 'install.settings.positions.bottomLeft' },
];
const MODES: { value: WidgetMode; key: string }[] = [
  { value: 'both', key: 'install.settings.modes.both' },
  { value: 'chat', key: 'install.settings.modes.chat' },
  { value: 'voice', key: 'install.settings.modes.voice' },
];

function useMessage() {
  const { t } = useTranslation();
  return (message: FieldMessage | undefined) => (message ? t(message.key, message.values) : null);
}

export function SettingsFields({ form, errors, onChange, compact = false, websiteDomain = null }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const contrast = hasPoorContrast(form);
  // The value of one field and how it changes, for the controls that each edit one.
  const bind = <K extends SettingsField>(field: K) => ({ value: form[field], onChange: (value: SettingsForm[K]) => onChange(field, value) });
  return (
    <>
      <div className="colour-fields">
        <ColourField label={t('install.settings.primaryColor')} error={message(errors.primary_color)} {...bind('primary_color')} />
        <ColourField label={t('install.settings.textColor')} error={message(errors.text_color)} {...bind('text_color')} />
      </div>
      <p className="contrast-warning" role="status" aria-live="polite">
        {contrast ? t('install.settings.contrastWarning', { ratio: contrast.ratio }) : null}
      </p>
      <Choice legend={t('install.settings.position')} hint={t('install.settings.positionHint')} options={POSITIONS} {...bind('position')} />
      <Choice legend={t('install.settings.mode')} hint={t('install.settings.modeHint')} options={MODES} {...bind('mode')} error={message(errors.mode)} />
      <Field
        label={t('install.settings.launcherText')}
        hint={t('install.settings.launcherHint', { used: form.launcher_text.trim().length, max: MAX_LAUNCHER_TEXT })}
        error={errors.launcher_text ? message(errors.launcher_text) : null}
      >
        {(field) => (
          <input
            {...field}
            className="pl-field__input"
            value={form.launcher_text}
            dir="auto"
            maxLength={MAX_LAUNCHER_TEXT + 10}
            placeholder={t('install.settings.launcherPlaceholder')}
            onChange={(e) => onChange('launcher_text', e.target.value)}
          />
        )}
      </Field>
      {compact ? null : (
        <>
          <Field label={t('install.settings.greeting')} hint={t('install.settings.greetingHint')} error={errors.greeting ? message(errors.greeting) : null}>
            {(field) => (
              <textarea
                {...field}
                className="pl-field__input"
                rows={3}
                dir="auto"
                value={form.greeting}
                onChange={(e) => onChange('greeting', e.target.value)}
              />
            )}
          </Field>
          <SourcesSwitch checked={form.show_sources} onChange={(checked) => onChange('show_sources', checked)} />
          <DomainsField
            domains={form.allowed_domains}
            error={message(errors.allowed_domains)}
            websiteDomain={websiteDomain}
            onChange={(domains) => onChange('allowed_domains', domains)}
          />
        </>
      )}
    </>
  );
}

/** Whether visitors see "From: <page>" under answers; a native checkbox, so Space toggles it. */
function SourcesSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <div className="pl-field">
      <label className="pl-field__label">
        <input type="checkbox" checked={checked} aria-describedby={hint} onChange={(e) => onChange(e.target.checked)} /> {t('install.settings.showSources')}
      </label>
      <p id={hint} className="pl-field__hint">
        {t('install.settings.showSourcesHint')}
      </p>
    </div>
  );
}

function ColourField({ label, value, error, onChange }: { label: string; value: string; error: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <div className="pl-field colour-field">
      <label className="pl-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="colour-field__row">
        {/* The swatch picks; the text box takes a typed or pasted #RRGGBB. */}
        <input
          type="color"
          className="colour-field__swatch"
          value={valid ? value.toLowerCase() : '#000000'}
          aria-label={t('install.settings.pickColour', { field: label })}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="pl-field__input"
          value={value}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          dir="ltr"
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function Choice<V extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  /** Each choice and the translation key of its words. */
  options: { value: V; key: string }[];
  value: V;
  onChange: (value: V) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="pl-field" aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend className="pl-field__label">{legend}</legend>
      <div className="segmented">
        {options.map((option) => (
          <label key={option.value} className={option.value === value ? 'is-on' : undefined}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {t(option.key)}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${name}-hint`} className="pl-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}

function DomainsField({
  domains,
  error,
  websiteDomain,
  onChange,
}: {
  domains: string[];
  error: string | null;
  websiteDomain: string | null;
  onChange: (domains: string[]) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<FieldMessage | null>(null);
  const full = domains.length >= MAX_ALLOWED_DOMAINS;
  const add = () => {
    const parsed = parseDomainInput(draft);
    if ('error' in parsed) return setProblem(parsed.error);
    if (domains.includes(parsed.domain)) return setProblem({ key: 'install.settings.errors.domainDuplicate', values: { domain: parsed.domain } });
    if (full) return setProblem({ key: 'install.settings.errors.domainsMax', values: { max: MAX_ALLOWED_DOMAINS } });
    setProblem(null);
    setDraft('');
    onChange([...domains, parsed.domain]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the domain instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const shown = message(problem ?? undefined) ?? error;
  return (
    <fieldset className="pl-field">
      <legend className="pl-field__label">{t('install.settings.domains')}</legend>
      <p className="pl-field__hint" id={`${id}-hint`}>
        {websiteDomain ? t('install.settings.domainsHintWebsite', { domain: websiteDomain }) : t('install.settings.domainsHint')}{' '}
        {t('install.settings.domainsSubdomains', { max: MAX_ALLOWED_DOMAINS })}
      </p>
      {domains.length ? (
        <ul className="domain-list" aria-label={t('install.settings.domainsList')}>
          {domains.map((domain) => (
            <li key={domain}>
              <span dir="ltr">{domain}</span>
              <button
                type="button"
                className="pl-button pl-button--ghost"
                onClick={() => onChange(domains.filter((d) => d !== domain))}
                aria-label={t('install.settings.removeDomain', { domain })}
              >
                {t('install.settings.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="pl-visually-hidden" htmlFor={id}>
        {t('install.settings.addDomainLabel')}
      </label>
      <div className="copy-field">
        <input
          id={id}
          className="pl-field__input"
          value={draft}
          dir="ltr"
          placeholder="shop.example.com"
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        />
        <Button variant="secondary" onClick={add} disabled={full}>
          {t('install.settings.addDomain')}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{shown}</FieldError>
    </fieldset>
  );
}
