import { deskLookupQuerySchema, deskLookupSchema, donorCardSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** GET /api/drive-desk/{driveId}/lookup?code=. */
export class DeskLookupQueryDto extends createZodDto(deskLookupQuerySchema) {}

class DonorCard extends createZodDto(donorCardSchema) {}
class DeskLookup extends createZodDto(deskLookupSchema) {}
export { DonorCard as DonorCardDto, DeskLookup as DeskLookupDto };
