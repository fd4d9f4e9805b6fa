import type { WidgetSettingsResponse } from '@parley/api-client';
import { Button, Spinner } from '@parley/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { SettingsFields } from './SettingsFields';
import { serverSettingsErrors, toForm, toRequest, validateSettings, type SettingsErrors, type SettingsField, type SettingsForm } from './settings-form';
import { WidgetPreview } from './WidgetPreview';
import type { ModalProps } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { SaveRow } from '../../components/WorkingButton';
import { InstallDialog } from './InstallDialog';

export interface WidgetConfigDialogProps extends ModalProps {
  onAddToSite: () => void;
  onQrCode: () => void;
}

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; saved: WidgetSettingsResponse };

/** The compact widget settings (spec §2 widget-configuration dialog): the look, saved in place. */
export function WidgetConfigDialog({ open, onClose, onAddToSite, onQrCode }: WidgetConfigDialogProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoaded({ state: 'loading' });
    api.getWidgetSettings().then(
      (saved) => current && setLoaded({ state: 'ready', saved }),
      (error: Error) => current && setLoaded({ state: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [open]);
  return (
    <InstallDialog
      open={open}
      onClose={onClose}
      title={t('install.config.title')}
      description={t('install.config.description')}
      actions={
        <>
          <Button variant="secondary" onClick={onAddToSite}>
            {t('install.addToSite.open')}
          </Button>
          <Button variant="secondary" onClick={onQrCode}>
            {t('install.qr.open')}
          </Button>
          <Link to="/dashboard/widget-settings" onClick={onClose}>
            {t('install.config.allSettings')}
          </Link>
          <span className="shell__spacer" />
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {loaded.state === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      <Alert>{loaded.state === 'error' ? loaded.message : null}</Alert>
      {loaded.state === 'ready' ? <CompactForm saved={loaded.saved} onSaved={(saved) => setLoaded({ state: 'ready', saved })} /> : null}
    </InstallDialog>
  );
}

function CompactForm({ saved, onSaved }: { saved: WidgetSettingsResponse; onSaved: (saved: WidgetSettingsResponse) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<SettingsForm>(() => toForm(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const change = <K extends SettingsField>(field: K, value: SettingsForm[K]) => {
    setState('idle');
    setForm((current) => ({ ...current, [field]: value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setState('saving');
    try {
      // The greeting and domains are not shown here; they go back as they were saved.
      onSaved(await api.updateWidgetSettings(toRequest(form)));
      setState('saved');
    } catch (failure) {
      setErrors(serverSettingsErrors(failure, form));
      setState('idle');
    }
  };
  return (
    <form className="compact-settings" onSubmit={(e) => void submit(e)} noValidate aria-label={t('install.config.formLabel')}>
      <Alert>{errors.form ? t(errors.form.key, errors.form.values) : null}</Alert>
      <div className="compact-settings__grid">
        <div>
          <SettingsFields form={form} errors={errors} onChange={change} compact />
        </div>
        <WidgetPreview form={form} agentName={saved.agent_name} avatarUrl={saved.avatar_url} launcherOnly />
      </div>
      <SaveRow busy={state === 'saving'} saved={state === 'saved'} savedLabel={t('install.settings.saved')} live>
        {t('install.settings.save')}
      </SaveRow>
    </form>
  );
}
