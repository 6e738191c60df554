import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { type AdminListSpec, MAX_PAGE_ROWS } from './admin-list-query';

export interface AdminListDocs {
  summary: string;
  /** The row type. */
  type: Type<unknown>;
  /** What each filter key does. */
  filter: string;
  filterExample: string;
  sortExample: string;
}

/** The Swagger description of a paged admin list (range, sort, filter, Content-Range, 400). */
export function ApiAdminList(spec: AdminListSpec, docs: AdminListDocs): MethodDecorator {
  const [field, order] = spec.defaultSort;
  return applyDecorators(
    ApiOperation({
      summary: `${docs.summary} (react-admin ra-data-simple-rest conventions)`,
      description: `Filtered, sorted and paged in the database. The header Content-Range: ${spec.resource} <start>-<end>/<total> (${spec.resource} */<total> for an empty page) gives the total of matching rows.`,
    }),
    ApiQuery({ name: 'range', required: false, description: `JSON [start, end], 0-based and inclusive; default [0,9]; at most ${MAX_PAGE_ROWS} rows.`, example: '[0,9]' }),
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON ["field", "ASC"|"DESC"], field one of ${Object.keys(spec.sort).join(', ')}; default ${JSON.stringify([field, order])}.`,
      example: docs.sortExample,
    }),
    ApiQuery({ name: 'filter', required: false, description: `JSON object, keys optional: ${docs.filter}. Only ${Object.keys(spec.filters).join(', ')}.`, example: docs.filterExample }),
    ApiOkResponse({
      type: [docs.type],
      headers: {
        'Content-Range': { description: `${spec.resource} <start>-<end>/<total>`, schema: { type: 'string', example: `${spec.resource} 0-9/42` } },
        'Access-Control-Expose-Headers': { description: 'Content-Range', schema: { type: 'string' } },
      },
    }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'Malformed range, sort or filter (errors names the parameter).' }),
  );
}
