import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';

export const INVALID_UUID_MESSAGE = 'id must be a UUID';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that must be a UUID: lower-cased; anything else is a 400 naming `id`. */
export function parseUuid(raw: unknown): string {
  if (typeof raw !== 'string' || !UUID_PATTERN.test(raw)) throw new ValidationFailedException({ id: [INVALID_UUID_MESSAGE] });
  return raw.toLowerCase();
}

/** The `{id}` of the route as a lower-case UUID; anything else is a 400 naming `id`. */
export const UuidParam = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  parseUuid(context.switchToHttp().getRequest<Request>().params.id),
);

/** Documents the `{id}` path parameter and the 400 for one that is not a UUID. */
export const ApiUuidParam = (description: string): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'id', description, schema: { type: 'string', format: 'uuid' } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${INVALID_UUID_MESSAGE} (errors.id).` }),
  );
