import { ApiError, CALL_FAILURE_TEXTS, hasStoredToken, lastPage, type ListPage, type ListQuery, pageRange } from '@blood-donation/domain';
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './list-page';
import { useToast } from './toast';

/** The load-state texts both history screens share (spec section 8). */
export const OWN_LIST_TEXTS = {
  notAuthenticated: 'User is not authenticated',
  authenticationFailed: CALL_FAILURE_TEXTS.authenticationFailed,
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

/** A page of the user's own records, and which page it turned out to be. */
export interface OwnPage<T> {
  paging: Paging;
  items: T[];
  total: number;
}

const FIRST_PAGE: Paging = { page: 0, pageSize: DEFAULT_PAGE_SIZE };

/** Reads page `wanted` with `read`; when it is past the end (after a deletion), the last page that has rows instead. */
async function readOwnPage<T>(read: (range: ListQuery['range']) => Promise<ListPage<T>>, wanted: Paging): Promise<OwnPage<T>> {
  const { pageSize } = wanted;
  const first = await read(pageRange(wanted.page, pageSize));
  const last = lastPage(first.total, pageSize);
  if (first.items.length > 0 || wanted.page <= last) return { paging: wanted, ...first };
  return { paging: { page: last, pageSize }, ...(await read(pageRange(last, pageSize))) };
}

/**
 * The query options of one page of a list of the user's own records, under `key` (the feature's key of that list):
 * nothing is sent without a stored token; while another page loads, the shown one stays.
 */
export function ownPageQueryOptions<T>(key: QueryKey, read: (range: ListQuery['range']) => Promise<ListPage<T>>, paging: Paging) {
  return queryOptions({
    queryKey: [...key, paging],
    queryFn: () => readOwnPage(read, paging),
    enabled: hasStoredToken(),
    placeholderData: keepPreviousData,
  });
}

/**
 * A screen's list of the user's own records, a page at a time (`pageQuery` gives the query options of a page, see
 * ownPageQueryOptions): loading, then loaded (a success toast after the first page) or failed; `busy` while another
 * page loads. `texts` must be a constant.
 */
export function useOwnList<T>(pageQuery: (paging: Paging) => ReturnType<typeof ownPageQueryOptions<T>>, texts: OwnListTexts) {
  const { showToast } = useToast();
  const [signedIn] = useState(hasStoredToken);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const query = useQuery(pageQuery(paging));
  const { data, error, isPlaceholderData } = query;
  const toasted = useRef(false);

  useEffect(() => {
    if (!data || toasted.current) return;
    toasted.current = true;
    showToast(texts.loaded, 'success');
  }, [data, texts, showToast]);

  const unauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (error && !unauthorized && texts.toastError) showToast(error.message || texts.failed, 'error');
  }, [error, unauthorized, texts, showToast]);

  let state: OwnListState<T> = { status: 'loading' };
  if (!signedIn) state = { status: 'failed', message: OWN_LIST_TEXTS.notAuthenticated };
  else if (error) state = { status: 'failed', message: unauthorized ? OWN_LIST_TEXTS.authenticationFailed : texts.failed };
  else if (data) state = { status: 'loaded', items: data.items, total: data.total };

  // The page on screen: the one asked for, or the one the answer turned out to be (a page past the end gave way).
  const shown = data && !isPlaceholderData ? data.paging : paging;
  const goTo = (next: Paging) => setPaging(next);

  return {
    state,
    busy: query.isFetching && data !== undefined,
    /** For the list's Pagination: a new page size starts again at the first page. */
    pagination: {
      ...shown,
      total: data?.total ?? 0,
      onPageChange: (page: number) => goTo({ ...shown, page }),
      onPageSizeChange: (pageSize: number) => goTo({ page: 0, pageSize }),
    },
  };
}
