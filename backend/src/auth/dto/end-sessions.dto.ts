import { endSessionsSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

export class EndSessionsDto extends createZodDto(endSessionsSchema) {}
