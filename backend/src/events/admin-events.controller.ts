import { ADMIN_ROLES } from '@blood-donation/domain';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { AdminCsvExport, AdminExportQueryParam, type CsvColumn, toCsv } from '../admin-lists/csv-export';
import { Roles } from '../auth/access.decorators';
import { ADMIN_EVENTS_SPEC, type AdminEventsQuery } from './admin-events-query';
import { EventRecordDto } from './dto/event-record.dto';
import { EventsService } from './events.service';

const EVENT_COLUMNS: CsvColumn<EventRecordDto>[] = (['id', 'name', 'dateTime', 'location', 'organizer', 'description'] as const).map((key) => [key, (row) => row[key]]);

@ApiTags('Admin: events')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminEventsController {
  constructor(private readonly events: EventsService) {}

  @Get('events')
  @ApiAdminList(ADMIN_EVENTS_SPEC, {
    summary: 'One page of events',
    type: EventRecordDto,
    filter: 'q (case-insensitive part of name or description), month (1-12) and year of dateTime in UTC',
    filterExample: '{"q":"drive","month":11,"year":2026}',
    sortExample: '["dateTime","ASC"]',
  })
  async page(@AdminListQueryParam(ADMIN_EVENTS_SPEC) query: AdminEventsQuery, @Res({ passthrough: true }) response: Response): Promise<EventRecordDto[]> {
    const { rows, total } = await this.events.page(query);
    setContentRange(response, ADMIN_EVENTS_SPEC, query.start, rows.length, total);
    return rows;
  }

  @Get('events/export.csv')
  @AdminCsvExport(ADMIN_EVENTS_SPEC, 'q (part of name or description), month, year')
  async exportCsv(@AdminExportQueryParam(ADMIN_EVENTS_SPEC) query: AdminEventsQuery): Promise<string> {
    return toCsv(EVENT_COLUMNS, await this.events.exportAll(query));
  }
}
