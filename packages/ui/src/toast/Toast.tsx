import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { toEntry, type ToastEntry, type ToastInput } from './toast-store';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of each toast's × button, in the page's language. */
  dismissLabel: string;
  /** Names the region that holds the toasts ("Notifications"). */
  regionLabel: string;
  /** The most toasts shown at once; older ones leave first. */
  limit?: number;
}

/**
 * Holds the toasts of an app and draws them in a live region at the block-end, inline-end corner
 * (bottom right, bottom left in RTL). Errors use role="alert" and are announced at once; others
 * politely. A toast's timer pauses while it is hovered or holds focus.
 */
export function ToastProvider({ children, dismissLabel, regionLabel, limit = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((current) => [...current, toEntry(id, input)].slice(-limit));
      return id;
    },
    [limit],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="pl-toasts" aria-label={regionLabel}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, dismissLabel, onDismiss }: { toast: ToastEntry; dismissLabel: string; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (toast.durationMs === null || paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, paused, onDismiss]);

  return (
    <div
      className={cx('pl-toast', `pl-toast--${toast.tone}`)}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="pl-toast__message">{toast.message}</p>
      <button type="button" className="pl-toast__dismiss" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The toast functions of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
