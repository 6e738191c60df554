import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, hasStoredToken } from './api-client';
import { useToast } from './toast';

/** The load-state texts both history screens share (spec section 8). */
export const OWN_LIST_TEXTS = {
  notAuthenticated: 'User is not authenticated',
  authenticationFailed: 'Authentication failed. Please login again.',
} as const;

export type OwnListState<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; items: T[] };

export interface OwnListTexts {
  /** Success toast. */
  loaded: string;
  /** Shown instead of the list when the call fails (other than with 401). */
  failed: string;
  /** Also toast the error's own message when the call fails (other than with 401). */
  toastError?: boolean;
}

/**
 * GETs the logged-in user's own records: loading, then loaded (with a success toast) or failed.
 * Without a stored token nothing is sent. `texts` must be a constant (it is an effect dependency).
 */
export function useOwnList<T>(path: string, texts: OwnListTexts) {
  const { showToast } = useToast();
  const [state, setState] = useState<OwnListState<T>>(() =>
    hasStoredToken() ? { status: 'loading' } : { status: 'failed', message: OWN_LIST_TEXTS.notAuthenticated },
  );

  useEffect(() => {
    if (!hasStoredToken()) return;
    let active = true;
    api.get<T[] | null>(path).then(
      ({ data }) => {
        if (!active) return;
        setState({ status: 'loaded', items: Array.isArray(data) ? data : [] });
        showToast(texts.loaded, 'success');
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 401) {
          setState({ status: 'failed', message: OWN_LIST_TEXTS.authenticationFailed });
          return;
        }
        setState({ status: 'failed', message: texts.failed });
        if (texts.toastError) showToast(error instanceof Error ? error.message : texts.failed, 'error');
      },
    );
    return () => {
      active = false;
    };
  }, [path, texts, showToast]);

  /** Drops the records `keep` rejects (after a deletion). */
  const filterItems = useCallback(
    (keep: (item: T) => boolean) =>
      setState((current) => (current.status === 'loaded' ? { status: 'loaded', items: current.items.filter(keep) } : current)),
    [],
  );

  return { state, filterItems };
}
