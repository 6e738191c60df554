import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { User } from '../users/user.entity';
import type { SessionRequest } from '../access/current-user.decorator';
import { RefreshSessionRepository } from './refresh-session.repository';
import { AUTH_MESSAGES } from './auth.messages';

export interface AccessTokenPayload {
  sub: string;
  /** The session (refresh token family) the token was issued for. */
  sid?: string;
  exp?: number;
}

/**
 * Bearer access tokens: HS256 only, not expired, the account must still exist (its current role is used) and the
 * session the token was issued for must still be open (not logged out, not ended by a password reset).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @InjectSettings() settings: Settings,
    private readonly sessions: RefreshSessionRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: settings.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: SessionRequest, payload: AccessTokenPayload): Promise<User> {
    const id = Number(payload.sub);
    const valid = typeof payload.exp === 'number' && Number.isInteger(id) && typeof payload.sid === 'string';
    const user = valid ? await this.sessions.userOfLiveSession(id, payload.sid!) : null;
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidAccessToken);
    request.sessionId = payload.sid;
    return user;
  }
}
