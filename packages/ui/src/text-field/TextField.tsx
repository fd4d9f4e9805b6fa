import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The message that says what is wrong; linked to the input for screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['pl-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="pl-field__label">{label}</label>
      <input id={id} className="pl-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? <p id={`${id}-hint`} className="pl-field__hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="pl-field__error" role="alert">{error}</p> : null}
    </div>
  );
}
