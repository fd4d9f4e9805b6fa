import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField, splitField } from '../internal/field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The message that says what is wrong; linked to the input for screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

/** What is typed left to right in every language: on a right-to-left page "http://x/" would show as "/http://x". */
const LEFT_TO_RIGHT_TYPES = new Set(['url', 'email', 'tel']);

/** A labelled text input (the design system's "input"), with hint and error wired by ARIA. */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitField(props);
  const dir = input.dir ?? (input.type && LEFT_TO_RIGHT_TYPES.has(input.type) ? 'ltr' : undefined);
  return <LabelledField {...field} control={(control) => <input {...control} className="pl-field__input" {...input} dir={dir} />} />;
}
