import { availabilityRecordSchema, availabilitySchema, bloodCompatibilitySchema, eligibilityRecordSchema, needBoardLineSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** PUT /api/user/availability. */
export class AvailabilityDto extends createZodDto(availabilitySchema) {}

/** What GET and PUT /api/user/availability answer. */
export class AvailabilityRecordDto extends createZodDto(availabilityRecordSchema) {}

/** GET /api/user/eligibility. */
export class EligibilityRecordDto extends createZodDto(eligibilityRecordSchema) {}

/** GET /api/blood-compatibility. */
export class BloodCompatibilityDto extends createZodDto(bloodCompatibilitySchema) {}

/** One line of GET /api/need-board. */
export class NeedBoardLineDto extends createZodDto(needBoardLineSchema) {}
