export interface SpinnerProps {
  /** What is loading, said to screen readers ("Loading conversations"). */
  label: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span className={size === 'sm' ? 'pl-spinner pl-spinner--sm' : 'pl-spinner'} role="status" aria-live="polite">
      <span className="pl-spinner__ring" aria-hidden="true" />
      <span className="pl-visually-hidden">{label}</span>
    </span>
  );
}
