import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { sortFiles, type FileRejection } from './accept';

export interface FileDropZoneProps {
  /** The instruction ("Drop PDF or Word files here, or choose files"). */
  label: ReactNode;
  /**
   * The button that opens the file picker ("Choose files"). Without it the label is the button's
   * text, for an app that has one sentence for both ("Choose files to upload, or drop them here").
   */
  buttonLabel?: string;
  /** What is allowed, in words ("PDF, DOCX, up to 10 MB"). */
  hint?: ReactNode;
  /** Extensions and MIME types, as <input accept> takes them. */
  accept?: readonly string[];
  maxBytes?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Shown under the zone, e.g. an upload failure or the reason files were refused. */
  error?: string | null;
  /** Accepted files, and any refused ones so the app can say why in its own words. */
  onFiles: (accepted: File[], rejected: FileRejection[]) => void;
  /** More inside the zone, under the button: an upload's progress, say. */
  children?: ReactNode;
  className?: string;
}

/**
 * Drag files onto it, or use its button (keyboard and screen-reader path: a real file input
 * behind a real button, named by the label so tools that pick files find it). The same accept and
 * size rules apply to both ways in.
 */
export function FileDropZone({
  label,
  buttonLabel,
  hint,
  accept = [],
  maxBytes,
  multiple = true,
  disabled = false,
  error,
  onFiles,
  children,
  className,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const id = useId();

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const { accepted, rejected } = sortFiles(Array.from(list), { accept, maxBytes, maxFiles: multiple ? undefined : 1 });
    onFiles(accepted, rejected);
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    // Children fire their own enter/leave; counting keeps the highlight from flickering.
    depth.current += 1;
    if (!disabled) setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };

  const hintText = hint ? (
    <p className="pl-field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;

  return (
    <div
      className={cx('pl-drop', dragging && 'is-dragging', disabled && 'is-disabled', error && 'is-invalid', className)}
      onDragEnter={onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        take(event.dataTransfer.files);
      }}
    >
      {buttonLabel ? (
        <p className="pl-drop__label" id={`${id}-label`}>
          {label}
        </p>
      ) : null}
      {buttonLabel ? hintText : null}
      <input
        ref={inputRef}
        type="file"
        className="pl-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        aria-labelledby={`${id}-label`}
        accept={accept.join(',') || undefined}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <button
        type="button"
        id={buttonLabel ? undefined : `${id}-label`}
        className="pl-button pl-button--secondary"
        disabled={disabled}
        aria-describedby={[buttonLabel ? `${id}-label` : null, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel ?? label}
      </button>
      {buttonLabel ? null : hintText}
      {children}
      {error ? (
        <p className="pl-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
