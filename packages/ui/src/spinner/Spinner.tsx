export function Spinner({ label }: { label: string }) {
  return (
    <span className="pl-spinner" role="status" aria-live="polite">
      <span className="pl-spinner__ring" aria-hidden="true" />
      <span className="pl-visually-hidden">{label}</span>
    </span>
  );
}
