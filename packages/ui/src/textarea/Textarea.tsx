import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { LabelledField, splitField } from '../internal/field';

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
export function Textarea({ counterLabel, maxLength, value, defaultValue, ...props }: TextareaProps) {
  const [field, rest] = splitField(props);
  const length = String(value ?? defaultValue ?? '').length;
  return (
    <LabelledField
      {...field}
      control={(control) => (
        <textarea
          {...control}
          dir="auto"
          className="pl-field__input pl-field__input--multiline"
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          {...rest}
        />
      )}
    >
      {maxLength !== undefined && counterLabel && value !== undefined ? (
        <p className="pl-field__hint pl-field__counter" aria-live="polite">
          {counterLabel(length, maxLength)}
        </p>
      ) : null}
    </LabelledField>
  );
}
