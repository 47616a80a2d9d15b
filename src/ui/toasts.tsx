import { useUiText } from './messages';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export type Toast = { id: number; message: string; type: ToastType; duration: number };

export const DEFAULT_TOAST_DURATION = 5000;

type ToastApi = { show(message: string, type?: ToastType, duration?: number): void };

const ToastContext = createContext<ToastApi | null>(null);
const ToastListContext = createContext<{ toasts: Toast[]; dismiss(id: number): void }>({
  toasts: [],
  dismiss: () => undefined,
});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, type: ToastType = 'info', duration: number = DEFAULT_TOAST_DURATION) => {
      const id = nextId.current++;
      // Newest first (SPEC point 4 "Toasts").
      setToasts((list) => [{ id, message, type, duration }, ...list]);
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  const list = useMemo(() => ({ toasts, dismiss }), [toasts, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const ICONS: Record<ToastType, string> = { success: '✓', error: '⚠', info: 'ℹ', warning: '!' };

/** The toast stack; each toast is a button so a click or Enter removes it. */
export function ToastList() {
  const { toasts, dismiss } = useContext(ToastListContext);
  const ui = useUiText();
  return (
    <div className="toasts" role="status" aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={`toast toast-${toast.type}`}
          onClick={() => dismiss(toast.id)}
          title={ui.dismiss}
        >
          <span className="toast-icon" aria-hidden="true">
            {ICONS[toast.type]}
          </span>
          <span className="toast-message">{toast.message}</span>
        </button>
      ))}
    </div>
  );
}
