import type { Session } from '@parley/api-client';
import { Button, TextField } from '@parley/ui';
import { isSupportedLanguage } from '@parley/i18n/languages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../lib/api';
import { useSubmit } from '../lib/forms';
import { lazySchemaErrors, useSchemasOnFirstFocus } from '../lib/lazy-schemas';
import { DEFAULT_AFTER_LOGIN, takeIntendedUrl } from '../lib/session';
import { useAuth } from '../stores/auth';
import { Alert } from '../components/Alert';
import { AuthCard } from '../components/AuthCard';
import { CurrentPasswordField, NewPasswordField, SubmitForm } from '../components/SubmitForm';

/** Signs in and switches to the language the person chose on their account. */
export function useStartSession() {
  const { i18n } = useTranslation();
  const signIn = useAuth((s) => s.signIn);
  return (session: Session, redirectTo: string) => {
    signIn(session, redirectTo);
    const preferred = session.user.language_preference;
    if (preferred && preferred !== i18n.language) void i18n.changeLanguage(preferred);
  };
}

export function LoginPage({ chat = false }: { chat?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useStartSession();
  useSchemasOnFirstFocus();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const body = { user: { email, password } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      signIn(await api.login(body), takeIntendedUrl());
    },
    () => lazySchemaErrors('LoginRequestSchema', body),
  );
  return (
    <AuthCard title={chat ? t('auth.chatLoginTitle') : t('auth.loginTitle')}>
      <Alert>{params.get('expired') ? t('auth.sessionExpired') : null}</Alert>
      <Alert>{errors.form}</Alert>
      <SubmitForm onSubmit={onSubmit} busy={busy} action={t('auth.signIn')}>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors['user.email']}
        />
        <CurrentPasswordField label={t('auth.password')} value={password} onChange={(e) => setPassword(e.target.value)} error={errors['user.password']} />
      </SubmitForm>
      <p>
        <Link to="/register">{t('auth.noAccount')}</Link>
      </p>
    </AuthCard>
  );
}

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const signIn = useStartSession();
  useSchemasOnFirstFocus();
  const [form, setForm] = useState({ name: '', email: '', password: '', business: '', website: '' });
  // A server that sends email answers "check your email" (for every address alike) instead of signing in.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [changingEmail, setChangingEmail] = useState(false);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : undefined;
  const body = {
    user: { name: form.name, email: form.email, password: form.password, language_preference: language },
    organization: { name: form.business, website_url: form.website },
  };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      const answer = await api.signup(body);
      if ('status' in answer) setSentTo(answer.email);
      else signIn(answer, DEFAULT_AFTER_LOGIN);
    },
    () => lazySchemaErrors('SignupRequestSchema', body),
  );
  // Each field shows its value, writes it back and shows the server's or the schema's message for its path.
  const bind = (key: keyof typeof form, path: string) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    error: errors[path],
  });
  if (sentTo) {
    const useAnother = () => {
      setSentTo(null);
      setChangingEmail(true);
    };
    return <CheckYourEmail email={sentTo} onUseAnother={useAnother} />;
  }
  return (
    <AuthCard title={t('auth.registerTitle')}>
      <Alert>{errors.form}</Alert>
      <SubmitForm onSubmit={onSubmit} busy={busy} action={t('auth.createAccount')}>
        <TextField label={t('auth.yourName')} autoComplete="name" {...bind('name', 'user.name')} />
        <TextField
          label={t('auth.workEmail')}
          type="email"
          autoComplete="email"
          {...bind('email', 'user.email')}
          // Back from "check your email" to change the address: the cursor is where the change goes.
          autoFocus={changingEmail}
        />
        <NewPasswordField label={t('auth.password')} {...bind('password', 'user.password')} />
        <TextField label={t('auth.businessName')} autoComplete="organization" {...bind('business', 'organization.name')} />
        <TextField label={t('auth.website')} type="url" placeholder="https://example.com" {...bind('website', 'organization.website_url')} />
      </SubmitForm>
      <p>
        <Link to="/login">{t('auth.haveAccount')}</Link>
      </p>
    </AuthCard>
  );
}

/** After signing up on a server that sends email: where the link went, and a way back to change the address. */
function CheckYourEmail({ email, onUseAnother }: { email: string; onUseAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the news, so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="auth-card">
      <h1 ref={heading} tabIndex={-1}>
        {t('signup.checkTitle')}
      </h1>
      <p role="status">{t('signup.checkBody', { email })}</p>
      <p>{t('signup.checkHint')}</p>
      <p className="row">
        <Button type="button" variant="secondary" onClick={onUseAnother}>
          {t('signup.useAnother')}
        </Button>
      </p>
      <p>
        <Link to="/login">{t('auth.haveAccount')}</Link>
      </p>
    </main>
  );
}

export function InvitedRegisterPage() {
  const { t } = useTranslation();
  const signIn = useStartSession();
  useSchemasOnFirstFocus();
  const { subId } = useParams();
  const token = useSearchParams()[0].get('invitation') ?? '';
  const [preview, setPreview] = useState<{ email: string; organization: { name: string } } | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : t('auth.invitationRequired'));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (token) api.getInvitation(token).then(setPreview, (error: Error) => setProblem(error.message));
  }, [token, subId]);
  const body = { user: { name, password }, invitation: { token } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      signIn(await api.signupWithInvitation(body), '/dashboard');
    },
    () => lazySchemaErrors('InvitedSignupRequestSchema', body),
  );
  if (problem)
    return (
      <AuthCard title={t('auth.joinTitle')}>
        <Alert>{problem}</Alert>
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.joinTitle')}>
      {preview ? (
        <p>
          {t('auth.invitedAs', { organization: preview.organization.name })}{' '}
          <strong>
            <bdi dir="ltr">{preview.email}</bdi>
          </strong>
        </p>
      ) : null}
      <Alert>{errors.form}</Alert>
      <SubmitForm onSubmit={onSubmit} busy={busy} action={t('auth.joinTeam')}>
        <TextField label={t('auth.yourName')} value={name} onChange={(e) => setName(e.target.value)} error={errors['user.name']} />
        <NewPasswordField label={t('auth.password')} value={password} onChange={(e) => setPassword(e.target.value)} error={errors['user.password']} />
      </SubmitForm>
    </AuthCard>
  );
}
