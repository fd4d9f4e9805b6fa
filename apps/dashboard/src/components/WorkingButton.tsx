import { Button, type ButtonProps } from '@parley/ui';
import { useTranslation } from 'react-i18next';

/** A button that says "Working…" in the page's language while its action runs. */
export function WorkingButton(props: Omit<ButtonProps, 'loadingLabel'>) {
  const { t } = useTranslation();
  return <Button loadingLabel={t('common.working')} {...props} />;
}

export interface SaveRowProps {
  busy: boolean;
  saved: boolean;
  savedLabel: string;
  /** The submit button's words. */
  children: string;
  /** Keep the (empty) status region in the page before saving, where a screen reader should already know it. */
  live?: boolean;
  'data-testid'?: string;
}

/** A form's submit button and, beside it, the polite news that what it sent was saved. */
export function SaveRow({ busy, saved, savedLabel, children, live = false, 'data-testid': testId }: SaveRowProps) {
  return (
    <div className="row">
      <WorkingButton type="submit" data-testid={testId} loading={busy}>
        {children}
      </WorkingButton>
      {saved || live ? (
        <span role="status" className="success">
          {saved ? savedLabel : ''}
        </span>
      ) : null}
    </div>
  );
}
