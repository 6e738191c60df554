import { TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn, OpenBeforeEnrolment, StepUp } from '../access/access.decorators';
import { CurrentSessionId, CurrentUser } from '../access/current-user.decorator';
import { deviceLabel } from '../common/device-label';
import { MessageDto } from '../common/message.dto';
import { UserAgent } from '../common/user-agent.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { User } from '../users/user.entity';
import { RecoveryCodesDto, TotpConfirmDto, TotpEnrolmentDto, TwoFactorStatusDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** The logged-in account's second factors: its authenticator app and recovery codes (passkeys have their own routes). */
@ApiTags('Two-factor')
@LoggedIn()
@Controller('user/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @OpenBeforeEnrolment()
  @ApiOperation({ summary: "The caller's second factors: whether an authenticator app is set up, unused recovery codes, passkeys" })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: User): Promise<TwoFactorStatusDto> {
    return this.twoFactor.statusOf(user.id);
  }

  @Post('totp')
  @OpenBeforeEnrolment()
  @HttpCode(201)
  @ApiOperation({ summary: 'Start setting up an authenticator app: its secret, as text and as the otpauth URL of a QR code; logins ask for it once confirmed' })
  @ApiCreatedResponse({ type: TotpEnrolmentDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.alreadyEnrolled })
  startTotp(@CurrentUser() user: User): Promise<TotpEnrolmentDto> {
    return this.twoFactor.startTotp(user);
  }

  @Post('totp/confirm')
  @OpenBeforeEnrolment()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm the authenticator app with its current code: it is set up, and the answer holds ten single-use recovery codes, shown only this once; the owner is emailed. A session that had not proved a second factor has now (a staff account goes on to the panel). A wrong code is a 400 naming code; tries are counted per account (5 in 15 minutes, then 429).',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.notEnrolling })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.alreadyEnrolled })
  confirmTotp(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body() body: TotpConfirmDto,
    @UserAgent() userAgent?: string,
  ): Promise<RecoveryCodesDto> {
    return this.twoFactor.confirmTotp(user, body.code, deviceLabel(userAgent), sessionId);
  }

  @Delete('totp')
  @StepUp()
  @ApiOperation({ summary: 'Remove the authenticator app and its recovery codes (a second-factor check within STEP_UP_MINUTES first); the owner is emailed' })
  @ApiOkResponse({ type: MessageDto, example: { message: TWO_FACTOR_MESSAGES.removed } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.notEnrolled })
  async removeTotp(@CurrentUser() user: User, @UserAgent() userAgent?: string): Promise<MessageDto> {
    await this.twoFactor.removeTotp(user, deviceLabel(userAgent));
    return { message: TWO_FACTOR_MESSAGES.removed };
  }
}
