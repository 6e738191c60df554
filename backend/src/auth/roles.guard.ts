import type { Role } from '@blood-donation/domain';
import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { User } from '../users/user.entity';
import { REQUIRED_ROLES } from '../access/access.decorators';
import { AUTH_MESSAGES } from './auth.messages';

/** Global, after JwtAuthGuard: a route marked @Roles(...) answers 403 to any other role. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<Request>().user as User | undefined;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(AUTH_MESSAGES.forbidden);
  }
}
