import { Spinner } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';

/** While data loads: a spinner, or why it could not load; nothing once it is there. */
export function LoadState({ loading, error }: { loading: boolean; error: string | null | undefined }) {
  const { t } = useTranslation();
  if (error) return <Alert>{error}</Alert>;
  return loading ? <Spinner label={t('common.loading')} /> : null;
}
