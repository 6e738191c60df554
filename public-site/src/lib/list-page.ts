/** Page sizes of the history lists (spec section 9); a list starts with 5 rows a page. */
export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 5;
