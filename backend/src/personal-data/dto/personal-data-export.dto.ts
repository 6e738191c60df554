import { personalDataExportSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** GET /api/user/export: everything the product holds about the caller. */
export class PersonalDataExportDto extends createZodDto(personalDataExportSchema) {}
