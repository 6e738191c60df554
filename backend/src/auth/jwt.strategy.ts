import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AUTH_MESSAGES } from './auth.messages';

export interface AccessTokenPayload {
  sub: string;
  exp?: number;
}

/** Bearer access tokens: HS256 only, not expired, and the account must still exist (its current role is used). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @InjectSettings() settings: Settings,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: settings.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<User> {
    const id = Number(payload.sub);
    const user = typeof payload.exp === 'number' && Number.isInteger(id) ? await this.users.findById(id) : null;
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidAccessToken);
    return user;
  }
}
