import { type ComponentType, lazy } from 'react';

/**
 * A lazy page inside TanStack Query's QueryClientProvider (server-state.tsx), the page's chunk and the provider's
 * loaded together. The provider is not in the app's AppProvider: TanStack Query's client is 7 KB of
 * gzip that the home page would carry past its 90 KB budget (its one server-state section loads this way too).
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
