import { statusNoteSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** Optional body of approve and reject. */
export class StatusNoteDto extends createZodDto(statusNoteSchema) {}
