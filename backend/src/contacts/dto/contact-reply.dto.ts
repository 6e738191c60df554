import { contactReplySchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The body of POST /api/admin/contacts/{id}/reply. */
export class ContactReplyDto extends createZodDto(contactReplySchema) {}
