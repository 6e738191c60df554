import { BLOOD_GROUPS, ROLES, type BloodGroup, type Role } from '@blood-donation/domain';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ValidationFailedException } from '../errors/validation-failed.exception';

export const SORT_FIELDS = ['id', 'username', 'email', 'age', 'bloodGroup', 'gender', 'role', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const FILTER_KEYS = ['q', 'bloodGroup', 'role'] as const;
export const MAX_PAGE_ROWS = 100;
export const DEFAULT_RANGE: [number, number] = [0, 9];

/** The react-admin (ra-data-simple-rest) list query: range, sort and filter, each a JSON text. */
export interface AdminUsersQuery {
  /** First row, 0-based. */
  start: number;
  /** Last row wanted, inclusive, clamped so that at most MAX_PAGE_ROWS rows come back. */
  end: number;
  sort: { field: SortField; order: 'ASC' | 'DESC' };
  filter: { q?: string; bloodGroup?: BloodGroup; role?: Role };
}

const RANGE_MESSAGE = 'range must be a JSON array [start, end] of whole numbers with 0 <= start <= end';
const SORT_MESSAGE = `sort must be a JSON array ["field", "ASC" | "DESC"] with field one of: ${SORT_FIELDS.join(', ')}`;
const FILTER_MESSAGE = `filter must be a JSON object with only the optional keys: ${FILTER_KEYS.join(', ')}`;

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

export function parseAdminUsersQuery(query: Request['query']): AdminUsersQuery {
  const range = json(query, 'range', RANGE_MESSAGE) ?? DEFAULT_RANGE;
  if (!Array.isArray(range) || range.length !== 2 || !isIndex(range[0]) || !isIndex(range[1]) || range[1] < range[0]) fail('range', RANGE_MESSAGE);
  const [start, wantedEnd] = range as [number, number];

  const sortJson = json(query, 'sort', SORT_MESSAGE) ?? ['createdAt', 'DESC'];
  if (!Array.isArray(sortJson) || sortJson.length !== 2 || !(SORT_FIELDS as readonly unknown[]).includes(sortJson[0])) fail('sort', SORT_MESSAGE);
  const sort = sortJson as unknown[];
  const order = typeof sort[1] === 'string' ? sort[1].toUpperCase() : undefined;
  if (order !== 'ASC' && order !== 'DESC') return fail('sort', SORT_MESSAGE);

  const raw = json(query, 'filter', FILTER_MESSAGE) ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('filter', FILTER_MESSAGE);
  const given = raw as Record<string, unknown>;
  if (Object.keys(given).some((key) => !(FILTER_KEYS as readonly string[]).includes(key))) fail('filter', FILTER_MESSAGE);
  const filter: AdminUsersQuery['filter'] = {};
  if (given.q !== undefined && given.q !== null && given.q !== '') {
    if (typeof given.q !== 'string') fail('filter', 'filter.q must be a text');
    filter.q = given.q as string;
  }
  if (given.bloodGroup !== undefined && given.bloodGroup !== null && given.bloodGroup !== '') {
    if (!(BLOOD_GROUPS as readonly unknown[]).includes(given.bloodGroup)) fail('filter', `filter.bloodGroup must be one of: ${BLOOD_GROUPS.join(', ')}`);
    filter.bloodGroup = given.bloodGroup as BloodGroup;
  }
  if (given.role !== undefined && given.role !== null && given.role !== '') {
    if (!(ROLES as readonly unknown[]).includes(given.role)) fail('filter', `filter.role must be one of: ${ROLES.join(', ')}`);
    filter.role = given.role as Role;
  }

  return {
    start,
    end: Math.min(wantedEnd, start + MAX_PAGE_ROWS - 1),
    sort: { field: sort[0] as SortField, order },
    filter,
  };
}

/** The list query of the request, read from the raw query string (a 400 naming the parameter when it is wrong). */
export const AdminUsersQueryParam = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminUsersQuery => parseAdminUsersQuery(context.switchToHttp().getRequest<Request>().query),
);
