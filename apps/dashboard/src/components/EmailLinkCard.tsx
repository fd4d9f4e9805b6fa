import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSubmit } from '../lib/forms';
import { Alert } from './Alert';
import { AuthCard } from './AuthCard';
import { SubmitForm } from './SubmitForm';

/**
 * The one-time token of the link that opened the page (`?token=…`) and the press that spends it:
 * `spend` throws to say why it could not.
 */
export function useEmailLink(spend: (token: string) => Promise<void>) {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { errors, busy, onSubmit } = useSubmit(
    () => spend(token),
    () => null,
  );
  return { token, error: errors.form, busy, onSubmit };
}

export interface EmailLinkCardProps {
  /** From `useEmailLink`; without a token the page says `missing` and offers no button. */
  link: ReturnType<typeof useEmailLink>;
  title: string;
  body: string;
  missing: string;
  /** The button's words. */
  action: string;
  /** False once pressing again cannot help (the link is spent another way). */
  canAct?: boolean;
  /** The ways on, under the button. */
  children: ReactNode;
}

/**
 * The page an email's one-time link opens. It acts only when the person presses the button, not on
 * load: mail scanners that open links must not spend the link.
 */
export function EmailLinkCard({ link, title, body, missing, action, canAct = true, children }: EmailLinkCardProps) {
  const { token, error, busy, onSubmit } = link;
  return (
    <AuthCard title={title}>
      <p>{body}</p>
      <Alert>{token ? null : missing}</Alert>
      <Alert>{error}</Alert>
      {token && canAct ? <SubmitForm onSubmit={onSubmit} busy={busy} action={action} label={title} /> : null}
      {children}
    </AuthCard>
  );
}
