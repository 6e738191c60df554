import { clearStoredToast, readStoredToast, storeToast, type ToastSeverity } from '@blood-donation/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useStoredState } from './prerendering';

export interface ToastMessage {
  /** Changes with every toast, so a new toast restarts the auto-close timer. */
  id: number;
  message: string;
  severity: ToastSeverity;
  /** Auto-close delay in ms; the toast view's default (6000) when left out. */
  duration?: number;
}

interface ToastContextValue {
  toast: ToastMessage | null;
  showToast: (message: string, severity?: ToastSeverity, options?: { duration?: number }) => void;
  closeToast: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);
let nextId = 1;

/**
 * One toast at a time. It stays in localStorage while shown, so a reload (or the admin panel,
 * after the public login) shows it again; closing it removes it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useStoredState<ToastMessage | null>(() => {
    const stored = readStoredToast(localStorage);
    return stored ? { id: 0, ...stored } : null;
  }, null);

  const showToast = useCallback((message: string, severity: ToastSeverity = 'info', options: { duration?: number } = {}) => {
    storeToast(localStorage, message, severity);
    setToast({ id: nextId++, message, severity, ...(options.duration ? { duration: options.duration } : {}) });
  }, [setToast]);

  const closeToast = useCallback(() => {
    clearStoredToast(localStorage);
    setToast(null);
  }, [setToast]);

  const value = useMemo(() => ({ toast, showToast, closeToast }), [toast, showToast, closeToast]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
