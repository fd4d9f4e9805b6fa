import type { FormEvent, ReactNode } from 'react';
import { Alert } from './Alert';
import { AuthCard } from './AuthCard';
import { SubmitForm } from './SubmitForm';

export interface EmailLinkCardProps {
  title: string;
  body: string;
  /** The link's one-time token; without one the page says `missing` and offers no button. */
  token: string;
  missing: string;
  /** Why the last press failed. */
  error?: string;
  /** The button's words. */
  action: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** False once pressing again cannot help (the link is spent another way). */
  canAct?: boolean;
  /** The ways on, under the button. */
  children: ReactNode;
}

/**
 * The page an email's one-time link opens. It acts only when the person presses the button, not on
 * load: mail scanners that open links must not spend the link.
 */
export function EmailLinkCard({ title, body, token, missing, error, action, busy, onSubmit, canAct = true, children }: EmailLinkCardProps) {
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
