import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { copyText } from './copy-text';

/** How long "Copied" shows before the button says "Copy" again. */
export const COPIED_CONFIRMATION_MS = 2000;

export interface CopyFieldProps {
  label: ReactNode;
  value: string;
  copyLabel: string;
  /** Shown on the button for two seconds after a successful copy, and announced. */
  copiedLabel: string;
  /** Said when the browser refused the copy, so the person selects the text by hand. */
  failedLabel: string;
  /** Show the value in a multi-line box (snippets) instead of one line (keys, links). */
  multiline?: boolean;
  onCopy?: () => void;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only value with a Copy button that confirms for two seconds. Values read left to right (codes, URLs). */
export function CopyField({ label, value, copyLabel, copiedLabel, failedLabel, multiline = false, onCopy, className }: CopyFieldProps) {
  const id = useId();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    const ok = await copyText(value, fieldRef.current?.ownerDocument ?? document);
    if (timer.current) clearTimeout(timer.current);
    setState(ok ? 'copied' : 'failed');
    if (ok) {
      onCopy?.();
      timer.current = setTimeout(() => setState('idle'), COPIED_CONFIRMATION_MS);
    } else {
      fieldRef.current?.select();
    }
  };

  const fieldProps = {
    id,
    ref: fieldRef,
    readOnly: true,
    value,
    dir: 'ltr' as const,
    className: cx('pl-field__input', 'pl-copy__value', multiline && 'pl-field__input--multiline'),
    onFocus: () => fieldRef.current?.select(),
  };

  return (
    <div className={cx('pl-field', 'pl-copy', className)}>
      <label htmlFor={id} className="pl-field__label">
        {label}
      </label>
      <div className="pl-copy__row">
        {multiline ? <textarea rows={4} {...fieldProps} /> : <input type="text" {...fieldProps} />}
        <button type="button" className={cx('pl-button', 'pl-button--secondary', state === 'copied' && 'is-copied')} onClick={() => void copy()}>
          {state === 'copied' ? copiedLabel : copyLabel}
        </button>
      </div>
      <p className="pl-visually-hidden" role="status">
        {state === 'copied' ? copiedLabel : ''}
      </p>
      {state === 'failed' ? (
        <p className="pl-field__error" role="alert">
          {failedLabel}
        </p>
      ) : null}
    </div>
  );
}
