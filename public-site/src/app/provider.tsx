import type { ReactNode } from 'react';
import { ToastHost } from '../components/ui/toast-host';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';
import { ToastProvider } from '../lib/toast';

/** Everything the pages share: theme, toasts and the auth state. Goes inside the router. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          {children}
          <ToastHost />
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
