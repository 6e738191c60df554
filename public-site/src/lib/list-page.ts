/** The most rows one page of a list endpoint answers (the backend clamps `range` to it). */
export const MAX_PAGE_ROWS = 100;

/** Page sizes of the history lists (spec section 9); a list starts with 5 rows a page. */
export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 5;

export type SortOrder = 'ASC' | 'DESC';

/**
 * The page of a list endpoint to read, react-admin style: each part goes as a JSON query parameter.
 * `range` is 0-based and inclusive; without `sort` or `filter` the endpoint's own order and every row apply.
 */
export interface ListQuery {
  range: readonly [start: number, end: number];
  sort?: readonly [field: string, order: SortOrder];
  /** Keys whose value is undefined, null or '' are left out. */
  filter?: Record<string, string | number | boolean | null | undefined>;
}

/** The rows of page `page` (0-based) when a page holds `pageSize` rows. */
export function pageRange(page: number, pageSize: number): [number, number] {
  return [page * pageSize, (page + 1) * pageSize - 1];
}

/** The last page (0-based) that holds rows, 0 when there are none. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}

/** `range=[0,4]&sort=["date","DESC"]&filter={"q":"x"}`, URL-encoded; an empty filter is not sent. */
export function listQueryString({ range, sort, filter }: ListQuery): string {
  const params = new URLSearchParams({ range: JSON.stringify(range) });
  if (sort) params.set('sort', JSON.stringify(sort));
  const given = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (given.length > 0) params.set('filter', JSON.stringify(Object.fromEntries(given)));
  return params.toString();
}

/**
 * The total of `Content-Range: <unit> <start>-<end>/<total>` (an empty page has `*` instead of `<start>-<end>`): the
 * number after the slash; null when the header is missing or has no number there.
 */
export function totalFromContentRange(header: string | null | undefined): number | null {
  const match = /\/\s*(\d+)\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}
