import { useId, type ReactNode } from 'react';
import { FieldError } from './Alert';

export interface AvatarPickerProps {
  /** The picture to show, or null for the name's first letter. */
  src: string | null;
  name: string;
  alt: string;
  label: string;
  hint: ReactNode;
  error?: string;
  onPick: (file: File | null) => void;
}

/** The agent's avatar as it stands and a file input to pick another (persona and widget settings alike). */
export function AvatarPicker({ src, name, alt, label, hint, error, onPick }: AvatarPickerProps) {
  const ids = useId();
  return (
    <div className="avatar-row">
      {src ? (
        <img className="avatar" src={src} alt={alt} width={72} height={72} />
      ) : (
        <span className="avatar avatar--empty" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="pl-field">
        <label className="pl-field__label" htmlFor={`${ids}-avatar`}>
          {label}
        </label>
        <input
          id={`${ids}-avatar`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
          aria-describedby={`${ids}-avatar-hint`}
        />
        <p id={`${ids}-avatar-hint`} className="pl-field__hint">
          {hint}
        </p>
        <FieldError>{error}</FieldError>
      </div>
    </div>
  );
}
