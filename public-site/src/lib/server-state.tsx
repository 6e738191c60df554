import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * TanStack Query's provider, around every page that reads or writes server state. It loads with those pages (see
 * withServerState): the home page, within its 90 KB budget, neither needs nor downloads TanStack Query.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
