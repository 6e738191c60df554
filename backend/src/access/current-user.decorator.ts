import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The account the access token belongs to, as loaded from the database for this request (by auth's JwtStrategy):
 * declare the parameter as the users feature's `User`. Typed no further here, so this layer knows no feature.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<Request>().user);

/** A request whose access token was accepted: the session (refresh token family) the token was issued for. */
export type SessionRequest = Request & { sessionId?: string };

/** The session of this request's access token (set by JwtStrategy). */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<SessionRequest>().sessionId!,
);
