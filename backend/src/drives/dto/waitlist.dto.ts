import { driveWaitlistSchema, waitlistEntrySchema, waitlistJoinSchema, waitlistOfferSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** POST /api/drives/{id}/waitlist: an empty body. */
export class WaitlistJoinDto extends createZodDto(waitlistJoinSchema) {}

// Each named as its schema's OpenAPI component.
/** GET /api/drives/{id}/waitlist. */
class DriveWaitlist extends createZodDto(driveWaitlistSchema) {}
/** A donor's place on a waitlist. */
class WaitlistEntry extends createZodDto(waitlistEntrySchema) {}
/** GET /api/waitlist-offers/{token}. */
class WaitlistOffer extends createZodDto(waitlistOfferSchema) {}
export { DriveWaitlist as DriveWaitlistDto, WaitlistEntry as WaitlistEntryDto, WaitlistOffer as WaitlistOfferDto };
