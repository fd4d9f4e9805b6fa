import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The narrow card of the pages outside the dashboard (sign-in, sign-up, the email links, set-up). */
export function AuthCard({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <main className="auth-card">
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** A link that leads on to another page and looks like one of the design system's buttons. */
export function ButtonLink({ to, variant = 'primary', children }: { to: string; variant?: 'primary' | 'secondary'; children: ReactNode }) {
  return (
    <Link className={`pl-button pl-button--${variant}`} to={to}>
      {children}
    </Link>
  );
}
