import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { AuthCard, ButtonLink } from '../../components/AuthCard';
import { EmailLinkCard, useEmailLink } from '../../components/EmailLinkCard';

/** /unlock?token=…: the page the lock email links to; it unlocks when the button is pressed. */
export function UnlockPage() {
  const { t } = useTranslation();
  const [unlocked, setUnlocked] = useState(false);
  const link = useEmailLink(async (token) => {
    await api.unlockAccount({ token });
    setUnlocked(true);
  });

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
    <EmailLinkCard link={link} title={t('unlock.title')} body={t('unlock.body')} missing={t('unlock.missing')} action={t('unlock.action')}>
      <p>
        <Link to="/login">{t('unlock.backToSignIn')}</Link>
      </p>
    </EmailLinkCard>
  );
}
