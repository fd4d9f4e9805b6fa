import type { ReactNode } from 'react';
import { cx } from './cx';
import { useFieldIds } from './field-ids';

/** What a form control needs so that its label, hint and error are read together with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldNotesProps {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string | null;
  /** Added to both notes: a checkbox indents them past its box. */
  noteClassName?: string;
  /** Shown between the hint and the error (a character counter). */
  children?: ReactNode;
}

/** The hint and error lines under a control, carrying the ids its `aria-describedby` names. */
export function FieldNotes({ hintId, errorId, hint, error, noteClassName, children }: FieldNotesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={cx('pl-field__hint', noteClassName)}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={cx('pl-field__error', noteClassName)} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The ids of a field and the attributes its control takes, in one call. */
export function useField(hint: ReactNode, error: string | null | undefined) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  const control: FieldControlProps = { id: ids.id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy };
  return { ...ids, control };
}

/** The props every labelled field takes besides its control's own. */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string | undefined;
}

/** Splits a field's props into the frame's and the control's. */
export function splitField<P extends FieldProps>({ label, hint, error, className, ...control }: P) {
  return [{ label, hint, error, className }, control] as const;
}

interface LabelledFieldProps extends FieldProps {
  /** Draws the control, given the id and ARIA attributes that tie it to the label and notes. */
  control: (props: FieldControlProps) => ReactNode;
  /** Shown between the hint and the error. */
  children?: ReactNode;
}

/** A label above a control, then its hint and error: the frame of TextField, Textarea and Select. */
export function LabelledField({ label, hint, error, className, control, children }: LabelledFieldProps) {
  const field = useField(hint, error);
  return (
    <div className={cx('pl-field', className)}>
      <label htmlFor={field.id} className="pl-field__label">
        {label}
      </label>
      {control(field.control)}
      <FieldNotes hintId={field.hintId} errorId={field.errorId} hint={hint} error={error}>
        {children}
      </FieldNotes>
    </div>
  );
}
