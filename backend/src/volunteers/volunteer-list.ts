import { csvFields, defineList } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { VolunteerRecordDto } from './dto/volunteer-record.dto';
import { Volunteer } from './volunteer.entity';
import { VOLUNTEER_API_MESSAGES } from '@blood-donation/domain';

/** Volunteer sign-ups: GET /api/admin/volunteers (and its export) and /api/volunteers/all-with-event. */
export const VOLUNTEER_LIST = defineList({
  resource: 'volunteers',
  entity: Volunteer,
  table: 'volunteers',
  alias: 'volunteer',
  sorts: { firstName: 'firstName', lastName: 'lastName', createdAt: 'createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: FILTERS.search('first name, last name, email or phone'),
    eventId: FILTERS.idEquals('eventId', 'event', 'the event signed up for'),
  },
  searchWords: (volunteer: Volunteer) => [volunteer.firstName, volunteer.lastName, volunteer.email, volunteer.phone],
  withRelations: (builder) => builder.leftJoinAndSelect('volunteer.event', 'event'),
  toRow: (volunteer: Volunteer) => VolunteerRecordDto.from(volunteer),
  csv: [
    ...csvFields<VolunteerRecordDto, keyof VolunteerRecordDto>('id', 'firstName', 'lastName', 'email', 'phone', 'dob', 'gender', 'address', 'city', 'state', 'zipCode', 'message'),
    ['event', (row) => row.event?.name],
    ['createdAt', (row) => row.createdAt],
  ],
  notFound: VOLUNTEER_API_MESSAGES.notFound,
  docs: { summary: 'One page of volunteer sign-ups', rowType: VolunteerRecordDto, filterExample: '{"q":"asha","eventId":3}', sortExample: '["lastName","ASC"]' },
});
