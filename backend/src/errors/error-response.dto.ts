import { errorResponseSchema, stepUpRequiredResponseSchema, validationErrorResponseSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The error shape, as the OpenAPI document names it. */
export class ErrorResponseDto extends createZodDto(errorResponseSchema) {}

/** The error shape of a 400 for fields that break the rules. */
export class ValidationErrorResponseDto extends createZodDto(validationErrorResponseSchema) {}

/** The 401 of a dangerous action without a recent second-factor check (errorCode STEP_UP_REQUIRED). */
export class StepUpRequiredResponseDto extends createZodDto(stepUpRequiredResponseSchema) {}
