import { applyDecorators, createParamDecorator, ExecutionContext, StreamableFile, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ObjectLiteral } from 'typeorm';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import type { ListDefinition, ListOf, SortOrder } from './list-definition';
import { type ListQuery, MAX_PAGE_ROWS, parseListQuery, setContentRange } from './list-query';
import type { ExtraCondition, ListReader, ListScope } from './list-reader';
import { jsonArrayFile } from './list-streams';

/** A whole-list request: its order and filter, and the page when it asked for one with `range`. */
export interface WholeListRequest {
  order: ListScope;
  page: ListQuery | null;
}

/** `list` answering with `toRow` rows of `rowType` (the whole-list endpoints send the plain record, the admin list a richer one). */
export function withRows<E extends ObjectLiteral, R, S extends string>(
  list: ListDefinition<E, unknown, S>,
  toRow: (record: E) => R,
  rowType: Type<R>,
): ListDefinition<E, R, S> {
  return { ...list, toRow, csvRow: undefined, csv: [], docs: { ...list.docs, rowType } };
}

/** The sort (default: the endpoint's own order), filter and optional range of a whole-list request. */
export const WholeListParam = createParamDecorator(
  ([list, field, order]: readonly [ListDefinition, string, SortOrder], context: ExecutionContext): WholeListRequest => {
    const query = context.switchToHttp().getRequest<Request>().query;
    const parsed = parseListQuery({ ...list, defaultSort: [field, order] }, query);
    return { order: { sort: parsed.sort, filter: parsed.filter }, page: query.range === undefined ? null : parsed };
  },
);

/**
 * The answer of a whole-list endpoint (docs/behaviour.md section 7: a JSON array): every row, streamed from the database in
 * batches; or, when the request names a range, that page with Content-Range, as our own screens read it.
 * `complete`, when given, adds to each batch or page once read.
 */
export async function answerWholeList<R, T = R>(
  lists: ListReader,
  list: ListOf<R>,
  request: WholeListRequest,
  response: Response,
  where?: ExtraCondition,
  complete?: RowCompleter<R, T>,
): Promise<T[] | StreamableFile> {
  const finish = complete ?? ((rows: R[]) => Promise.resolve(rows as unknown as T[]));
  if (!request.page) return jsonArrayFile(completed(lists.batches(list, { ...request.order, where }), finish));
  const { rows, total } = await lists.page(list, request.page, where);
  setContentRange(response, list.resource, request.page.start, rows.length, total);
  return finish(rows);
}

/** Adds to rows once read, one query for a whole page or batch (e.g. what another table says about each row). */
export type RowCompleter<R, T> = (rows: R[]) => Promise<T[]>;

async function* completed<R, T>(batches: AsyncIterable<R[]>, complete: RowCompleter<R, T>): AsyncGenerator<T[]> {
  for await (const batch of batches) yield complete(batch);
}

/** Swagger of a whole-list endpoint: the array, and the optional range, sort and filter. */
export function ApiWholeList(list: ListDefinition, order: string): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({
      type: [list.docs.rowType],
      description: `Every row (${order}), streamed in batches. With range, one page of it and the header Content-Range: ${list.resource} <start>-<end>/<total>.`,
      headers: { 'Content-Range': { description: `Only with range: ${list.resource} <start>-<end>/<total>`, schema: { type: 'string' } } },
    }),
    ApiQuery({ name: 'range', required: false, description: `JSON [start, end], 0-based and inclusive, at most ${MAX_PAGE_ROWS} rows: answer one page instead of every row.` }),
    ApiQuery({ name: 'sort', required: false, description: `JSON ["field", "ASC"|"DESC"], field one of ${Object.keys(list.sorts).join(', ')}; default ${order}.` }),
    ApiQuery({ name: 'filter', required: false, description: `JSON object, keys optional: ${Object.values(list.filters).map((filter) => filter.description).join('; ')}.` }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'Malformed range, sort or filter (errors names the parameter).' }),
  );
}
