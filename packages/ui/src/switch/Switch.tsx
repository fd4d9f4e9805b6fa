import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldNotes } from '../internal/field';
import { useFieldIds } from '../internal/field-ids';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'role'> {
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * An on/off setting that applies at once. A native checkbox with role="switch" (read as "on"/"off"),
 * so Space, forms and labels work without script; the track is drawn in CSS and flips in RTL.
 */
export function Switch({ label, hint, className, ...input }: SwitchProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), false);
  return (
    <div className={cx('pl-switch', className)}>
      <input id={id} type="checkbox" role="switch" className="pl-switch__input" aria-describedby={describedBy} {...input} />
      <label htmlFor={id} className="pl-switch__label">
        <span className="pl-switch__track" aria-hidden="true">
          <span className="pl-switch__thumb" />
        </span>
        {label}
      </label>
      <FieldNotes hintId={hintId} errorId={errorId} hint={hint} />
    </div>
  );
}
