import { PASSKEY_MESSAGES } from '@blood-donation/domain';
import { Body, Controller, HttpCode, HttpStatus, Post, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { RefreshCookie } from '../access/refresh-cookie';
import { AuthService } from '../auth/auth.service';
import { deviceLabel } from '../common/device-label';
import { UserAgent } from '../common/user-agent.decorator';
import { LoginResponseDto } from '../auth/dto/login-response.dto';
import { LoginDeviceCookie } from '../auth/login-device';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { PasskeyLoginBodyDto, PasskeyLoginOptionsDto } from '../passkeys/dto/passkeys.dto';
import { PasskeysService } from '../passkeys/passkeys.service';

/**
 * Logging in with a passkey: a full login, as POST /api/auth/login's (the same session, refresh cookie and answer). A
 * passkey is something the person has and unlocks, so the login also counts as a second-factor check (a step-up).
 */
@ApiTags('Auth')
@Public()
@UseInterceptors(NoStoreInterceptor)
@Controller('auth/passkey')
export class PasskeyLoginController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly auth: AuthService,
  ) {}

  @Post('options')
  // Every visit to the login page asks (the browser's autofill), so as many as the page's visitors from one address.
  @RateLimited(60)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Options for navigator.credentials.get() (startAuthentication of @simplewebauthn/browser): empty allowCredentials, so the browser offers the passkeys it holds for this site; the challenge is single use, for 5 minutes',
  })
  @ApiOkResponse({ type: PasskeyLoginOptionsDto })
  options(): Promise<PasskeyLoginOptionsDto> {
    return this.passkeys.loginOptions();
  }

  @Post()
  @RateLimited(10)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Log in with a passkey (startAuthentication's answer); sets the HttpOnly refreshToken cookie, as POST /api/auth/login does" })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBodyErrors()
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: [PASSKEY_MESSAGES.challengeInvalid, PASSKEY_MESSAGES.unknownPasskey, PASSKEY_MESSAGES.verificationFailed, PASSKEY_MESSAGES.counterRegressed].join(' / '),
  })
  async login(
    @Body() body: PasskeyLoginBodyDto,
    @RefreshCookie() cookie: RefreshCookie,
    @LoginDeviceCookie() device: LoginDeviceCookie,
    @UserAgent() userAgent?: string,
  ): Promise<LoginResponseDto> {
    const user = await this.passkeys.verifyLogin(body);
    return this.auth.startSession(user, body.keepMeLoggedIn === true, cookie, { label: deviceLabel(userAgent), cookie: device, secondFactor: true });
  }
}
