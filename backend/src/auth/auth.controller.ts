import { Body, Controller, HttpCode, HttpStatus, Post, UseInterceptors } from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse, getSchemaPath } from '@nestjs/swagger';
import { SecondFactorChallengeDto } from '../two-factor/dto/two-factor.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { UserAgent } from '../common/user-agent.decorator';
import { Public } from '../access/access.decorators';
import { AuthService } from './auth.service';
import { LoginDeviceCookie } from './login-device';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { NoStoreInterceptor } from './no-store.interceptor';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/login-response.dto';
import { LogoutResultDto } from './dto/logout-result.dto';
import { REFRESH_COOKIE_NAME, RefreshCookie } from '../access/refresh-cookie';

@ApiTags('Auth')
@Public()
@UseInterceptors(NoStoreInterceptor)
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @RateLimited(10)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Log in; sets the HttpOnly refreshToken cookie. An account with a second factor (an authenticator app; for staff, also a passkey) gets secondFactorRequired, a challengeToken and its methods instead, and no token: POST /api/auth/login/second-factor finishes the login.',
  })
  @ApiExtraModels(LoginResponseDto, SecondFactorChallengeDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath('SecondFactorChallenge') }] } })
  @ApiBodyErrors()
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid email or password.' })
  login(
    @Body() form: LoginDto,
    @RefreshCookie() cookie: RefreshCookie,
    @LoginDeviceCookie() device: LoginDeviceCookie,
    @UserAgent() userAgent?: string,
  ): Promise<LoginResponseDto | SecondFactorChallengeDto> {
    return this.auth.login(form, cookie, device, userAgent);
  }

  @Post('refresh')
  @RateLimited(30)
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE_NAME)
  @ApiOperation({ summary: 'New access token and a rotated refresh cookie; a reused refresh token ends the whole session' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Missing, unknown, expired, revoked or reused refresh token; the cookie is cleared.' })
  refresh(@RefreshCookie() cookie: RefreshCookie): Promise<LoginResponseDto> {
    return this.auth.refresh(cookie);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE_NAME)
  @ApiOperation({ summary: 'End the session of the refresh cookie and clear it (works without a valid access token)' })
  @ApiOkResponse({ type: LogoutResultDto })
  logout(@RefreshCookie() cookie: RefreshCookie): Promise<LogoutResultDto> {
    return this.auth.logout(cookie);
  }
}
