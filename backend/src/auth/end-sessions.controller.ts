import { END_SESSIONS_TEXTS } from '@blood-donation/domain';
import { Body, Controller, HttpCode, HttpStatus, Post, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { RefreshSessionsService } from './refresh-sessions.service';
import { NoStoreInterceptor } from './no-store.interceptor';
import { MessageDto } from '../common/message.dto';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { EndSessionsDto } from './dto/end-sessions.dto';
import { AccountNotices } from '../account-notices/account-notices.service';

/** The link of an account notice email: ends every session of the account, without logging in. */
@ApiTags('Auth')
@Public()
@UseInterceptors(NoStoreInterceptor)
@Controller('auth/end-sessions')
export class EndSessionsController {
  constructor(
    private readonly notices: AccountNotices,
    private readonly sessions: RefreshSessionsService,
  ) {}

  @Post()
  @RateLimited(10)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'End every session of the account (all its refresh tokens and access tokens stop working), with the token of the link in an email about the account; no login needed',
  })
  @ApiOkResponse({ type: MessageDto, description: END_SESSIONS_TEXTS.ended })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${END_SESSIONS_TEXTS.linkInvalid} (errors.token)` })
  async end(@Body() body: EndSessionsDto): Promise<MessageDto> {
    const userId = this.notices.links.accountOf(body.token, new Date());
    if (userId === null) throw new ValidationFailedException({ token: [END_SESSIONS_TEXTS.linkInvalid] });
    await this.sessions.revokeAllForUser(userId);
    return { message: END_SESSIONS_TEXTS.ended };
  }
}
