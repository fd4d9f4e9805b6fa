import type { ReactNode } from 'react';

/** A line the widget tells the visitor: `alert` (read out at once) for what went wrong, `status` for news. */
export function Notice({ role = 'alert', children }: { role?: 'alert' | 'status'; children: ReactNode }) {
  return (
    <p role={role} className="notice">
      {children}
    </p>
  );
}
