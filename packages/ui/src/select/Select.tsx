import type { ReactNode, SelectHTMLAttributes } from 'react';
import { LabelledField, splitField } from '../internal/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…") for fields with no default. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
}

/**
 * A labelled native <select>: the platform gives keyboard, typeahead, screen-reader and mobile
 * pickers for free, and it mirrors in right-to-left pages with no extra code.
 */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const [field, rest] = splitField(props);
  return (
    <LabelledField
      {...field}
      control={(control) => (
        <select {...control} className="pl-field__input pl-select" {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
