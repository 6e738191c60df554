import { errorResponseSchema, validationErrorResponseSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The error shape, as the OpenAPI document names it. */
export class ErrorResponseDto extends createZodDto(errorResponseSchema) {}

/** The error shape of a 400 for fields that break the rules. */
export class ValidationErrorResponseDto extends createZodDto(validationErrorResponseSchema) {}
