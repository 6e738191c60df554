import { ADMIN_ROLES, type Area } from '@blood-donation/domain';
import { applyDecorators, Controller, createParamDecorator, ExecutionContext, Get, Inject, NotFoundException, Res, SetMetadata, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ObjectLiteral } from 'typeorm';
import { Allowed, REQUIRED_ROLES, StepUp } from '../access/access.decorators';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, parseId } from '../validation/id-param';
import { ApiUuidParam, parseUuid } from '../validation/uuid-param';
import { ApiCsvExport, ApiListPage } from './list-docs';
import type { ListDefinition, ListOf } from './list-definition';
import { ListOrderParam, type ListQuery, ListQueryParam, setContentRange } from './list-query';
import { ListReader, type ListScope } from './list-reader';
import { csvFile } from './list-streams';

/** The `{id}` of a record of `list`: a whole number, or a UUID for lists with uuidIds. */
const RecordIdParam = createParamDecorator((list: ListDefinition, context: ExecutionContext) => {
  const raw = context.switchToHttp().getRequest<Request>().params.id;
  return list.uuidIds ? parseUuid(raw) : parseId(raw);
});

const ApiRecord = (list: ListDefinition): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary: `One ${list.resource} record, as the list shows it` }),
    list.uuidIds ? ApiUuidParam('Record id') : ApiIdParam('Record id'),
    ApiOkResponse({ type: list.docs.rowType }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: list.notFound }),
  );

/**
 * The admin endpoints every list has, made from its definition, as react-admin's ra-data-simple-rest asks for them:
 * GET /api/admin/<resource> (one page; getList, and getMany by an id filter) and GET /api/admin/<resource>/{id}
 * (getOne). A feature's admin controller extends it and adds its own writes: PUT and DELETE
 * /api/admin/<resource>/{id} (update, delete) and POST /api/admin/<resource> (create), each answering JSON. Who may
 * call each is the permission table's (domain's permissions.ts) for `area`: the page and one record `read`. Any
 * method without an @Allowed of its own, here or in the extending controller, is for admins only. Both answer the
 * list's rows R as `complete` makes them T: as they are, unless the extending controller adds to them.
 */
export function AdminRecordEndpoints<R, T = R>(list: ListDefinition<ObjectLiteral, R, string, unknown>, area: Area) {
  // The net under the table: a method with no @Allowed of its own is for admins (its Swagger then says nothing of it).
  @SetMetadata(REQUIRED_ROLES, ADMIN_ROLES)
  @Controller('admin')
  class AdminRecordEndpointsHost {
    @Inject(ListReader) protected readonly lists!: ListReader;

    @Get(list.resource)
    @Allowed(area, 'read')
    @ApiListPage(list)
    async page(@ListQueryParam(list) query: ListQuery, @Res({ passthrough: true }) response: Response): Promise<T[]> {
      const { rows, total } = await this.lists.page(list, query);
      setContentRange(response, list.resource, query.start, rows.length, total);
      return this.complete(rows);
    }

    @Get(`${list.resource}/:id`)
    @Allowed(area, 'read')
    @ApiRecord(list)
    async one(@RecordIdParam(list) id: number | string): Promise<T> {
      const row = await this.lists.one(list, id);
      if (!row) throw new NotFoundException(list.notFound);
      const [completed] = await this.complete([row]);
      return completed;
    }

    /** What the answers add to the rows once read (one query for a whole page, say, of what other rows tell); nothing here. */
    protected complete(rows: R[]): Promise<T[]> {
      return Promise.resolve(rows as unknown as T[]);
    }
  }
  return AdminRecordEndpointsHost;
}

/**
 * AdminRecordEndpoints and GET /api/admin/<resource>/export.csv (the whole match, streamed), which the permission
 * table lets `export` of `area` call. Declared in the subclass, it is routed before `<resource>/:id`.
 */
export function AdminListEndpoints<R, C, T = R>(list: ListDefinition<ObjectLiteral, R, string, C>, area: Area) {
  const csvList: ListOf<C> = list.csvRow ? { ...list, toRow: list.csvRow } : (list as unknown as ListOf<C>);
  class AdminListEndpointsHost extends AdminRecordEndpoints<R, T>(list, area) {
    @Get(`${list.resource}/export.csv`)
    @Allowed(area, 'export')
    @StepUp()
    @ApiCsvExport(list)
    exportCsv(@ListOrderParam(list) order: ListScope): Promise<StreamableFile> {
      return csvFile(`${list.resource}.csv`, list.csv, this.lists.batches(csvList, order));
    }
  }
  return AdminListEndpointsHost;
}
