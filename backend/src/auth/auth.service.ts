import {
  DAY_MS,
  KNOWN_DEVICE_DAYS,
  PANEL_ROLES,
  SECOND_FACTOR_CHALLENGE_MINUTES,
  type SecondFactorChallenge,
  toAuthority,
  TWO_FACTOR_MESSAGES,
} from '@blood-donation/domain';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccountNotices } from '../account-notices/account-notices.service';
import { User } from '../users/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { UsersService } from '../users/users.service';
import { AUTH_MESSAGES } from './auth.messages';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/login-response.dto';
import { LogoutResultDto } from './dto/logout-result.dto';
import { RefreshCookie } from '../access/refresh-cookie';
import { RefreshSessionsService } from './refresh-sessions.service';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { LoginAttempts } from '../rate-limits/login-attempts.service';
import { accountBucket, LoginDeviceCookie, LoginDevices } from './login-device';
import { deviceLabel } from '../common/device-label';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { Metrics } from '../metrics/metrics';

/** The `typ` of a second-factor challenge: it is no access token (which names a session, `sid`). */
const CHALLENGE_TYPE = 'second-factor';

interface SecondFactorChallengePayload {
  sub: string;
  typ: typeof CHALLENGE_TYPE;
  keep: boolean;
}

@Injectable()
export class AuthService {
  private readonly devices: LoginDevices;

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: RefreshSessionsService,
    private readonly jwt: JwtService,
    private readonly attempts: LoginAttempts,
    private readonly notices: AccountNotices,
    private readonly twoFactor: TwoFactorService,
    private readonly metrics: Metrics,
    @InjectSettings() settings: Settings,
  ) {
    this.devices = new LoginDevices(settings.jwtSecret);
  }

  /**
   * Same answer for an unknown email and a wrong password. Attempts on an account wait longer after each wrong
   * password (LoginAttempts), counted apart for a browser that has logged in to it before (the device cookie). An
   * account with a second factor (TwoFactorService.loginMethodsOf) gets a challenge instead of a session, which
   * POST /api/auth/login/second-factor finishes. Each outcome is counted (Metrics.countLogin; startSession counts a success).
   */
  async login(form: LoginDto, cookie: RefreshCookie, device: LoginDeviceCookie, userAgent?: string): Promise<LoginResponseDto | SecondFactorChallenge> {
    const account = accountBucket(form.email);
    const bucket = this.devices.recognise(device.value, account)?.bucket ?? account;
    await this.attempts.checkAllowed(bucket);
    const user = await this.users.findByEmail(form.email);
    const { matches, rehash } = await this.passwords.check(form.password, user?.passwordHash);
    if (!user || !matches) {
      this.metrics.countLogin('wrong_password');
      await this.attempts.recordFailure(bucket);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    await this.attempts.recordSuccess(bucket);
    if (rehash) await this.users.replacePasswordHash(user.id, await this.passwords.hash(form.password));
    const keep = form.keepMeLoggedIn === true;
    const methods = await this.twoFactor.loginMethodsOf(user, PANEL_ROLES.includes(user.role));
    if (methods.length > 0) {
      this.metrics.countLogin('second_factor_required');
      return { secondFactorRequired: true, challengeToken: this.challengeFor(user, keep), methods };
    }
    return this.startSession(user, keep, cookie, { label: deviceLabel(userAgent), cookie: device });
  }

  /** The signed challenge of a login waiting for its second factor: the account, and whether to keep the login. */
  private challengeFor(user: User, keepLoggedIn: boolean): string {
    const payload: SecondFactorChallengePayload = { sub: String(user.id), typ: CHALLENGE_TYPE, keep: keepLoggedIn };
    return this.jwt.sign(payload, { expiresIn: SECOND_FACTOR_CHALLENGE_MINUTES * 60 });
  }

  /** The account and login of a challenge still valid (signed here, not expired), else 401. */
  async challengeOf(token: string): Promise<{ user: User; keepLoggedIn: boolean }> {
    let payload: Partial<SecondFactorChallengePayload>;
    try {
      payload = this.jwt.verify<SecondFactorChallengePayload>(token);
    } catch {
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeInvalid);
    }
    const user = payload.typ === CHALLENGE_TYPE ? await this.users.findById(Number(payload.sub)) : null;
    if (!user) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeInvalid);
    return { user, keepLoggedIn: payload.keep === true };
  }

  /**
   * What every login does once it knows the account (a password above, a passkey in PasskeyLoginController): a new
   * session on this device (its label, for the account's list of sessions), its refresh cookie, and the login answer.
   * A login from a browser that has not logged in to the account for KNOWN_DEVICE_DAYS is told to its owner by
   * email; not the account's first login (nothing to warn of), and not one of the browsers it knows. Counted as a
   * successful login, whichever way it came.
   */
  async startSession(
    user: User,
    keepLoggedIn: boolean,
    cookie: RefreshCookie,
    device: { label: string; cookie: LoginDeviceCookie; secondFactor?: boolean },
  ): Promise<LoginResponseDto> {
    const now = new Date();
    const account = accountBucket(user.email);
    const known = this.devices.recognise(device.cookie.value, account);
    const newDevice = !known || known.loggedInAt.getTime() < now.getTime() - KNOWN_DEVICE_DAYS * DAY_MS;
    const tell = newDevice && (await this.sessions.loggedInBefore(user.id));
    device.cookie.set(this.devices.cookieFor(account, now));
    const session = await this.sessions.start(user, keepLoggedIn, device.label, device.secondFactor ? now : null);
    if (tell) await this.notices.send(user, 'new-device-login', device.label);
    this.setCookie(cookie, session.token, keepLoggedIn);
    this.metrics.countLogin('success');
    return this.loginResponse(user, session.sessionId, device.secondFactor === true);
  }

  async refresh(cookie: RefreshCookie): Promise<LoginResponseDto> {
    const next = cookie.token ? await this.sessions.rotate(cookie.token) : null;
    if (!next) {
      cookie.clear();
      throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    }
    this.setCookie(cookie, next.token, next.keepLoggedIn);
    return this.loginResponse(next.user, next.sessionId, next.secondFactorAt !== null);
  }

  async logout(cookie: RefreshCookie): Promise<LogoutResultDto> {
    if (cookie.token) await this.sessions.revoke(cookie.token);
    cookie.clear();
    return { message: AUTH_MESSAGES.loggedOut };
  }

  private setCookie(cookie: RefreshCookie, token: string, keepLoggedIn: boolean): void {
    cookie.set(token, keepLoggedIn ? this.sessions.ttlSeconds : undefined);
  }

  /**
   * The access token names the account (sub) and the session (sid) it belongs to. A staff account's session that has
   * not proved a second factor is told to set one up (SecondFactorGuard lets it do nothing else).
   */
  private loginResponse(user: User, sessionId: string, secondFactorProved: boolean): LoginResponseDto {
    return {
      accessToken: this.jwt.sign({ sub: String(user.id), sid: sessionId }),
      email: user.email,
      username: user.username,
      role: [toAuthority(user.role)],
      ...(PANEL_ROLES.includes(user.role) && !secondFactorProved ? { enrolmentRequired: true as const } : {}),
    };
  }
}
