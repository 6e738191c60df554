import { applyDecorators, createParamDecorator, ExecutionContext, Header } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { type AdminListQuery, type AdminListSpec, applySort, parseAdminListQuery } from './admin-list-query';

/** Most rows one export holds. */
export const EXPORT_MAX_ROWS = 100_000;

/** One column of an export: its header and how a row gives its cell. */
export type CsvColumn<T> = [header: string, cell: (row: T) => unknown];

/** Cells starting with these could run as formulas in a spreadsheet; they get a leading '. */
const FORMULA_START = /^[=+\-@]/;

/** The text of one cell: '' for null, ISO 8601 for dates, a ' before a formula-looking start, RFC 4180 quotes when needed. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: a header row, then one row per record, each line ended by CRLF. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return line(columns.map(([header]) => header)) + rows.map((row) => line(columns.map(([, cell]) => cell(row)))).join('');
}

/** The sort and filter of an export (range is ignored): the whole match, up to EXPORT_MAX_ROWS rows. */
export function parseAdminExportQuery<S extends string, F extends object>(spec: AdminListSpec<S>, query: Request['query']): AdminListQuery<S, F> {
  const { range: _range, ...rest } = query;
  return { ...parseAdminListQuery<S, F>(spec, rest), start: 0, end: EXPORT_MAX_ROWS - 1 };
}

/** A parameter decorator giving the parsed export query of the request for `spec`. */
export const AdminExportQueryParam = createParamDecorator((spec: AdminListSpec, context: ExecutionContext): AdminListQuery =>
  parseAdminExportQuery(spec, context.switchToHttp().getRequest<Request>().query),
);

/**
 * Every row of `builder` in the query's order, at most EXPORT_MAX_ROWS. A plain LIMIT, not take(): the
 * lists join only many-to-one relations (one row per record), and take() with joins would first fetch
 * the ids and send them all back as parameters of an IN list (more than SQLite allows in one statement).
 */
export function fetchForExport<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, spec: AdminListSpec, query: AdminListQuery): Promise<T[]> {
  return applySort(builder, spec, query).limit(EXPORT_MAX_ROWS).getMany();
}

/** The response headers and Swagger description of GET /api/admin/<resource>/export.csv. */
export function AdminCsvExport(spec: AdminListSpec, filter: string): MethodDecorator {
  const [field, order] = spec.defaultSort;
  return applyDecorators(
    Header('Content-Type', 'text/csv; charset=utf-8'),
    Header('Content-Disposition', `attachment; filename="${spec.resource}.csv"`),
    ApiOperation({
      summary: `Every matching ${spec.resource} row as CSV (the list's sort and filter, no range; at most ${EXPORT_MAX_ROWS} rows)`,
      description:
        "RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, - or @ gets a leading ' so that spreadsheets do not run it.",
    }),
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON ["field", "ASC"|"DESC"], field one of ${Object.keys(spec.sort).join(', ')}; default ${JSON.stringify([field, order])}.`,
    }),
    ApiQuery({ name: 'filter', required: false, description: `JSON object, keys optional: ${filter}. Only ${Object.keys(spec.filters).join(', ')}.` }),
    ApiProduces('text/csv'),
    ApiOkResponse({
      description: `Content-Disposition: attachment; filename="${spec.resource}.csv"`,
      content: { 'text/csv': { schema: { type: 'string' } } },
    }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'Malformed sort or filter (errors names the parameter).' }),
  );
}
