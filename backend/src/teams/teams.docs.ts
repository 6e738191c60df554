import { TEAM_MESSAGES as M } from '@blood-donation/domain';
import { applyDecorators, createParamDecorator, type ExecutionContext, NotFoundException } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const USER_ID_INVALID = 'userId must be a positive whole number';

/** The `{slug}` of the route: a slug of no team (any other text included) is the team's 404. */
export const SlugParam = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const raw = context.switchToHttp().getRequest<Request>().params.slug;
  if (typeof raw !== 'string' || raw.length > 80 || !SLUG.test(raw)) throw new NotFoundException(M.teamNotFound);
  return raw;
});

/** The `{userId}` of the route, as a number; anything but a positive whole number is a 400 naming `userId`. */
export const UserIdParam = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  const raw = context.switchToHttp().getRequest<Request>().params.userId;
  const id = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new ValidationFailedException({ userId: [USER_ID_INVALID] });
  return id;
});

export const ApiSlugParam = (notFound = M.teamNotFound as string): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'slug', description: "The team's slug (made from its name)", schema: { type: 'string', example: 'city-hospital-staff' } }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: notFound }),
  );

export const ApiUserIdParam = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'userId', description: "The member's account id (from GET /api/user/teams, the owner's view)", schema: { type: 'integer', minimum: 1 } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${USER_ID_INVALID} (errors.userId).` }),
  );

export const ApiJoinRefusals = (): MethodDecorator =>
  applyDecorators(
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `Validation failed, unknown field, or '${M.joinCodeUnknown}' (errors.joinCode).` }),
    ApiConflictResponse({ type: ErrorResponseDto, description: M.alreadyMember }),
  );

export const ApiRemoveRefusals = (): MethodDecorator =>
  applyDecorators(
    ApiForbiddenResponse({ type: ErrorResponseDto, description: M.ownerOnly }),
    ApiConflictResponse({ type: ErrorResponseDto, description: M.removeSelf }),
  );
