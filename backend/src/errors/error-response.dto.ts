import { errorResponseSchema, stepUpRequiredResponseSchema, twoFactorRequiredResponseSchema, validationErrorResponseSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The error shape, as the OpenAPI document names it. */
export class ErrorResponseDto extends createZodDto(errorResponseSchema) {}

/** The error shape of a 400 for fields that break the rules. */
export class ValidationErrorResponseDto extends createZodDto(validationErrorResponseSchema) {}

/** The 401 of a dangerous action without a recent second-factor check (errorCode STEP_UP_REQUIRED). */
export class StepUpRequiredResponseDto extends createZodDto(stepUpRequiredResponseSchema) {}

/** The 403 of a staff endpoint called by a session that has not proved a second factor (errorCode TWO_FACTOR_REQUIRED). */
export class TwoFactorRequiredResponseDto extends createZodDto(twoFactorRequiredResponseSchema) {}
