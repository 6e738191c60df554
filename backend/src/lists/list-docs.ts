import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import type { ListDefinition } from './list-definition';
import { MAX_PAGE_ROWS } from './list-query';

const sortQuery = (list: ListDefinition, example?: string) =>
  ApiQuery({
    name: 'sort',
    required: false,
    description: `JSON ["field", "ASC"|"DESC"], field one of ${Object.keys(list.sorts).join(', ')}; default ${JSON.stringify(list.defaultSort)}.`,
    example,
  });

const filterQuery = (list: ListDefinition, example?: string) =>
  ApiQuery({
    name: 'filter',
    required: false,
    description: `JSON object, keys optional: ${Object.values(list.filters).map((filter) => filter.description).join('; ')}.`,
    example,
  });

/** The Swagger description of a paged admin list (range, sort, filter, Content-Range, 400). */
export function ApiListPage(list: ListDefinition): MethodDecorator {
  const { docs, resource } = list;
  return applyDecorators(
    ApiOperation({
      summary: `${docs.summary} (react-admin ra-data-simple-rest conventions)`,
      description:
        `Filtered, sorted and paged in the database. The header Content-Range: ${resource} <start>-<end>/<total> (${resource} */<total> for an empty page) ` +
        'gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.',
    }),
    ApiQuery({ name: 'range', required: false, description: `JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most ${MAX_PAGE_ROWS} rows.`, example: '[0,9]' }),
    sortQuery(list, docs.sortExample),
    filterQuery(list, docs.filterExample),
    ApiOkResponse({
      type: [docs.rowType],
      headers: {
        'Content-Range': { description: `${resource} <start>-<end>/<total>`, schema: { type: 'string', example: `${resource} 0-9/42` } },
        'Access-Control-Expose-Headers': { description: 'Content-Range', schema: { type: 'string' } },
      },
    }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'Malformed range, sort or filter (errors names the parameter).' }),
  );
}

/** The Swagger description of GET /api/admin/<resource>/export.csv. */
export function ApiCsvExport(list: ListDefinition): MethodDecorator {
  return applyDecorators(
    ApiOperation({
      summary: `Every matching ${list.resource} row as CSV (the list's sort and filter, no range)`,
      description:
        "RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.",
    }),
    sortQuery(list),
    filterQuery(list),
    ApiOkResponse({
      description: `Content-Disposition: attachment; filename="${list.resource}.csv"`,
      content: { 'text/csv': { schema: { type: 'string' } } },
    }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'Malformed sort or filter (errors names the parameter).' }),
  );
}
