import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { BOARD_MEMBER_MESSAGES as M } from './board-members.messages';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `{id}` of the route as a lower-case UUID; anything else is a 400 naming `id`. */
export const UuidParam = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const raw = context.switchToHttp().getRequest<Request>().params.id;
  if (typeof raw !== 'string' || !UUID_PATTERN.test(raw)) throw new ValidationFailedException({ id: [M.invalidId] });
  return raw.toLowerCase();
});

/** Documents the `{id}` path parameter and the 400 for one that is not a UUID. */
export const ApiUuidParam = (description: string): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'id', description, schema: { type: 'string', format: 'uuid' } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${M.invalidId} (errors.id).` }),
  );
