import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { LoggedIn } from '../access/access.decorators';
import { CurrentSessionId, CurrentUser } from '../access/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { deviceLabel } from '../common/device-label';
import { MessageDto } from '../common/message.dto';
import { UserAgent } from '../common/user-agent.decorator';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { User } from '../users/user.entity';
import { ChangePasswordDto } from './dto/change-password.dto';
import { PasswordChangeService } from './password-change.service';
import { PASSWORD_CHANGE_MESSAGES as M } from './password-reset.messages';

@ApiTags('Auth')
@Controller('auth')
@UseInterceptors(NoStoreInterceptor)
export class PasswordChangeController {
  constructor(private readonly passwordChange: PasswordChangeService) {}

  @Post('change-password')
  @HttpCode(200)
  @LoggedIn()
  @RateLimited(10)
  @ApiOperation({
    summary: 'Change the password of the logged-in account',
    description: 'Needs the current password; the new one follows the registration rules. Every other session of the account ends at once (its refresh tokens no longer refresh and its access tokens stop working); this one stays logged in.',
  })
  @ApiOkResponse({ type: MessageDto, example: { message: M.changed } })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `'${M.currentWrong}' for a wrong current password; otherwise validation failed, malformed JSON, unknown field or wrong type.` })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Body larger than 100 kB.' })
  change(@CurrentUser() user: User, @CurrentSessionId() sessionId: string, @Body() form: ChangePasswordDto, @UserAgent() userAgent?: string): Promise<MessageDto> {
    return this.passwordChange.change(user, sessionId, form.currentPassword, form.password, deviceLabel(userAgent));
  }
}
