import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { useFieldIds } from '../internal/field-ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…") for fields with no default. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
}

/**
 * A labelled native <select>: the platform gives keyboard, typeahead, screen-reader and mobile
 * pickers for free, and it mirrors in right-to-left pages with no extra code.
 */
export function Select({ label, options, placeholder, error, hint, className, ...rest }: SelectProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={cx('pl-field', className)}>
      <label htmlFor={id} className="pl-field__label">
        {label}
      </label>
      <select id={id} className="pl-field__input pl-select" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="pl-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="pl-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
