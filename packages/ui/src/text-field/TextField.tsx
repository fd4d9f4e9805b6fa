import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField, splitField } from '../internal/field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The message that says what is wrong; linked to the input for screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled text input (the design system's "input"), with hint and error wired by ARIA. */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitField(props);
  return <LabelledField {...field} control={(control) => <input {...control} className="pl-field__input" {...input} />} />;
}
