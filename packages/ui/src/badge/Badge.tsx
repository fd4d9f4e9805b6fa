import type { ReactNode } from 'react';

export interface BadgeProps {
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'brand';
  children: ReactNode;
}

/** A short status word. The colour repeats the text; it never carries meaning alone. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`pl-badge pl-badge--${tone}`}>{children}</span>;
}
