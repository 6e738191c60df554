import { monthOf } from '../database/dialect';
import { csvFields, defineList } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { EventRecordDto } from './dto/event-record.dto';
import { Event } from './event.entity';
import { EVENT_API_MESSAGES } from '@blood-donation/domain';

/** Events: GET /api/admin/events (and its export) and /api/events/all. dateTime is UTC on both drivers. */
export const EVENT_LIST = defineList({
  resource: 'events',
  entity: Event,
  table: 'events',
  alias: 'event',
  sorts: { name: 'name', dateTime: 'dateTime', location: 'location', organizer: 'organizer' },
  defaultSort: ['dateTime', 'DESC'],
  filters: {
    q: FILTERS.search('name or description'),
    month: FILTERS.wholeNumber('month', 1, 12, 'of dateTime, in UTC', (builder, month, alias) =>
      builder.andWhere(`${monthOf(builder, `${alias}.dateTime`)} = :month`, { month }),
    ),
    upcoming: FILTERS.boolean('upcoming', 'true: dateTime later than now; false: now or earlier', (builder, upcoming, alias) =>
      builder.andWhere(`${alias}.dateTime ${upcoming ? '>' : '<='} :now`, { now: new Date() }),
    ),
    year: FILTERS.wholeNumber('year', 1970, 9999, 'of dateTime, in UTC', (builder, year, alias) => {
      // A range of the dateTime index rather than a function of every row.
      const from = new Date(Date.UTC(year as number, 0, 1));
      const to = new Date(Date.UTC((year as number) + 1, 0, 1));
      builder.andWhere(`${alias}.dateTime >= :yearFrom AND ${alias}.dateTime < :yearTo`, { yearFrom: from, yearTo: to });
    }),
  },
  searchWords: (event: Event) => [event.name, event.description],
  toRow: (event: Event) => EventRecordDto.from(event),
  csv: csvFields<EventRecordDto, keyof EventRecordDto>('id', 'name', 'dateTime', 'location', 'organizer', 'description'),
  notFound: EVENT_API_MESSAGES.notFound,
  docs: { summary: 'One page of events', rowType: EventRecordDto, filterExample: '{"q":"drive","month":11,"year":2026}', sortExample: '["dateTime","ASC"]' },
});
