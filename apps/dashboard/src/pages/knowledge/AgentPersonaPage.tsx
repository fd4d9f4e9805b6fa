import type { Agent, TryAgentResponse } from '@parley/api-client';
import { AgentUpdateSchema } from '@parley/api-client/schemas';
import { LANGUAGE_OPTIONS } from '@parley/i18n';
import { TextField } from '@parley/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { storedUser } from '../../lib/session';
import { schemaErrors, useSubmit } from '../../lib/forms';
import { useLoad, usePickedFile } from '../../lib/hooks';
import { Alert, FieldError } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { AvatarPicker } from '../../components/AvatarPicker';
import { SaveRow, SubmitButton, WorkingButton } from '../../components/WorkingButton';
import { Options } from '../../components/Options';
import { Field } from '../../components/Field';

const TONES = ['friendly', 'professional', 'enthusiastic', 'concise'] as const;
const VOICES = ['alloy', 'aria', 'verse', 'sage'] as const;

export function AgentPersonaPage() {
  const { t } = useTranslation();
  const { data: agent, setData, error } = useLoad(() => api.getAgent());
  return (
    <section className="page">
      <h1>{t('nav.agentPersona')}</h1>
      <p className="lead">{t('persona.lead')}</p>
      <LoadState loading={!agent} error={error} />
      {agent ? (
        <div className="two-columns">
          <PersonaForm agent={agent} onSaved={setData} />
          <div>
            <TryItBox />
            <KeysCard agent={agent} onRotated={setData} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function PersonaForm({ agent, onSaved }: { agent: Agent; onSaved: (agent: Agent) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    name: agent.name,
    role: agent.role,
    tone: agent.tone,
    greeting: agent.greeting,
    voice: agent.voice,
    languages: agent.languages,
  });
  const { file: avatar, pick: setAvatar, url: preview, saved: avatarSaved } = usePickedFile(agent.avatar_url);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setSaved(false);
    setForm({ ...form, [key]: value });
  };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      const updated = await api.updateAgent(form, avatar);
      onSaved(updated);
      avatarSaved(updated.avatar_url);
      setSaved(true);
    },
    () => {
      if (avatar && !avatar.type.startsWith('image/')) return { 'agent.avatar': t('persona.avatarType') };
      const found = schemaErrors(AgentUpdateSchema, form);
      return found ? Object.fromEntries(Object.entries(found).map(([k, v]) => [`agent.${k}`, v])) : null;
    },
  );
  return (
    <form className="card" onSubmit={(e: FormEvent) => void onSubmit(e)} noValidate>
      <h2>{t('persona.identity')}</h2>
      <Alert>{errors.form}</Alert>
      <AvatarPicker
        src={preview}
        name={form.name}
        alt={t('persona.avatarAlt', { name: form.name })}
        label={t('persona.avatar')}
        hint={t('persona.avatarHint')}
        error={errors['agent.avatar']}
        onPick={setAvatar}
      />
      <TextField label={t('persona.name')} value={form.name} onChange={(e) => set('name', e.target.value)} error={errors['agent.name']} />
      <TextField
        label={t('persona.role')}
        value={form.role}
        onChange={(e) => set('role', e.target.value)}
        error={errors['agent.role']}
        hint={t('persona.roleHint')}
      />
      <Field label={t('persona.tone')}>
        {(field) => (
          <select {...field} className="pl-field__input" value={form.tone} onChange={(e) => set('tone', e.target.value as Agent['tone'])}>
            <Options values={TONES} label={(tone) => t(`persona.tones.${tone}`)} />
          </select>
        )}
      </Field>
      <Field label={t('persona.greeting')} error={errors['agent.greeting']}>
        {(field) => <textarea {...field} className="pl-field__input" rows={3} value={form.greeting} onChange={(e) => set('greeting', e.target.value)} />}
      </Field>
      <fieldset className="pl-field">
        <legend className="pl-field__label">{t('persona.languages')}</legend>
        <div className="checks">
          {LANGUAGE_OPTIONS.map((option) => (
            <label key={option.code} lang={option.code}>
              <input
                type="checkbox"
                checked={form.languages.includes(option.code)}
                onChange={(e) => set('languages', e.target.checked ? [...form.languages, option.code] : form.languages.filter((l) => l !== option.code))}
              />{' '}
              {option.name}
            </label>
          ))}
        </div>
        <FieldError>{errors['agent.languages']}</FieldError>
      </fieldset>
      <Field label={t('persona.voice')}>
        {(field) => (
          <select {...field} className="pl-field__input" value={form.voice} onChange={(e) => set('voice', e.target.value)}>
            <Options values={VOICES} label={(voice) => t(`persona.voices.${voice}`)} />
          </select>
        )}
      </Field>
      <SaveRow busy={busy} saved={saved} savedLabel={t('persona.saved')}>
        {t('persona.save')}
      </SaveRow>
    </form>
  );
}

function TryItBox() {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const [reply, setReply] = useState<TryAgentResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setProblem(t('persona.tryEmpty'));
    setBusy(true);
    setProblem(null);
    try {
      setReply(await api.tryAgent(message));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={(e) => void ask(e)} noValidate data-testid="try-it">
      <h2>{t('persona.tryTitle')}</h2>
      <p className="muted">{t('persona.tryLead')}</p>
      <label className="pl-field__label" htmlFor={id}>
        {t('persona.tryLabel')}
      </label>
      <div className="copy-field">
        <input id={id} className="pl-field__input" value={message} onChange={(e) => setMessage(e.target.value)} placeholder={t('persona.tryPlaceholder')} />
        <SubmitButton loading={busy}>{t('persona.ask')}</SubmitButton>
      </div>
      <Alert>{problem}</Alert>
      {reply ? (
        <div className="answer" role="status" aria-live="polite">
          <p data-testid="try-answer">{reply.answer}</p>
          {reply.sources.length ? (
            <p className="muted">
              {t('persona.sources')}{' '}
              {reply.sources.map((source, index) => (
                <span key={`${source.type}-${source.id}`}>
                  {index ? ', ' : ''}
                  {source.url ? (
                    <a href={source.url} target="_blank" rel="noreferrer">
                      {source.title}
                    </a>
                  ) : (
                    source.title
                  )}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

function KeysCard({ agent, onRotated }: { agent: Agent; onRotated: (agent: Agent) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const rotate = async (key: 'live_key' | 'demo_key') => {
    if (!window.confirm(t('persona.rotateConfirm'))) return;
    setBusy(key);
    try {
      onRotated(await api.rotateAgentKey(key));
    } finally {
      setBusy(null);
    }
  };
  // The server refuses rotation to members; the button is disabled and says why.
  const isOwner = storedUser()?.role !== 'member';
  return (
    <div className="card">
      <h2>{t('persona.keys')}</h2>
      <p className="muted">{t('persona.keysLead')}</p>
      {isOwner ? null : (
        <p className="muted" id="keys-owner-only">
          {t('persona.keysOwnerOnly')}
        </p>
      )}
      {(['live_key', 'demo_key'] as const).map((key) => (
        <div key={key} className="pl-field">
          <span className="pl-field__label">{t(`persona.${key}`)}</span>
          <div className="copy-field">
            <code className="key">{agent[key]}</code>
            <WorkingButton
              variant="secondary"
              loading={busy === key}
              disabled={!isOwner}
              aria-describedby={isOwner ? undefined : 'keys-owner-only'}
              onClick={() => void rotate(key)}
            >
              {t('persona.rotate')}
            </WorkingButton>
          </div>
        </div>
      ))}
    </div>
  );
}
