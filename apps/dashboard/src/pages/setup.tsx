import type { User } from '@parley/api-client';
import { STORAGE_KEYS } from '@parley/api-client';
import { UpdateOrganizationRequestSchema } from '@parley/api-client/schemas';
import { Button, Spinner, TextField } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../lib/api';
import { schemaErrors, useSubmit } from '../lib/forms';

export function ActivatePage() {
  const { t } = useTranslation();
  return (
    <main className="auth-card">
      <h1>{t('activate.title')}</h1>
      <p>{t('activate.body')}</p>
      <p className="row">
        <Link className="pl-button pl-button--primary" to="/onboarding">
          {t('activate.continue')}
        </Link>
      </p>
    </main>
  );
}

/** First-run set-up: the business, its website and what the agent is called. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const [user, setUser] = useState<User | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    api.getCurrentUser().then(setUser, (error: Error) => setProblem(error.message));
  }, []);
  return (
    <main className="auth-card">
      <h1>{t('onboarding.title')}</h1>
      <p>{t('onboarding.lead')}</p>
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      {user ? <OnboardingForm user={user} /> : problem ? null : <Spinner label={t('common.loading')} />}
    </main>
  );
}

function OnboardingForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [business, setBusiness] = useState(user.organization.name);
  const [website, setWebsite] = useState(user.organization.website_url);
  const [agentName, setAgentName] = useState(user.agent?.name ?? '');
  const body = { organization: { name: business, website_url: website }, agent: { name: agentName } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      const updated = await api.updateOrganization(body);
      localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(updated));
      void navigate('/dashboard', { replace: true });
    },
    () => schemaErrors(UpdateOrganizationRequestSchema, body),
  );
  if (user.role !== 'owner') return <p>{t('onboarding.ownerOnly')}</p>;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      {errors.form ? (
        <p role="alert" className="alert">
          {errors.form}
        </p>
      ) : null}
      <TextField label={t('auth.businessName')} value={business} onChange={(e) => setBusiness(e.target.value)} error={errors['organization.name']} />
      <TextField
        label={t('auth.website')}
        type="url"
        value={website}
        onChange={(e) => setWebsite(e.target.value)}
        error={errors['organization.website_url']}
        hint={t('onboarding.websiteHint')}
      />
      <TextField
        label={t('onboarding.agentName')}
        value={agentName}
        onChange={(e) => setAgentName(e.target.value)}
        error={errors['agent.name']}
        hint={t('onboarding.agentNameHint')}
      />
      <Button type="submit" loading={busy} loadingLabel={t('common.working')}>
        {t('onboarding.save')}
      </Button>
    </form>
  );
}
