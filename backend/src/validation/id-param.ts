import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';

export const INVALID_ID_MESSAGE = 'id must be a positive whole number';

/** A path id: digits only, at least 1; anything else ('1e3', '0x10', '-1', '1.5') is a 400 naming `id`. */
export function parseId(raw: unknown): number {
  const id = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new ValidationFailedException({ id: [INVALID_ID_MESSAGE] });
  return id;
}

/**
 * The `{id}` of the route, as a number. Read from the raw path (not with @Param, which the global
 * validation pipe would first turn into a number with `+'1e3'`).
 */
export const IdParam = createParamDecorator((_data: unknown, context: ExecutionContext): number =>
  parseId(context.switchToHttp().getRequest<Request>().params.id),
);

/** Documents the `{id}` path parameter and the 400 for one that is not a positive whole number. */
export const ApiIdParam = (description: string): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'id', description, schema: { type: 'integer', minimum: 1 } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${INVALID_ID_MESSAGE} (errors.id).` }),
  );
