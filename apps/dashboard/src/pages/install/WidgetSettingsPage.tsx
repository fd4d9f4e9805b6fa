import type { WidgetSettingsResponse } from '@parley/api-client';
import { Button } from '@parley/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { useAgent } from '../../stores/agent';
import { OPEN_ADD_TO_SITE, OPEN_QR_CODE_DIALOG, openDialog } from './events';
import { SettingsFields } from './SettingsFields';
import { serverSettingsErrors, toForm, toRequest, validateSettings, type SettingsErrors, type SettingsField, type SettingsForm } from './settings-form';
import { WidgetPreview } from './WidgetPreview';
import { ProactiveSection } from './ProactiveSection';
import { useLoad, usePickedFile } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { AvatarPicker } from '../../components/AvatarPicker';
import { SaveRow } from '../../components/WorkingButton';

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
      <LoadState loading={!data} error={error} />
      {data ? <SettingsEditor saved={data} onSaved={setData} /> : null}
      <ProactiveSection />
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
  const { file: avatar, pick: setAvatar, url: avatarUrl, saved: avatarSaved } = usePickedFile(saved.avatar_url);

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
        avatarSaved(agent.avatar_url);
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
        <Alert>{errors.form ? t(errors.form.key, errors.form.values) : null}</Alert>
        <AvatarPicker
          src={avatarUrl}
          name={saved.agent_name}
          alt={t('install.settings.avatarAlt', { name: saved.agent_name })}
          label={t('install.settings.avatar')}
          hint={
            <>
              {t('install.settings.avatarHint')} <Link to="/dashboard/agent-persona">{t('install.settings.personaLink')}</Link>
            </>
          }
          onPick={setAvatar}
        />
        <SettingsFields form={form} errors={errors} onChange={change} websiteDomain={saved.website_domain} />
        <SaveRow busy={state === 'saving'} saved={state === 'saved'} savedLabel={t('install.settings.saved')} live>
          {t('install.settings.save')}
        </SaveRow>
      </form>
      <div className="settings-preview">
        <WidgetPreview form={form} agentName={saved.agent_name} avatarUrl={avatarUrl} />
      </div>
    </div>
  );
}
