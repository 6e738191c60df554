import { BLOOD_REQUEST_STATUSES } from '@blood-donation/domain';
import { csvFields, defineList } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { BloodRequest } from './blood-request.entity';
import { BLOOD_REQUEST_MESSAGES } from './blood-requests.messages';
import { BloodRequestRecordDto } from './dto/blood-request-record.dto';

/** Blood requests: GET /api/admin/bloodRequests (and its export), /api/blood-requests and /api/user-blood-requests. */
export const BLOOD_REQUEST_LIST = defineList({
  resource: 'bloodRequests',
  entity: BloodRequest,
  table: 'blood_requests',
  alias: 'request',
  sorts: {
    name: 'name', bloodGroup: 'bloodGroup', units: 'units', status: 'status', city: 'city', urgent: 'urgent', neededBy: 'neededBy', createdAt: 'createdAt', updatedAt: 'updatedAt',
  },
  defaultSort: ['createdAt', 'DESC'],
  // Requests made before cities were asked have none of the three: they come first ascending, last descending (so
  // urgent DESC is urgent first, then the others, then those without a city).
  nullableSorts: ['city', 'urgent', 'neededBy'],
  filters: {
    q: FILTERS.search('name, bloodGroup or mobile'),
    status: FILTERS.oneOf('status', BLOOD_REQUEST_STATUSES, 'c1'),
    city: FILTERS.textEquals('city', 'the city, case ignored'),
    urgent: FILTERS.boolean('urgent', 'true: urgent requests; false: the others that name a city', (builder, value, alias) =>
      builder.andWhere(`${alias}.urgent = :urgent`, { urgent: value ? 1 : 0 }),
    ),
  },
  searchWords: (request: BloodRequest) => [request.name, request.bloodGroup, request.mobile],
  toRow: (request: BloodRequest) => BloodRequestRecordDto.from(request),
  csv: csvFields<BloodRequestRecordDto, keyof BloodRequestRecordDto>(
    'id', 'name', 'email', 'bloodGroup', 'units', 'mobile', 'gender', 'age', 'disease', 'city', 'hospital', 'neededBy', 'urgent', 'status', 'message',
    'createdAt', 'updatedAt',
  ),
  notFound: BLOOD_REQUEST_MESSAGES.notFound,
  docs: { summary: 'One page of blood requests', rowType: BloodRequestRecordDto, filterExample: '{"q":"ravi","status":"Pending","city":"pune","urgent":true}', sortExample: '["urgent","DESC"]' },
});
