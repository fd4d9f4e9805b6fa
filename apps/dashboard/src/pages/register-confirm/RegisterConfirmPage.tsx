import { ApiError } from '@parley/api-client';
import { Button } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/forms';
import { DEFAULT_AFTER_LOGIN } from '../../lib/session';
import { useStartSession } from '../auth-forms';

/**
 * /register/confirm?token=…: the page the sign-up email links to. It creates the account only when
 * the person presses the button, not on load: mail scanners that open links must not spend the
 * one-time link. Then it signs in and goes where signing up goes.
 */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const signIn = useStartSession();
  const navigate = useNavigate();
  // 409: the address has an account by now; signing in is the way on, not another try.
  const [taken, setTaken] = useState(false);
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      try {
        signIn(await api.confirmSignup({ token }), DEFAULT_AFTER_LOGIN);
        void navigate(DEFAULT_AFTER_LOGIN, { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setTaken(true);
        throw error;
      }
    },
    () => null,
  );

  return (
    <main className="auth-card">
      <h1>{t('signup.confirmTitle')}</h1>
      <p>{t('signup.confirmBody')}</p>
      {!token ? (
        <p role="alert" className="alert">
          {t('signup.missing')}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="alert">
          {errors.form}
        </p>
      ) : null}
      {token && !taken ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('signup.confirmTitle')}>
          <Button type="submit" loading={busy} loadingLabel={t('common.working')}>
            {t('signup.confirmAction')}
          </Button>
        </form>
      ) : null}
      <p className="row">
        <Link to="/login">{t('signup.signIn')}</Link>
        <Link to="/register">{t('signup.signUpAgain')}</Link>
      </p>
    </main>
  );
}
