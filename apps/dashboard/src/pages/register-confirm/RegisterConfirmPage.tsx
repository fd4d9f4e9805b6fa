import { ApiError } from '@parley/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { DEFAULT_AFTER_LOGIN } from '../../lib/session';
import { useStartSession } from '../auth-forms';
import { EmailLinkCard, useEmailLink } from '../../components/EmailLinkCard';

/**
 * /register/confirm?token=…: the page the sign-up email links to. It creates the account when the
 * button is pressed, then signs in and goes where signing up goes.
 */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const signIn = useStartSession();
  const navigate = useNavigate();
  // 409: the address has an account by now; signing in is the way on, not another try.
  const [taken, setTaken] = useState(false);
  const link = useEmailLink(async (token) => {
    try {
      signIn(await api.confirmSignup({ token }), DEFAULT_AFTER_LOGIN);
      void navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setTaken(true);
      throw error;
    }
  });

  return (
    <EmailLinkCard
      link={link}
      title={t('signup.confirmTitle')}
      body={t('signup.confirmBody')}
      missing={t('signup.missing')}
      action={t('signup.confirmAction')}
      canAct={!taken}
    >
      <p className="row">
        <Link to="/login">{t('signup.signIn')}</Link>
        <Link to="/register">{t('signup.signUpAgain')}</Link>
      </p>
    </EmailLinkCard>
  );
}
