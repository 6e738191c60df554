import { PASSKEY_MESSAGES } from '@blood-donation/domain';
import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { LoggedIn, OpenBeforeEnrolment } from '../access/access.decorators';
import { CurrentSessionId, CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { UserAgent } from '../common/user-agent.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { PasskeyDto, PasskeyRegistrationBodyDto, PasskeyRegistrationOptionsDto, PasskeyRenameDto } from './dto/passkeys.dto';
import { PasskeysService } from './passkeys.service';

/** The caller's User-Agent header, for a passkey's default name (read, not documented as a parameter: browsers always send it). */

/** The logged-in account's passkeys: adding one, listing, renaming and removing them. */
@ApiTags('Passkeys')
@LoggedIn()
@Controller('user/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Post('options')
  @OpenBeforeEnrolment()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Options for navigator.credentials.create() (startRegistration of @simplewebauthn/browser): a discoverable passkey of this site, the account's passkeys excluded; the challenge is single use, for 5 minutes",
  })
  @ApiOkResponse({ type: PasskeyRegistrationOptionsDto })
  options(@CurrentUser() user: User): Promise<PasskeyRegistrationOptionsDto> {
    return this.passkeys.registrationOptions(user);
  }

  @Post()
  @OpenBeforeEnrolment()
  @HttpCode(201)
  @ApiOperation({ summary: "Add the passkey the browser made (startRegistration's answer), with a name (else the browser and system, 'Chrome on Android')" })
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBodyErrors()
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${PASSKEY_MESSAGES.alreadyAdded} / ${PASSKEY_MESSAGES.tooMany}` })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: `No access token, or an expired or invalid one; or: ${PASSKEY_MESSAGES.challengeInvalid} / ${PASSKEY_MESSAGES.registrationFailed}`,
  })
  add(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body() body: PasskeyRegistrationBodyDto,
    @UserAgent() userAgent?: string,
  ): Promise<PasskeyDto> {
    return this.passkeys.register(user, body, userAgent, sessionId);
  }

  @Get()
  @OpenBeforeEnrolment()
  @ApiOperation({ summary: "The caller's passkeys, oldest first: name, when added and last used, whether backed up; never a credential id or key" })
  @ApiOkResponse({ type: PasskeyDto, isArray: true })
  list(@CurrentUser() user: User): Promise<PasskeyDto[]> {
    return this.passkeys.listOf(user.id);
  }

  @Patch(':id')
  @ApiOperation({ summary: "Rename one of the caller's passkeys" })
  @ApiIdParam('Passkey id')
  @ApiOkResponse({ type: MessageDto, example: { message: PASSKEY_MESSAGES.renamed } })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PASSKEY_MESSAGES.notFound })
  async rename(@CurrentUser() user: User, @IdParam() id: number, @Body() body: PasskeyRenameDto): Promise<MessageDto> {
    await this.passkeys.rename(user.id, id, body.name);
    return { message: PASSKEY_MESSAGES.renamed };
  }

  @Delete(':id')
  @ApiOperation({ summary: "Remove one of the caller's passkeys: it no longer logs in (the device may still list it until removed there too)" })
  @ApiIdParam('Passkey id')
  @ApiOkResponse({ type: MessageDto, example: { message: PASSKEY_MESSAGES.removed } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PASSKEY_MESSAGES.notFound })
  async remove(@CurrentUser() user: User, @IdParam() id: number): Promise<MessageDto> {
    await this.passkeys.remove(user.id, id);
    return { message: PASSKEY_MESSAGES.removed };
  }
}
