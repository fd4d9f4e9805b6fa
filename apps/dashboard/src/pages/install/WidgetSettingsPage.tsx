import type { WidgetSettingsResponse } from '@parley/api-client';
import { Button, Spinner } from '@parley/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { useAgent } from '../../stores/agent';
import { OPEN_ADD_TO_SITE, OPEN_QR_CODE_DIALOG, openDialog } from './events';
import { SettingsFields } from './SettingsFields';
import { serverSettingsErrors, toForm, toRequest, validateSettings, type SettingsErrors, type SettingsField, type SettingsForm } from './settings-form';
import { WidgetPreview } from './WidgetPreview';
import { useLoad } from '../../lib/hooks';

/** /dashboard/widget-settings: how the widget looks and where it may appear, with a live preview. */
export function WidgetSettingsPage() {
  const { t } = useTranslation();
  const { data, setData, error } = useLoad(() => api.getWidgetSettings());
  return (
    <section className="page">
      <div className="page-heading">
        <div>
          <h1>{t('install.settings.title')}</h1>
          <p className="lead">{t('install.settings.lead')}</p>
        </div>
        <div className="row">
          <Button onClick={() => openDialog(OPEN_ADD_TO_SITE)}>{t('install.addToSite.open')}</Button>
          <Button variant="secondary" onClick={() => openDialog(OPEN_QR_CODE_DIALOG)}>
            {t('install.qr.open')}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="alert">
          {error}
        </p>
      ) : null}
      {!data && !error ? <Spinner label={t('common.loading')} /> : null}
      {data ? <SettingsEditor saved={data} onSaved={setData} /> : null}
    </section>
  );
}

type SaveState = 'idle' | 'saving' | 'saved';

function SettingsEditor({ saved, onSaved }: { saved: WidgetSettingsResponse; onSaved: (next: WidgetSettingsResponse) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [form, setForm] = useState<SettingsForm>(() => toForm(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [state, setState] = useState<SaveState>('idle');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarUrl, setAvatarUrl] = useState<string | null>(saved.avatar_url);
  useEffect(() => {
    if (!avatar) return;
    const url = URL.createObjectURL(avatar);
    setAvatarUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  const change = <K extends SettingsField>(field: K, value: SettingsForm[K]) => {
    setState('idle');
    setForm((current) => ({ ...current, [field]: value }));
    // A fixed field stops complaining as soon as it is right.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateSettings({ ...form, [field]: value })[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(form);
    if (avatar && !avatar.type.startsWith('image/')) found.form = { key: 'install.settings.errors.avatar' };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setErrors({});
    setState('saving');
    try {
      let next = await api.updateWidgetSettings(toRequest(form));
      if (avatar) {
        // The avatar is the persona's: the same upload as the persona page.
        const agent = await api.updateAgent({}, avatar);
        useAgent.setState({ agent });
        next = { ...next, avatar_url: agent.avatar_url };
        setAvatar(null);
        setAvatarUrl(agent.avatar_url);
      }
      onSaved(next);
      setForm(toForm(next));
      setState('saved');
    } catch (failure) {
      setErrors(serverSettingsErrors(failure, form));
      setState('idle');
    }
  };

  return (
    <div className="two-columns settings-layout">
      <form className="card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>{t('install.settings.formTitle')}</h2>
        {errors.form ? (
          <p role="alert" className="alert">
            {t(errors.form.key, errors.form.values)}
          </p>
        ) : null}
        <div className="avatar-row">
          {avatarUrl ? (
            <img className="avatar" src={avatarUrl} alt={t('install.settings.avatarAlt', { name: saved.agent_name })} width={72} height={72} />
          ) : (
            <span className="avatar avatar--empty" aria-hidden="true">
              {saved.agent_name.slice(0, 1)}
            </span>
          )}
          <div className="pl-field">
            <label className="pl-field__label" htmlFor={`${ids}-avatar`}>
              {t('install.settings.avatar')}
            </label>
            <input
              id={`${ids}-avatar`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => setAvatar(e.target.files?.[0] ?? null)}
              aria-describedby={`${ids}-avatar-hint`}
            />
            <p id={`${ids}-avatar-hint`} className="pl-field__hint">
              {t('install.settings.avatarHint')} <Link to="/dashboard/agent-persona">{t('install.settings.personaLink')}</Link>
            </p>
          </div>
        </div>
        <SettingsFields form={form} errors={errors} onChange={change} websiteDomain={saved.website_domain} />
        <div className="row">
          <Button type="submit" loading={state === 'saving'} loadingLabel={t('common.working')}>
            {t('install.settings.save')}
          </Button>
          <span role="status" className="success">
            {state === 'saved' ? t('install.settings.saved') : ''}
          </span>
        </div>
      </form>
      <div className="settings-preview">
        <WidgetPreview form={form} agentName={saved.agent_name} avatarUrl={avatarUrl} />
      </div>
    </div>
  );
}
