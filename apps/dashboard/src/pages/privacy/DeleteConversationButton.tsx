import { Button } from '@parley/ui';
import { useState } from 'react';
import { useAction } from '../../lib/hooks';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { changing } from '../../lib/data-changes';
import { Alert } from '../../components/Alert';
import { CancelButton, WorkingButton } from '../../components/WorkingButton';

/**
 * "Delete conversation" for an owner, behind a confirmation that names what goes (the messages,
 * the lead, the events) and what stays (the analytics counts). The server refuses members too.
 */
export function DeleteConversationButton({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { running, problem, run } = useAction();
  const remove = () =>
    run(true, async () => {
      await changing(['conversations', 'leads', 'audit'], () => api.deleteConversation(id));
      setConfirming(false);
      onDeleted();
    });

  return (
    <div className="delete-conversation">
      <Alert>{problem}</Alert>
      {confirming ? (
        <div role="group" aria-label={t('privacy.deleteConversation.confirmTitle')}>
          <p>
            <strong>{t('privacy.deleteConversation.confirmTitle')}</strong> {t('privacy.deleteConversation.confirmBody')}
          </p>
          <WorkingButton variant="danger" loading={running !== null} onClick={() => void remove()}>
            {t('privacy.deleteConversation.confirm')}
          </WorkingButton>
          <CancelButton onClick={() => setConfirming(false)} autoFocus />
        </div>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('privacy.deleteConversation.action')}
        </Button>
      )}
    </div>
  );
}
