import { driveWaitlistSchema, waitlistEntrySchema, waitlistJoinSchema, waitlistOfferSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** POST /api/drives/{id}/waitlist: an empty body. */
export class WaitlistJoinDto extends createZodDto(waitlistJoinSchema) {}

/** GET /api/drives/{id}/waitlist. */
export class DriveWaitlistDto extends createZodDto(driveWaitlistSchema) {}

/** A donor's place on a waitlist. */
export class WaitlistEntryDto extends createZodDto(waitlistEntrySchema) {}

/** GET /api/waitlist-offers/{token}. */
export class WaitlistOfferDto extends createZodDto(waitlistOfferSchema) {}
