export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it leaves by itself; errors stay until dismissed unless given one. */
  durationMs?: number;
}

export interface ToastEntry {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number | null;
}

export const DEFAULT_TOAST_MS = 5000;

/** Fills in defaults: info and success leave after 5 s; errors wait, so nobody misses them. */
export function toEntry(id: number, input: ToastInput): ToastEntry {
  const tone = input.tone ?? 'info';
  const durationMs = input.durationMs ?? (tone === 'error' ? null : DEFAULT_TOAST_MS);
  return { id, message: input.message, tone, durationMs };
}
