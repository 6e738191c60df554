import { stepUpResultSchema, stepUpSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** POST /api/auth/step-up. */
export class StepUpDto extends createZodDto(stepUpSchema) {}

/** What POST /api/auth/step-up answers. */
export class StepUpResultDto extends createZodDto(stepUpResultSchema) {}
