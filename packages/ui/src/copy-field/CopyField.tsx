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
  /** Lines the multi-line box shows. */
  rows?: number;
  /** Keeps the label for screen readers only, where a heading or the text around already says what the value is. */
  hideLabel?: boolean;
  /** Ids of text elsewhere on the page that explains the value (a hint under a heading). */
  describedBy?: string;
  /** Announced after a successful copy ("The embed code is on your clipboard"); `copiedLabel` when left out. */
  copiedMessage?: string;
  onCopy?: () => void;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only value with a Copy button that confirms for two seconds. Values read left to right (codes, URLs). */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedLabel,
  failedLabel,
  multiline = false,
  rows = 4,
  hideLabel = false,
  describedBy,
  copiedMessage,
  onCopy,
  className,
}: CopyFieldProps) {
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
    spellCheck: false,
    'aria-describedby': [describedBy, state === 'failed' ? `${id}-failed` : null].filter(Boolean).join(' ') || undefined,
    className: cx('pl-field__input', 'pl-copy__value', multiline && 'pl-field__input--multiline'),
    onFocus: () => fieldRef.current?.select(),
  };

  return (
    <div className={cx('pl-field', 'pl-copy', className)}>
      <label htmlFor={id} className={cx('pl-field__label', hideLabel && 'pl-visually-hidden')}>
        {label}
      </label>
      <div className="pl-copy__row">
        {multiline ? <textarea rows={rows} {...fieldProps} /> : <input type="text" {...fieldProps} />}
        <button type="button" className={cx('pl-button', 'pl-button--secondary', state === 'copied' && 'is-copied')} onClick={() => void copy()}>
          {state === 'copied' ? copiedLabel : copyLabel}
        </button>
      </div>
      <p className="pl-visually-hidden" role="status">
        {state === 'copied' ? (copiedMessage ?? copiedLabel) : ''}
      </p>
      {state === 'failed' ? (
        <p className="pl-field__error" id={`${id}-failed`} role="alert">
          {failedLabel}
        </p>
      ) : null}
    </div>
  );
}
