import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, hasStoredToken } from './api-client';
import { DEFAULT_PAGE_SIZE, lastPage, pageRange } from './list-page';
import { useToast } from './toast';

/** The load-state texts both history screens share (spec section 8). */
export const OWN_LIST_TEXTS = {
  notAuthenticated: 'User is not authenticated',
  authenticationFailed: 'Authentication failed. Please login again.',
} as const;

export type OwnListState<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; items: T[]; total: number };

export interface OwnListTexts {
  /** Success toast, once the first page is in. */
  loaded: string;
  /** Shown instead of the list when a call fails (other than with 401). */
  failed: string;
  /** Also toast the error's own message when a call fails (other than with 401). */
  toastError?: boolean;
}

/** The page asked for: 0-based, of `pageSize` rows. */
export interface Paging {
  page: number;
  pageSize: number;
}

const FIRST_PAGE: Paging = { page: 0, pageSize: DEFAULT_PAGE_SIZE };

/** Reads page `wanted` of `path`; when it is past the end (after a deletion), the last page that has rows instead. */
async function readPage<T>(path: string, wanted: Paging): Promise<{ paging: Paging; items: T[]; total: number }> {
  const { pageSize } = wanted;
  const first = await api.getPage<T>(path, { range: pageRange(wanted.page, pageSize) });
  const last = lastPage(first.total, pageSize);
  if (first.items.length > 0 || wanted.page <= last) return { paging: wanted, ...first };
  const paging = { page: last, pageSize };
  return { paging, ...(await api.getPage<T>(path, { range: pageRange(last, pageSize) })) };
}

/**
 * GETs the logged-in user's own records a page at a time (`range`, the total from Content-Range): loading, then
 * loaded (a success toast after the first page) or failed. A page past the end (after a deletion) gives way to the
 * last page that has rows. While another page loads, the shown one stays (`busy`). Without a stored token nothing is
 * sent. `texts` must be a constant (the loader depends on it).
 */
export function useOwnList<T>(path: string, texts: OwnListTexts) {
  const { showToast } = useToast();
  const [state, setState] = useState<OwnListState<T>>(() =>
    hasStoredToken() ? { status: 'loading' } : { status: 'failed', message: OWN_LIST_TEXTS.notAuthenticated },
  );
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [busy, setBusy] = useState(false);
  // Only the newest call may change the state; unmounting outdates every call.
  const newest = useRef(0);
  const toasted = useRef(false);

  const load = useCallback(
    (wanted: Paging): Promise<void> => {
      const call = ++newest.current;
      const current = () => call === newest.current;
      return readPage<T>(path, wanted)
        .then(
          ({ paging: shown, items, total }) => {
            if (!current()) return;
            setPaging(shown);
            setState({ status: 'loaded', items, total });
            if (!toasted.current) showToast(texts.loaded, 'success');
            toasted.current = true;
          },
          (error: unknown) => {
            if (!current()) return;
            if (error instanceof ApiError && error.status === 401) {
              setState({ status: 'failed', message: OWN_LIST_TEXTS.authenticationFailed });
              return;
            }
            setState({ status: 'failed', message: texts.failed });
            if (texts.toastError) showToast(error instanceof Error ? error.message : texts.failed, 'error');
          },
        )
        .finally(() => {
          if (current()) setBusy(false);
        });
    },
    [path, texts, showToast],
  );

  useEffect(() => {
    if (hasStoredToken()) void load(FIRST_PAGE);
    return () => {
      newest.current += 1;
    };
  }, [load]);

  const goTo = (next: Paging) => {
    setPaging(next);
    setBusy(true);
    void load(next);
  };

  return {
    state,
    busy,
    /** For the list's Pagination: a new page size starts again at the first page. */
    pagination: {
      ...paging,
      total: state.status === 'loaded' ? state.total : 0,
      onPageChange: (page: number) => goTo({ ...paging, page }),
      onPageSizeChange: (pageSize: number) => goTo({ page: 0, pageSize }),
    },
    /** Loads the shown page again (after a deletion); settles once it is in. */
    reload: () => {
      setBusy(true);
      return load(paging);
    },
  };
}
