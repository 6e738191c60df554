import { approvalEffectsSchema, donorAskSchema, donorMatchSchema, donorResponseSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** POST /api/blood-requests/{id}/responses. */
export class DonorResponseDto extends createZodDto(donorResponseSchema) {}

/** One candidate of GET /api/admin/bloodRequests/{id}/matches. */
export class DonorMatchDto extends createZodDto(donorMatchSchema) {}

/** One ask of GET /api/user/asks, and the answer of POST /api/blood-requests/{id}/responses. */
export class DonorAskDto extends createZodDto(donorAskSchema) {}

/** GET /api/admin/approval. */
export class ApprovalEffectsDto extends createZodDto(approvalEffectsSchema) {}
