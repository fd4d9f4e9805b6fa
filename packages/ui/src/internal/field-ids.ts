import { useId } from 'react';

/** Ids that tie a control to its label, hint and error so screen readers read them together. */
export function useFieldIds(hasHint: boolean, hasError: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
