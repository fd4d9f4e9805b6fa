import { TextField, type TextFieldProps } from '@parley/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './WorkingButton';

export interface SubmitFormProps {
  /** `useSubmit`'s handler: it validates, sends and keeps what was typed when the server refuses it. */
  onSubmit: (event: FormEvent) => Promise<void>;
  busy: boolean;
  /** The submit button's words. */
  action: string;
  /** The form's name for screen readers, where no heading names it. */
  label?: string;
  className?: string;
  /** The fields, above the button. */
  children?: ReactNode;
}

/** A form whose fields end in one submit button; the browser's own validation stays off for the page's messages. */
export function SubmitForm({ onSubmit, busy, action, label, className, children }: SubmitFormProps) {
  return (
    <form className={className} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
      {children}
      <SubmitButton loading={busy}>{action}</SubmitButton>
    </form>
  );
}

/** A new password: the browser may suggest one, and the field says the rule the server applies. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  const { t } = useTranslation();
  return <TextField type="password" autoComplete="new-password" hint={t('auth.passwordRule')} {...props} />;
}

/** The password the person has now, which the browser may fill in. */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}
