import { clearStoredToast, readStoredToast, storeToast, type ToastSeverity } from '@blood-donation/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStoredState } from './prerendering';

export interface ToastMessage {
  /** Changes with every toast, so a new toast restarts the auto-close timer; 0 for the one restored from storage. */
  id: number;
  message: string;
  severity: ToastSeverity;
  /** Auto-close delay in ms; the toast view's default (6000) when left out. */
  duration?: number;
  /** The page the toast is about: leaving it closes the toast (unset until the provider knows the page). */
  page?: string;
}

export interface ToastOptions {
  duration?: number;
  /** The page the app is moving to with this toast (Registration Successful, then /login); default: the current one. */
  page?: string;
}

interface ToastContextValue {
  toast: ToastMessage | null;
  showToast: (message: string, severity?: ToastSeverity, options?: ToastOptions) => void;
  closeToast: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);
let nextId = 1;

const RESTORED_ID = 0;

function restoreToast(): ToastMessage | null {
  const stored = readStoredToast(localStorage);
  return stored ? { id: RESTORED_ID, ...stored } : null;
}

/**
 * One toast at a time, about one page: going to another page closes it. A shown toast is also kept in localStorage,
 * so a full page load (the admin panel after the public login, a reload, reopening the site) shows it, once: the next
 * page takes it out of storage as it shows it (spec: 'restored on reopening; removed on close').
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  const [toast, setToast] = useStoredState<ToastMessage | null>(restoreToast, null);

  // Shown once: the restored toast leaves storage as soon as this page holds it.
  const restored = toast?.id === RESTORED_ID;
  useEffect(() => {
    if (restored) clearStoredToast(localStorage);
  }, [restored]);

  // Another page: the toast of the last one is over. Compared with the page it was shown on (not a count of
  // navigations), so it does not matter whether the router commits the new page before or after the toast.
  useEffect(() => {
    pathnameRef.current = pathname;
    setToast((current) => {
      if (!current || current.page === pathname) return current;
      if (current.page === undefined) return { ...current, page: pathname };
      clearStoredToast(localStorage);
      return null;
    });
  }, [pathname, setToast]);

  const showToast = useCallback((message: string, severity: ToastSeverity = 'info', options: ToastOptions = {}) => {
    storeToast(localStorage, message, severity);
    const page = options.page ?? pathnameRef.current;
    setToast({ id: nextId++, message, severity, page, duration: options.duration });
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
  if (!value) throw new Error('useToast needs <ToastProvider>');
  return value;
}
