import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { deviceLabel } from '../common/device-label';
import { MessageDto } from '../common/message.dto';
import { UserAgent } from '../common/user-agent.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { PASSWORD_RESET_MESSAGES as M, RESET_LINK_TTL_MINUTES } from './password-reset.messages';
import { PasswordResetService } from './password-reset.service';

@ApiTags('Auth')
@Controller('auth')
@UseInterceptors(NoStoreInterceptor)
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Email a password reset link, if the email has an account',
    description: `Once the captcha passes (each ALTCHA solution once), the answer is the same whether or not the email has an account, and it does not wait for the lookup. For an account, an email with a link to \${PUBLIC_URL}/reset-password?token=… is queued; the link works once, for ${RESET_LINK_TTL_MINUTES} minutes.`,
  })
  @ApiAcceptedResponse({ type: MessageDto, example: { message: M.linkSent } })
  @ApiBodyErrors()
  forgot(@Body() form: ForgotPasswordDto): Promise<MessageDto> {
    return this.passwordReset.forgot(form.email, form.captchaToken);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the token of a reset link',
    description: 'The password follows the registration rules. The link is then used up (with every other link of the account), and every session of the account ends: its refresh tokens no longer refresh and its access tokens stop working.',
  })
  @ApiOkResponse({ type: MessageDto, example: { message: M.passwordReset } })
  @ApiExtraModels(ErrorResponseDto, ValidationErrorResponseDto)
  @ApiBadRequestResponse({
    description: `'${M.invalidLink}' (an error without errorCode and errors) for an unknown, used or expired token; otherwise validation failed, malformed JSON, unknown field or wrong type.`,
    schema: { anyOf: [{ $ref: getSchemaPath(ValidationErrorResponseDto) }, { $ref: getSchemaPath(ErrorResponseDto) }] },
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Body larger than 100 kB.' })
  reset(@Body() form: ResetPasswordDto, @UserAgent() userAgent?: string): Promise<MessageDto> {
    return this.passwordReset.reset(form.token, form.password, deviceLabel(userAgent));
  }
}
