import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { ListDefinition, SortOrder } from './list-definition';
import { FilterError } from './list-filters';

export const MAX_PAGE_ROWS = 100;
export const DEFAULT_RANGE: [number, number] = [0, 9];

/** The react-admin (ra-data-simple-rest) list query: range, sort and filter, each a JSON text. */
export interface ListQuery {
  /** First row, 0-based. */
  start: number;
  /** Last row wanted, inclusive, clamped so that at most MAX_PAGE_ROWS rows come back. */
  end: number;
  sort: { field: string; order: SortOrder };
  filter: Record<string, unknown>;
}

const fail = (parameter: string, message: string): never => {
  throw new ValidationFailedException({ [parameter]: [message] });
};

/** The parsed JSON of one query parameter, undefined when it is absent; a 400 naming it when it is not JSON. */
function json(query: Request['query'], parameter: string, message: string): unknown {
  const raw = query[parameter];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') return fail(parameter, message);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(parameter, message);
  }
}

const isIndex = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export const rangeMessage = (): string => 'range must be a JSON array [start, end] of whole numbers with 0 <= start <= end';
export const sortMessage = (list: ListDefinition): string =>
  `sort must be a JSON array ["field", "ASC" | "DESC"] with field one of: ${Object.keys(list.sorts).join(', ')}`;
export const filterMessage = (list: ListDefinition): string => `filter must be a JSON object with only the optional keys: ${Object.keys(list.filters).join(', ')}`;

/** Parses range, sort and filter against `list`; any fault is a 400 naming the parameter. */
export function parseListQuery(list: ListDefinition, query: Request['query']): ListQuery {
  const range = json(query, 'range', rangeMessage());
  if (range !== undefined && (!Array.isArray(range) || range.length !== 2 || !isIndex(range[0]) || !isIndex(range[1]) || range[1] < range[0])) fail('range', rangeMessage());

  const sortJson = json(query, 'sort', sortMessage(list)) ?? list.defaultSort;
  if (!Array.isArray(sortJson) || sortJson.length !== 2 || typeof sortJson[0] !== 'string' || !Object.hasOwn(list.sorts, sortJson[0])) {
    fail('sort', sortMessage(list));
  }
  const sort = sortJson as unknown[];
  const order = typeof sort[1] === 'string' ? sort[1].toUpperCase() : undefined;
  if (order !== 'ASC' && order !== 'DESC') return fail('sort', sortMessage(list));

  const raw = json(query, 'filter', filterMessage(list)) ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('filter', filterMessage(list));
  const given = raw as Record<string, unknown>;
  if (Object.keys(given).some((key) => !Object.hasOwn(list.filters, key))) fail('filter', filterMessage(list));
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined || value === null || value === '') continue;
    try {
      filter[key] = list.filters[key].read(value, key);
    } catch (error) {
      if (error instanceof FilterError) fail('filter', error.message);
      throw error;
    }
  }

  // react-admin's getMany names its ids (at most 100) and no range: the page holds them all.
  const [start, wantedEnd] = (range as [number, number] | undefined) ?? (Array.isArray(filter.id) ? [0, filter.id.length - 1] : DEFAULT_RANGE);
  return { start, end: Math.min(wantedEnd, start + MAX_PAGE_ROWS - 1), sort: { field: sort[0] as string, order }, filter };
}

/** The sort and filter of an export or a whole-list answer (range is ignored). */
export function parseListOrder(list: ListDefinition, query: Request['query']): Omit<ListQuery, 'start' | 'end'> {
  const { range: _range, ...rest } = query;
  const { sort, filter } = parseListQuery(list, rest);
  return { sort, filter };
}

/** A parameter decorator giving the parsed list query of the request for `list`. */
export const ListQueryParam = createParamDecorator((list: ListDefinition, context: ExecutionContext): ListQuery =>
  parseListQuery(list, context.switchToHttp().getRequest<Request>().query),
);

/** A parameter decorator giving the parsed sort and filter of the request for `list` (no range). */
export const ListOrderParam = createParamDecorator((list: ListDefinition, context: ExecutionContext) =>
  parseListOrder(list, context.switchToHttp().getRequest<Request>().query),
);

/** Sets Content-Range (`<resource> <start>-<end>/<total>`, or `*` for an empty page) and exposes it to browsers. */
export function setContentRange(response: Response, resource: string, start: number, count: number, total: number): void {
  const span = count > 0 ? `${start}-${start + count - 1}` : '*';
  response.setHeader('Content-Range', `${resource} ${span}/${total}`);
  response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}
