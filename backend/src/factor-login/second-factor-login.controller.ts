import { type SecondFactorLogin, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { Body, Controller, HttpCode, HttpStatus, Post, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { LoggedIn, Public } from '../access/access.decorators';
import { CurrentSessionId, CurrentUser } from '../access/current-user.decorator';
import { RefreshCookie } from '../access/refresh-cookie';
import { AuthService } from '../auth/auth.service';
import { LoginResponseDto } from '../auth/dto/login-response.dto';
import { LoginDeviceCookie } from '../auth/login-device';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { RefreshSessionsService } from '../auth/refresh-sessions.service';
import { deviceLabel } from '../common/device-label';
import { UserAgent } from '../common/user-agent.decorator';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { PasskeysService } from '../passkeys/passkeys.service';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { SecondFactorLoginDto } from '../two-factor/dto/two-factor.dto';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { User } from '../users/user.entity';
import { StepUpDto, StepUpResultDto } from './step-up.dto';

const TRIES = 'Tries are counted per account, whatever the address: 5 failed in 15 minutes, then 429 with Retry-After, answered after a second.';

/** Second factors at work: finishing a password login with one, and a step-up before a dangerous action. */
@ApiTags('Auth')
@UseInterceptors(NoStoreInterceptor)
@Controller('auth')
export class SecondFactorLoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly sessions: RefreshSessionsService,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  @Post('login/second-factor')
  @Public()
  @RateLimited(10)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: `Finish a login that answered secondFactorRequired: its challengeToken and one of code (the authenticator app's), recoveryCode (once each) or passkey (startAuthentication's answer to POST /api/auth/passkey/options). Answers as POST /api/auth/login does, with the refresh cookie; the login counts as a step-up. A wrong code is a 400 naming code. ${TRIES}`,
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBodyErrors()
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: `${TWO_FACTOR_MESSAGES.challengeInvalid} (or a passkey's answer that could not be verified)` })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TRIES })
  async login(
    @Body() body: SecondFactorLoginDto,
    @RefreshCookie() cookie: RefreshCookie,
    @LoginDeviceCookie() device: LoginDeviceCookie,
    @UserAgent() userAgent?: string,
  ): Promise<LoginResponseDto> {
    const { user, keepLoggedIn } = await this.auth.challengeOf(body.challengeToken);
    await this.checkSecondFactor(user, body);
    return this.auth.startSession(user, keepLoggedIn, cookie, { label: deviceLabel(userAgent), cookie: device, secondFactor: true });
  }

  @Post('step-up')
  @LoggedIn()
  @RateLimited(10)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: `Prove a second factor again (code of the authenticator app, or a passkey's answer): for STEP_UP_MINUTES this session may do what needs it (a 401 with errorCode STEP_UP_REQUIRED said so). A wrong code is a 400 naming code. ${TRIES}`,
  })
  @ApiOkResponse({ type: StepUpResultDto })
  @ApiBodyErrors()
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TRIES })
  async stepUp(@CurrentUser() user: User, @CurrentSessionId() sessionId: string, @Body() body: StepUpDto): Promise<StepUpResultDto> {
    await this.checkSecondFactor(user, body);
    const now = new Date();
    await this.sessions.markSecondFactor(sessionId, now);
    return { stepUpUntil: new Date(now.getTime() + this.settings.stepUpMinutes * 60_000).toISOString() };
  }

  private async checkSecondFactor(user: User, answer: Omit<SecondFactorLogin, 'challengeToken'>): Promise<void> {
    const { passkey } = answer;
    if (answer.code !== undefined) await this.twoFactor.checkCode(user.id, answer.code);
    else if (answer.recoveryCode !== undefined) await this.twoFactor.useRecoveryCode(user.id, answer.recoveryCode);
    else if (passkey) await this.twoFactor.checkPasskey(user.id, () => this.passkeys.verifyLogin(passkey));
  }
}
