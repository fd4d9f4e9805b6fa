import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/forms';
import { AuthCard, ButtonLink } from '../../components/AuthCard';
import { EmailLinkCard } from '../../components/EmailLinkCard';

/** /unlock?token=…: the page the lock email links to; it unlocks when the button is pressed. */
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
      <AuthCard title={t('unlock.doneTitle')}>
        <p role="status">{t('unlock.doneBody')}</p>
        <p className="row">
          <ButtonLink to="/login">{t('unlock.signIn')}</ButtonLink>
        </p>
      </AuthCard>
    );
  }
  return (
    <EmailLinkCard
      title={t('unlock.title')}
      body={t('unlock.body')}
      token={token}
      missing={t('unlock.missing')}
      error={errors.form}
      action={t('unlock.action')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <p>
        <Link to="/login">{t('unlock.backToSignIn')}</Link>
      </p>
    </EmailLinkCard>
  );
}
