import { type ComponentType, lazy, type ReactNode } from 'react';
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

/**
 * A lazy page inside TanStack Query's QueryClientProvider (server-state.tsx), the page's chunk and the provider's
 * loaded together. The provider is not in AppProvider: TanStack Query's client is 7 KB of gzip that the home page,
 * which reads no server state, would carry past its 90 KB budget.
 */
export function withServerState<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Page, { ServerStateProvider }] = await Promise.all([load(), import('./server-state')]);
    return {
      default: (props: Props) => (
        <ServerStateProvider>
          <Page {...props} />
        </ServerStateProvider>
      ),
    };
  });
}
