import { ACCOUNT_DELETION_MESSAGES as M } from '@blood-donation/domain';
import { Body, Controller, Delete, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { RefreshCookie } from '../access/refresh-cookie';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { User } from '../users/user.entity';
import { USER_MESSAGES } from '../users/users.messages';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionDto } from './dto/account-deletion.dto';

@ApiTags('Your data')
@LoggedIn()
@Controller('user')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Delete('me')
  @HttpCode(HttpStatus.OK)
  @RateLimited(10)
  @ApiOperation({
    summary: 'Delete your own account, once your password is given again',
    description:
      'Erases every personal field of the account and of what it sent: it can no longer log in, every session ends (the refresh cookie is cleared), ' +
      'reset links, availability, volunteer sign-ups, the newsletter subscription, contact messages from its email and the emails queued to it are deleted. ' +
      'Donations and blood requests stay only as anonymous rows (no name, email, mobile, address, disease or hospital) for the counts; open requests are cancelled. ' +
      'A confirmation email goes out through the outbox, which keeps no address or text of it once sent.',
  })
  @ApiOkResponse({ type: MessageDto, example: { message: M.deleted } })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `errors.password: '${M.passwordWrong}' for a wrong password; otherwise validation failed, malformed JSON, unknown field or wrong type.` })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Body larger than 100 kB.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: USER_MESSAGES.lastSuperAdminDelete })
  remove(@CurrentUser() user: User, @Body() form: AccountDeletionDto, @RefreshCookie() cookie: RefreshCookie): Promise<MessageDto> {
    return this.deletion.deleteOwn(user, form.password, cookie);
  }
}
