import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useFieldIds } from '../internal/field-ids';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** "Some selected" (a select-all box over a partly selected list); read out as mixed. */
  indeterminate?: boolean;
}

/** A native checkbox with its label; Space toggles it, as everywhere else on the platform. */
export function Checkbox({ label, hint, error, indeterminate = false, className, ...input }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  useEffect(() => {
    // indeterminate exists only as a DOM property, never as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={cx('pl-check', className)}>
      <input ref={ref} id={id} type="checkbox" className="pl-check__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <label htmlFor={id} className="pl-check__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="pl-field__hint pl-check__note">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="pl-field__error pl-check__note" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
