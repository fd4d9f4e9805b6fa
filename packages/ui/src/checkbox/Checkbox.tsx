import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldNotes, useField } from '../internal/field';

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
  const field = useField(hint, error);
  useEffect(() => {
    // indeterminate exists only as a DOM property, never as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={cx('pl-check', className)}>
      <input ref={ref} {...field.control} type="checkbox" className="pl-check__input" {...input} />
      <label htmlFor={field.id} className="pl-check__label">
        {label}
      </label>
      <FieldNotes hintId={field.hintId} errorId={field.errorId} hint={hint} error={error} noteClassName="pl-check__note" />
    </div>
  );
}
