import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  /** Shows a busy label and disables the button while an action runs. */
  loading?: boolean;
  loadingLabel?: string;
}

export function Button({ variant = 'primary', size = 'md', loading = false, loadingLabel, children, disabled, className, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={cx('pl-button', `pl-button--${variant}`, size === 'sm' && 'pl-button--sm', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="pl-button__spinner" aria-hidden="true" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
