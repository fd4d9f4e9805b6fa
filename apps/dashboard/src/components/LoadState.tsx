import { EmptyState, ErrorState, Spinner } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';

type LoadError = string | null | undefined;

/** While data loads: a spinner, or why it could not load; nothing once it is there. */
export function LoadState({ loading, error }: { loading: boolean; error: LoadError }) {
  const { t } = useTranslation();
  if (error) return <Alert>{error}</Alert>;
  return loading ? <Spinner label={t('common.loading')} /> : null;
}

/** A list's state: loading, failed, or what to say when it holds nothing. */
export function ListState({ items, error, empty }: { items: readonly unknown[] | null | undefined; error: LoadError; empty: string }) {
  return (
    <>
      <LoadState loading={!items} error={error} />
      {items?.length === 0 ? <EmptyState description={empty} /> : null}
    </>
  );
}

/** Like LoadState, but a failed load offers to try again, and the spinner shows again while it does. */
export function RetryLoadState({ loading, error, onRetry }: { loading: boolean; error: LoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <ErrorState message={error} onRetry={onRetry} retryLabel={t('common.retry')} /> : null}
      {loading ? <Spinner label={t('common.loading')} /> : null}
    </>
  );
}
