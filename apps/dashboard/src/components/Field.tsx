import { useId, type ReactNode } from 'react';
import { FieldError } from './Alert';

/** What a field's control needs to be labelled and described (spread it on the <select>, <textarea> or <input>). */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control's id, where the page needs to reach it (to focus it); otherwise one is made. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A design-system field around a control the design system has no component for (a native select
 * with its own options, a textarea with a ref): label, hint and error wired to it by ARIA.
 */
export function Field({ label, hint, error, id: given, children }: FieldProps) {
  const made = useId();
  const id = given ?? made;
  const hasError = error !== null && error !== undefined && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pl-field">
      <label className="pl-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': hasError ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="pl-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
