import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { User } from '../users/user.entity';

/** The account the access token belongs to, as loaded from the database for this request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => context.switchToHttp().getRequest<Request>().user as User,
);

/** A request whose access token was accepted: the session (refresh token family) the token was issued for. */
export type SessionRequest = Request & { sessionId?: string };

/** The session of this request's access token (set by JwtStrategy). */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<SessionRequest>().sessionId!,
);
