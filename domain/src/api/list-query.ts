/** The most rows one page of a list endpoint answers (the backend clamps `range` to it). */
export const MAX_PAGE_ROWS = 100;

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

/** The query parameters of a list call: range and sort as given, the filter without its empty keys (none when all are). */
export function listParams({ range, sort, filter }: ListQuery): { range: ListQuery['range']; sort?: ListQuery['sort']; filter?: ListQuery['filter'] } {
  const given = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return { range, ...(sort ? { sort } : {}), ...(given.length > 0 ? { filter: Object.fromEntries(given) } : {}) };
}

/**
 * The API client's query serializer: a string as it is, anything else (range, sort, filter) as JSON, URL-encoded;
 * undefined parameters left out. `range=[0,4]&sort=["date","DESC"]&filter={"q":"x"}`.
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

/** `range=[0,4]&sort=["date","DESC"]&filter={"q":"x"}`, URL-encoded; an empty filter is not sent. */
export function listQueryString(query: ListQuery): string {
  return serializeQuery(listParams(query));
}

/**
 * The total of `Content-Range: <unit> <start>-<end>/<total>` (an empty page has `*` instead of `<start>-<end>`): the
 * number after the slash; null when the header is missing or has no number there.
 */
export function totalFromContentRange(header: string | null | undefined): number | null {
  const match = /\/\s*(\d+)\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}
