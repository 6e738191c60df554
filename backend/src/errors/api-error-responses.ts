import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from './error-response.dto';

/** Documents what a route with a JSON body may answer when the body is wrong. */
export const ApiBodyErrors = (): MethodDecorator =>
  applyDecorators(
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'Validation failed, malformed JSON, unknown field or wrong type.' }),
    ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Body larger than 100 kB.' }),
  );
