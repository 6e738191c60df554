import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { STEP_UP } from '../access/access.decorators';
import type { SessionRequest } from '../access/current-user.decorator';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { StepUpRequiredException } from '../errors/step-up-required.exception';
import { RefreshSessionsService } from './refresh-sessions.service';

/** Global, after RolesGuard: a route marked @StepUp() needs its session's second-factor check within STEP_UP_MINUTES. */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: RefreshSessionsService,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.reflector.getAllAndOverride<boolean>(STEP_UP, [context.getHandler(), context.getClass()])) return true;
    const { sessionId } = context.switchToHttp().getRequest<SessionRequest>();
    const checkedAt = sessionId ? await this.sessions.secondFactorAtOf(sessionId) : null;
    if (checkedAt && checkedAt.getTime() >= Date.now() - this.settings.stepUpMinutes * 60_000) return true;
    throw new StepUpRequiredException();
  }
}
