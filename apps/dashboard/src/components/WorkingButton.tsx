import { Button, type ButtonProps } from '@parley/ui';
import { useTranslation } from 'react-i18next';

/** A button that says "Working…" in the page's language while its action runs. */
export function WorkingButton(props: Omit<ButtonProps, 'loadingLabel'>) {
  const { t } = useTranslation();
  return <Button loadingLabel={t('common.working')} {...props} />;
}

/** A form's submit button: "Working…" while what it sent is on its way. */
export function SubmitButton(props: Omit<ButtonProps, 'loadingLabel' | 'type'>) {
  return <WorkingButton type="submit" {...props} />;
}

/** The ghost button that backs out of a form or a confirmation without doing anything. */
export function CancelButton(props: Omit<ButtonProps, 'variant' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" {...props}>
      {t('common.cancel')}
    </Button>
  );
}

/**
 * A list row's ghost "Delete" button. `label` names the row, since every row's button otherwise
 * sounds the same to a screen reader.
 */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" onClick={onClick} aria-label={label}>
      {t('knowledge.delete')}
    </Button>
  );
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
      <SubmitButton data-testid={testId} loading={busy}>
        {children}
      </SubmitButton>
      {saved || live ? (
        <span role="status" className="success">
          {saved ? savedLabel : ''}
        </span>
      ) : null}
    </div>
  );
}

/** A list row's Edit and Delete buttons, side by side. */
export function EditDeleteRow({ onEdit, deleteLabel, onDelete }: { onEdit: () => void; deleteLabel: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="row">
      <Button variant="secondary" onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <DeleteButton label={deleteLabel} onClick={onDelete} />
    </div>
  );
}
