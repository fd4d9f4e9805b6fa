import { Button } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/forms';

/**
 * /unlock?token=…: the page the lock email links to. It unlocks only when the person presses the
 * button, not on load: mail scanners that open links must not spend a one-time link.
 */
export function UnlockPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [unlocked, setUnlocked] = useState(false);
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      await api.unlockAccount({ token });
      setUnlocked(true);
    },
    () => null,
  );

  if (unlocked) {
    return (
      <main className="auth-card">
        <h1>{t('unlock.doneTitle')}</h1>
        <p role="status">{t('unlock.doneBody')}</p>
        <p className="row">
          <Link className="pl-button pl-button--primary" to="/login">
            {t('unlock.signIn')}
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main className="auth-card">
      <h1>{t('unlock.title')}</h1>
      <p>{t('unlock.body')}</p>
      {!token ? (
        <p role="alert" className="alert">
          {t('unlock.missing')}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="alert">
          {errors.form}
        </p>
      ) : null}
      {token ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('unlock.title')}>
          <Button type="submit" loading={busy} loadingLabel={t('common.working')}>
            {t('unlock.action')}
          </Button>
        </form>
      ) : null}
      <p>
        <Link to="/login">{t('unlock.backToSignIn')}</Link>
      </p>
    </main>
  );
}
