import type { ReactNode } from 'react';

/**
 * A problem the page reports (a failed load, a refused form): announced at once, and absent when
 * there is nothing to say, so callers pass the message, or `null`, without a condition of their own.
 */
export function Alert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p role="alert" className="alert">
      {children}
    </p>
  );
}

/** What is wrong with one hand-built field (a file input, a check list), under it as the design system's fields show it. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} className="pl-field__error" role="alert">
      {children}
    </p>
  );
}
