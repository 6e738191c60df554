import { type Area, type AreaAction, type Role, rolesAllowed, STEP_UP_REQUIRED } from '@blood-donation/domain';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto, StepUpRequiredResponseDto, TwoFactorRequiredResponseDto } from '../errors/error-response.dto';

export const IS_PUBLIC = 'auth:isPublic';
export const STEP_UP = 'auth:stepUp';
export const OPEN_BEFORE_ENROLMENT = 'auth:openBeforeEnrolment';

/** Marks, in the OpenAPI document, an operation open to a staff session without a second factor (no 403 TWO_FACTOR_REQUIRED). */
export const OPEN_BEFORE_ENROLMENT_EXTENSION = 'x-open-before-enrolment';
export const REQUIRED_ROLES = 'auth:roles';

/** Marks a public operation in the OpenAPI document, which then declares it with no security (`security: []`). */
export const PUBLIC_OPERATION_EXTENSION = 'x-public';

/** Anyone may call it: the global JwtAuthGuard lets it through without a token. */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_OPERATION_EXTENSION, true));

/** Any logged-in user (the default for every route; this documents it in Swagger). */
export const LoggedIn = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No access token, or an expired or invalid one.' }),
  );

/** Only accounts whose current role (read from the database on each request) is one of these. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_ROLES, roles),
    LoggedIn(),
    ApiForbiddenResponse({ type: TwoFactorRequiredResponseDto, description: `Role is not one of: ${roles.join(', ')}.` }),
  );

/**
 * Only the roles domain's permission table (permissions.ts) allows `action` in `area`: the table the admin panel
 * reads too, so the two never disagree.
 */
export const Allowed = (area: Area, action: AreaAction): MethodDecorator & ClassDecorator => Roles(...rolesAllowed(area, action));

/**
 * A dangerous action: the session must have proved a second factor within STEP_UP_MINUTES (SecondFactorGuard), else 401
 * with errorCode STEP_UP_REQUIRED, which the client answers with POST /api/auth/step-up and a retry.
 */
export const StepUp = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(STEP_UP, true),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({
      type: StepUpRequiredResponseDto,
      description: `No access token, or an expired or invalid one; or, with errorCode ${STEP_UP_REQUIRED}: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).`,
    }),
  );

/**
 * Open to a staff account that has no second factor yet (its login answered enrolmentRequired): the routes that set
 * one up, and GET /api/user/me. Every other route answers such a session 403 TWO_FACTOR_REQUIRED (SecondFactorGuard).
 */
export const OpenBeforeEnrolment = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(OPEN_BEFORE_ENROLMENT, true), ApiExtension(OPEN_BEFORE_ENROLMENT_EXTENSION, true));
