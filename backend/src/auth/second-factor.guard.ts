import { PANEL_ROLES } from '@blood-donation/domain';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC, OPEN_BEFORE_ENROLMENT, STEP_UP } from '../access/access.decorators';
import type { SessionRequest } from '../access/current-user.decorator';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { StepUpRequiredException } from '../errors/step-up-required.exception';
import { TwoFactorRequiredException } from '../errors/two-factor-required.exception';
import type { User } from '../users/user.entity';
import { RefreshSessionsService } from './refresh-sessions.service';

/**
 * Global, after RolesGuard: what a session must have proved with a second factor.
 * - A staff account (PANEL_ROLES) must have logged in with one (or set its first one up in this session): until then
 *   only the routes marked @OpenBeforeEnrolment() answer it; every other one is a 403 TWO_FACTOR_REQUIRED.
 * - A route marked @StepUp() needs the session's second-factor check within STEP_UP_MINUTES, else 401 STEP_UP_REQUIRED.
 */
@Injectable()
export class SecondFactorGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: RefreshSessionsService,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const marked = (key: string) => this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
    const request = context.switchToHttp().getRequest<SessionRequest>();
    const user = request.user as User | undefined;
    if (marked(IS_PUBLIC) || !user || !request.sessionId) return true;
    const staff = PANEL_ROLES.includes(user.role) && !marked(OPEN_BEFORE_ENROLMENT);
    const stepUp = marked(STEP_UP);
    if (!staff && !stepUp) return true;
    const checkedAt = await this.sessions.secondFactorAtOf(request.sessionId);
    if (staff && !checkedAt) throw new TwoFactorRequiredException();
    if (stepUp && !(checkedAt && checkedAt.getTime() >= Date.now() - this.settings.stepUpMinutes * 60_000)) throw new StepUpRequiredException();
    return true;
  }
}
