import { STORAGE_KEYS, type Invitation, type User } from '@parley/api-client';
import { ChangePasswordRequestSchema, CreateInvitationRequestSchema, UpdateProfileRequestSchema } from '@parley/api-client/schemas';
import { isSupportedLanguage, type LanguageCode } from '@parley/i18n';
import { Button, CopyField, TextField } from '@parley/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { schemaErrors, useSubmit } from '../lib/forms';
import { MembersList } from './account-members';
import { NotificationsSection } from './account-notifications';
import { Alert } from '../components/Alert';
import { LoadState } from '../components/LoadState';
import { SaveRow, WorkingButton } from '../components/WorkingButton';
import { Field } from '../components/Field';
import { CurrentPasswordField, NewPasswordField } from '../components/SubmitForm';
import { LanguageOptions } from '../components/LanguageOptions';
import { leftToRight } from '../lib/bidi';

function remember(user: User) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}

export function AccountPage() {
  const { t } = useTranslation();
  const [user, setUser] = useState<User | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    api.getCurrentUser().then(
      (loaded) => {
        remember(loaded);
        setUser(loaded);
      },
      (error: Error) => setProblem(error.message),
    );
  }, []);

  return (
    <section className="page">
      <h1>{t('account.title')}</h1>
      <LoadState loading={!user} error={problem} />
      {user ? (
        <>
          <ProfileForm user={user} onSaved={setUser} />
          <PasswordForm />
          <NotificationsSection />
          <TeamSection isOwner={user.role === 'owner'} />
        </>
      ) : null}
    </section>
  );
}

function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t, i18n } = useTranslation();
  const languageId = useId();
  const [name, setName] = useState(user.name);
  const [language, setLanguage] = useState<LanguageCode>(user.language_preference ?? (isSupportedLanguage(i18n.language) ? i18n.language : 'en'));
  const [saved, setSaved] = useState(false);
  const body = { user: { name, language_preference: language } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      setSaved(false);
      const updated = await api.updateProfile(body);
      remember(updated);
      onSaved(updated);
      if (updated.language_preference) await i18n.changeLanguage(updated.language_preference);
      setSaved(true);
    },
    () => schemaErrors(UpdateProfileRequestSchema, body),
  );
  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${languageId}-title`}>
      <h2 id={`${languageId}-title`}>{t('account.profile')}</h2>
      <Alert>{errors.form}</Alert>
      <TextField
        label={t('account.name')}
        data-testid="profile-name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors['user.name']}
      />
      <TextField label={t('auth.email')} value={user.email} readOnly />
      <Field label={t('common.language')} error={errors['user.language_preference']} id={languageId}>
        {(field) => (
          <select
            {...field}
            className="pl-field__input"
            data-testid="profile-language"
            value={language}
            onChange={(e) => isSupportedLanguage(e.target.value) && setLanguage(e.target.value)}
          >
            <LanguageOptions />
          </select>
        )}
      </Field>
      <SaveRow busy={busy} saved={saved} savedLabel={t('account.profileSaved')} data-testid="profile-save">
        {t('account.saveProfile')}
      </SaveRow>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const body = { user: { password: next, current_password: current } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      setDone(false);
      await api.changePassword(body);
      setCurrent('');
      setNext('');
      setDone(true);
    },
    () => schemaErrors(ChangePasswordRequestSchema, body),
  );
  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2>{t('account.passwordTitle')}</h2>
      <Alert>{errors.form}</Alert>
      <CurrentPasswordField
        label={t('account.currentPassword')}
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors['user.current_password']}
      />
      <NewPasswordField label={t('account.newPassword')} value={next} onChange={(e) => setNext(e.target.value)} error={errors['user.password']} />
      <SaveRow busy={busy} saved={done} savedLabel={t('account.passwordChanged')}>
        {t('account.changePassword')}
      </SaveRow>
    </form>
  );
}

function TeamSection({ isOwner }: { isOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<Invitation | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const load = useCallback(() => {
    api.listInvitations().then(setInvitations, (error: Error) => setListError(error.message));
  }, []);
  useEffect(() => {
    if (isOwner) load();
  }, [isOwner, load]);

  const body = { invitation: { email } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      const invitation = await api.createInvitation(body);
      setCreated(invitation);
      setEmail('');
      load();
    },
    () => schemaErrors(CreateInvitationRequestSchema, body),
  );
  const revoke = async (id: number) => {
    try {
      await api.deleteInvitation(id);
      load();
    } catch (error) {
      setListError((error as Error).message);
    }
  };
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  if (!isOwner) {
    return (
      <section className="card">
        <h2>{t('account.team')}</h2>
        <p>{t('account.ownerOnly')}</p>
      </section>
    );
  }
  return (
    <section className="card">
      <h2>{t('account.team')}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Alert>{errors.form}</Alert>
        <TextField label={t('account.inviteEmail')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors['invitation.email']} />
        <WorkingButton type="submit" loading={busy}>
          {t('account.invite')}
        </WorkingButton>
      </form>
      {created?.register_url ? (
        <div className="notice" role="status">
          <p>{t('account.inviteCreated', { email: leftToRight(created.email) })}</p>
          <CopyField
            label={t('account.inviteLink')}
            hideLabel
            value={new URL(created.register_url, window.location.origin).toString()}
            copyLabel={t('common.copy')}
            copiedLabel={t('common.copied')}
            failedLabel={t('install.addToSite.copyFailed')}
          />
        </div>
      ) : null}
      <MembersList />
      <h3>{t('account.invitations')}</h3>
      <LoadState loading={invitations === null} error={listError} />
      {invitations?.length === 0 ? <p className="muted">{t('account.noInvitations')}</p> : null}
      {invitations?.length ? (
        <ul className="list">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <bdi dir="ltr">{invitation.email}</bdi>
              <span className="muted">
                {t(`account.status.${invitation.status}`)} · {t('account.expires', { date: date(invitation.expires_at) })}
              </span>
              {invitation.status === 'pending' ? (
                <Button variant="ghost" onClick={() => void revoke(invitation.id)} aria-label={t('account.revokeFor', { email: invitation.email })}>
                  {t('account.revoke')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
