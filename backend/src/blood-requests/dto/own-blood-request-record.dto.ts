import { ownBloodRequestRecordSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** A row of GET /api/user-blood-requests: the requester's own request with its search progress. */
export class OwnBloodRequestRecordDto extends createZodDto(ownBloodRequestRecordSchema) {}
