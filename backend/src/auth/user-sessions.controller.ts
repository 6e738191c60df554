import { SESSION_MESSAGES } from '@blood-donation/domain';
import { applyDecorators, Controller, createParamDecorator, Delete, ExecutionContext, Get, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { LoggedIn } from '../access/access.decorators';
import { CurrentSessionId, CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { User } from '../users/user.entity';
import { SessionsEndedDto, UserSessionDto } from './dto/user-session.dto';
import { NoStoreInterceptor } from './no-store.interceptor';
import { UserSessionsService } from './user-sessions.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `{id}` of the route: a session's id (a uuid, lower-cased); anything else is a 400 naming `id`. */
const SessionIdParam = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const raw: unknown = context.switchToHttp().getRequest<Request>().params.id;
  if (typeof raw !== 'string' || !UUID.test(raw)) throw new ValidationFailedException({ id: [SESSION_MESSAGES.idInvalid] });
  return raw.toLowerCase();
});

const ApiSessionIdParam = () =>
  applyDecorators(
    ApiParam({ name: 'id', description: 'A session id, as GET /api/user/sessions lists it', schema: { type: 'string', format: 'uuid' } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${SESSION_MESSAGES.idInvalid} (errors.id); or: ${SESSION_MESSAGES.isCurrent} (errors.id).` }),
  );

/**
 * Where the account is logged in: each live session (a login on one browser) with its browser and system, the hour
 * it was last used and whether it is this device's; ending one, or all but this one. Every role that logs in has
 * them, each only for its own sessions. No place is shown: no GeoIP database is kept.
 */
@ApiTags('Auth')
@LoggedIn()
@UseInterceptors(NoStoreInterceptor)
@Controller('user/sessions')
export class UserSessionsController {
  constructor(private readonly sessions: UserSessionsService) {}

  @Get()
  @ApiOperation({
    summary:
      "The caller's live sessions (neither expired nor ended), this device's first, then the most recently used: browser and system (no place: no GeoIP database is kept), the hour of last use, and which is this device",
  })
  @ApiOkResponse({ type: UserSessionDto, isArray: true })
  list(@CurrentUser() user: User, @CurrentSessionId() current: string): Promise<UserSessionDto[]> {
    return this.sessions.listOf(user.id, current);
  }

  @Delete()
  @ApiOperation({
    summary:
      "End every other session of the caller (log out everywhere else): their access tokens stop working at once and they can no longer refresh. This device's session stays. Answers how many ended (0 when there were none)",
  })
  @ApiOkResponse({ type: SessionsEndedDto })
  endOthers(@CurrentUser() user: User, @CurrentSessionId() current: string): Promise<SessionsEndedDto> {
    return this.sessions.endOthers(user.id, current);
  }

  @Delete(':id')
  @ApiOperation({
    summary:
      "End another of the caller's sessions: its access tokens stop working at once and it can no longer refresh. This device's own session is refused (400): log out instead (POST /api/auth/logout), as Google and GitHub do",
  })
  @ApiSessionIdParam()
  @ApiOkResponse({ type: MessageDto, example: { message: SESSION_MESSAGES.ended } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${SESSION_MESSAGES.notFound}: unknown, already ended or expired, or another account's.` })
  async end(@CurrentUser() user: User, @CurrentSessionId() current: string, @SessionIdParam() id: string): Promise<MessageDto> {
    await this.sessions.end(user.id, current, id);
    return { message: SESSION_MESSAGES.ended };
  }
}
