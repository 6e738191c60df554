import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationFailedException } from '../errors/validation-failed.exception';

export const MAX_PAGE_ROWS = 100;
export const DEFAULT_RANGE: [number, number] = [0, 9];

/** Reads one filter value (never null, undefined or ''): the value to use, or throws a FilterError. */
export type FilterReader = (value: unknown, key: string) => unknown;

/** A wrong filter value; the message goes to errors.filter. */
export class FilterError extends Error {}

/**
 * What one admin list accepts: its name (the Content-Range unit), the sortable fields with their SQL
 * expressions, the default sort and the filter keys with their readers.
 */
export interface AdminListSpec<S extends string = string> {
  resource: string;
  /** Sort field → SQL expression (usually `alias.property`). */
  sort: Record<S, string>;
  defaultSort: [S, 'ASC' | 'DESC'];
  /** The tie-breaker appended to every sort (a unique column). */
  tieBreaker: string;
  filters: Record<string, FilterReader>;
}

/** The react-admin (ra-data-simple-rest) list query: range, sort and filter, each a JSON text. */
export interface AdminListQuery<S extends string = string, F extends object = Record<string, unknown>> {
  /** First row, 0-based. */
  start: number;
  /** Last row wanted, inclusive, clamped so that at most MAX_PAGE_ROWS rows come back. */
  end: number;
  sort: { field: S; order: 'ASC' | 'DESC' };
  filter: Partial<F>;
}

/** Filter readers shared by the lists. */
export const FILTERS = {
  text: (value: unknown, key: string): string => {
    if (typeof value !== 'string') throw new FilterError(`filter.${key} must be a text`);
    return value;
  },
  oneOf:
    (options: readonly string[]): FilterReader =>
    (value, key) => {
      if (!options.includes(value as string)) throw new FilterError(`filter.${key} must be one of: ${options.join(', ')}`);
      return value;
    },
  integer:
    (min: number, max: number): FilterReader =>
    (value, key) => {
      const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (!Number.isSafeInteger(number) || (number as number) < min || (number as number) > max) {
        throw new FilterError(`filter.${key} must be a whole number from ${min} to ${max}`);
      }
      return number;
    },
  boolean: (value: unknown, key: string): boolean => {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw new FilterError(`filter.${key} must be true or false`);
  },
};

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
export const sortMessage = (spec: AdminListSpec): string =>
  `sort must be a JSON array ["field", "ASC" | "DESC"] with field one of: ${Object.keys(spec.sort).join(', ')}`;
export const filterMessage = (spec: AdminListSpec): string => `filter must be a JSON object with only the optional keys: ${Object.keys(spec.filters).join(', ')}`;

/** Parses range, sort and filter against `spec`; any fault is a 400 naming the parameter. */
export function parseAdminListQuery<S extends string, F extends object>(spec: AdminListSpec<S>, query: Request['query']): AdminListQuery<S, F> {
  const range = json(query, 'range', rangeMessage()) ?? DEFAULT_RANGE;
  if (!Array.isArray(range) || range.length !== 2 || !isIndex(range[0]) || !isIndex(range[1]) || range[1] < range[0]) fail('range', rangeMessage());
  const [start, wantedEnd] = range as [number, number];

  const sortJson = json(query, 'sort', sortMessage(spec)) ?? spec.defaultSort;
  if (!Array.isArray(sortJson) || sortJson.length !== 2 || typeof sortJson[0] !== 'string' || !Object.hasOwn(spec.sort, sortJson[0])) {
    fail('sort', sortMessage(spec));
  }
  const sort = sortJson as unknown[];
  const order = typeof sort[1] === 'string' ? sort[1].toUpperCase() : undefined;
  if (order !== 'ASC' && order !== 'DESC') return fail('sort', sortMessage(spec));

  const raw = json(query, 'filter', filterMessage(spec)) ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('filter', filterMessage(spec));
  const given = raw as Record<string, unknown>;
  if (Object.keys(given).some((key) => !Object.hasOwn(spec.filters, key))) fail('filter', filterMessage(spec));
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined || value === null || value === '') continue;
    try {
      filter[key] = spec.filters[key](value, key);
    } catch (error) {
      if (error instanceof FilterError) fail('filter', error.message);
      throw error;
    }
  }

  return { start, end: Math.min(wantedEnd, start + MAX_PAGE_ROWS - 1), sort: { field: sort[0] as S, order }, filter: filter as Partial<F> };
}

/** A parameter decorator giving the parsed list query of the request for `spec`. */
export const AdminListQueryParam = createParamDecorator((spec: AdminListSpec, context: ExecutionContext): AdminListQuery =>
  parseAdminListQuery(spec, context.switchToHttp().getRequest<Request>().query),
);

/** `%text%` for LIKE … ESCAPE '!', lower-cased, with %, _ and ! taken literally. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;

/** Keeps rows where one of `expressions` contains `text`, case-insensitively (parameter `name`). */
export function whereContains<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, expressions: string[], text: string, name = 'q'): SelectQueryBuilder<T> {
  const condition = expressions.map((expression) => `LOWER(${expression}) LIKE :${name} ESCAPE '!'`).join(' OR ');
  return builder.andWhere(`(${condition})`, { [name]: containsPattern(text) });
}

/** Orders `builder` by the query's sort (then the tie-breaker, the same way). */
export function applySort<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, spec: AdminListSpec, query: Pick<AdminListQuery, 'sort'>): SelectQueryBuilder<T> {
  const expression = spec.sort[query.sort.field];
  builder.orderBy(expression, query.sort.order);
  if (expression !== spec.tieBreaker) builder.addOrderBy(spec.tieBreaker, query.sort.order);
  return builder;
}

/** Sorts and cuts `builder` to the query's page; the rows and the total of matching rows. */
export async function fetchPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  spec: AdminListSpec,
  query: AdminListQuery,
): Promise<{ rows: T[]; total: number }> {
  const [rows, total] = await applySort(builder, spec, query)
    .skip(query.start)
    .take(query.end - query.start + 1)
    .getManyAndCount();
  return { rows, total };
}

/** Sets Content-Range (`<resource> <start>-<end>/<total>`, or `*` for an empty page) and exposes it to browsers. */
export function setContentRange(response: Response, spec: AdminListSpec, start: number, count: number, total: number): void {
  const span = count > 0 ? `${start}-${start + count - 1}` : '*';
  response.setHeader('Content-Range', `${spec.resource} ${span}/${total}`);
  response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}
