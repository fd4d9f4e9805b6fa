import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useFieldIds } from '../internal/field-ids';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The message that says what is wrong; linked to the input for screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled text input (the design system's "input"), with hint and error wired by ARIA. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={cx('pl-field', className)}>
      <label htmlFor={id} className="pl-field__label">
        {label}
      </label>
      <input id={id} className="pl-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
