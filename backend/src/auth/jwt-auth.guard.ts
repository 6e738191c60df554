import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../access/access.decorators';
import { AUTH_MESSAGES } from './auth.messages';

/** Global: every route needs a valid access token unless it is marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic || super.canActivate(context);
  }

  handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    // A failure reading the account (the database away) is not the token's fault: the filter answers 503, never 401.
    if (error) throw error;
    if (!user) {
      const noToken = info instanceof Error && info.message === 'No auth token';
      throw new UnauthorizedException(noToken ? AUTH_MESSAGES.loginRequired : AUTH_MESSAGES.invalidAccessToken);
    }
    return user;
  }
}
