import type { User } from '@parley/api-client';
import { STORAGE_KEYS } from '@parley/api-client';
import { UpdateOrganizationRequestSchema } from '@parley/api-client/schemas';
import { Spinner, TextField } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../lib/api';
import { schemaErrors, useSubmit } from '../lib/forms';
import { Alert } from '../components/Alert';
import { WorkingButton } from '../components/WorkingButton';
import { AuthCard, ButtonLink } from '../components/AuthCard';

export function ActivatePage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('activate.title')}>
      <p>{t('activate.body')}</p>
      <p className="row">
        <ButtonLink to="/onboarding">{t('activate.continue')}</ButtonLink>
      </p>
    </AuthCard>
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
    <AuthCard title={t('onboarding.title')}>
      <p>{t('onboarding.lead')}</p>
      <Alert>{problem}</Alert>
      {user ? <OnboardingForm user={user} /> : problem ? null : <Spinner label={t('common.loading')} />}
    </AuthCard>
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
      <Alert>{errors.form}</Alert>
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
      <WorkingButton type="submit" loading={busy}>
        {t('onboarding.save')}
      </WorkingButton>
    </form>
  );
}
