import type { ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface EmptyStateProps {
  /** A heading for the empty list or page; leave it out inside a section whose heading already says what is empty. */
  title?: ReactNode;
  description?: ReactNode;
  /** The next step (usually one Button). */
  action?: ReactNode;
  /** A decorative picture; hidden from screen readers. */
  icon?: ReactNode;
  /** Heading level that fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when it has nothing yet, and the one thing to do about it. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('pl-empty', className)}>
      {icon ? (
        <div className="pl-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      {title ? <Heading className="pl-empty__title">{title}</Heading> : null}
      {description ? <p className="pl-empty__description">{description}</p> : null}
      {action ? <div className="pl-empty__action">{action}</div> : null}
    </div>
  );
}
