import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';

export interface ErrorStateProps {
  /** What went wrong, in words the person can act on (often the server's message inside a sentence). */
  message: ReactNode;
  /** Loads again; the button calls it. */
  onRetry: () => void;
  /** The retry button's words ("Try again"). */
  retryLabel: string;
  /** `primary` where retrying is the only thing to do on the page; `secondary` beside other content. */
  retryVariant?: 'primary' | 'secondary';
  className?: string;
}

/**
 * A load that failed and the way out: the message and a retry button in one `role="alert"`
 * region, so the failure is announced once, with the button right after it in reading and Tab order.
 */
export function ErrorState({ message, onRetry, retryLabel, retryVariant = 'secondary', className }: ErrorStateProps) {
  return (
    <div role="alert" className={cx('pl-error-state', className)}>
      <p className="pl-error-state__message">{message}</p>
      <Button variant={retryVariant} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
