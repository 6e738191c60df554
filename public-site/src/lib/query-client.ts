import { QueryClient } from '@tanstack/react-query';

/**
 * The site's one cache of server state (TanStack Query). A failed call is not tried again by itself (the screens say
 * it failed, as they always did; the API client already renews an expired session once), calls go out even when the
 * browser thinks it is offline (the screens then show their 'no response' text), and a list is read again when its
 * page opens, not when the window regains focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false },
    mutations: { retry: false, networkMode: 'always' },
  },
});
