import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { useFieldIds } from '../internal/field-ids';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /**
   * Words for "{count} of {max} characters", given the numbers; shown under the field when
   * `maxLength` is set, so the counter speaks the page's language.
   */
  counterLabel?: (count: number, max: number) => string;
}

/** A labelled multi-line field; `dir="auto"` by default so a visitor's text keeps its own direction. */
export function Textarea({ label, error, hint, counterLabel, className, maxLength, value, defaultValue, ...rest }: TextareaProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  const length = String(value ?? defaultValue ?? '').length;
  return (
    <div className={cx('pl-field', className)}>
      <label htmlFor={id} className="pl-field__label">
        {label}
      </label>
      <textarea
        id={id}
        dir="auto"
        className="pl-field__input pl-field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="pl-field__hint">
          {hint}
        </p>
      ) : null}
      {maxLength !== undefined && counterLabel && value !== undefined ? (
        <p className="pl-field__hint pl-field__counter" aria-live="polite">
          {counterLabel(length, maxLength)}
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
