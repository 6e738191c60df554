import { consentsSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** GET /api/user/consents and what withdrawing one answers. */
export class ConsentsDto extends createZodDto(consentsSchema) {}
