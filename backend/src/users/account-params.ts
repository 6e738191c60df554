import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isRole, ROLES, type Role } from '@blood-donation/domain';
import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { USER_MESSAGES } from './users.messages';

export const INVALID_EMAIL_PARAM = 'email must be an email address';

/** The `{email}` of the route, trimmed and lower-cased as accounts store it; a 400 naming `email` when it is not one. */
export const EmailParam = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const raw = context.switchToHttp().getRequest<Request>().params.email;
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) throw new ValidationFailedException({ email: [INVALID_EMAIL_PARAM] });
  return email;
});

export const ApiEmailParam = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'email', description: 'Email of the account (any case).', schema: { type: 'string', format: 'email' } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${INVALID_EMAIL_PARAM} (errors.email); a missing or unknown newRole (errors.newRole).` }),
  );

/** The `newRole` query parameter: one of ROLES, else a 400 naming it. */
export const NewRoleQuery = createParamDecorator((_data: unknown, context: ExecutionContext): Role => {
  const raw = context.switchToHttp().getRequest<Request>().query.newRole;
  if (raw === undefined || raw === '') throw new ValidationFailedException({ newRole: [USER_MESSAGES.roleRequired] });
  if (!isRole(raw)) throw new ValidationFailedException({ newRole: [USER_MESSAGES.newRoleInvalid] });
  return raw;
});

export const ApiNewRoleQuery = (): MethodDecorator => ApiQuery({ name: 'newRole', required: true, enum: ROLES, enumName: 'Role' });
