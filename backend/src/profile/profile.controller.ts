import { PROFILE_API_MESSAGES as M } from '@blood-donation/domain';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn, OpenBeforeEnrolment, Public } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { User } from '../users/user.entity';
import { USER_MESSAGES } from '../users/users.messages';
import { EmailChangeConfirmDto, EmailChangeDto, MyProfileDto, ProfileUpdateDto } from './dto/profile.dto';
import { EmailChangeService } from './email-change.service';
import { ProfileService } from './profile.service';

@ApiTags('Users')
@Controller('user')
@UseInterceptors(NoStoreInterceptor)
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly emailChanges: EmailChangeService,
  ) {}

  @LoggedIn()
  @OpenBeforeEnrolment()
  @Get('me')
  @ApiOperation({ summary: 'The logged-in account: its profile, city and contact preference' })
  @ApiOkResponse({ type: MyProfileDto })
  me(@CurrentUser() user: User): Promise<MyProfileDto> {
    return this.profiles.profileOf(user);
  }

  @LoggedIn()
  @Put('me')
  @RateLimited(30)
  @ApiOperation({
    summary: 'Change your profile',
    description: "Every field as registration checks it; bloodGroup null is \"I don't know yet\". The email address changes through POST /api/user/me/email.",
  })
  @ApiOkResponse({ type: MyProfileDto })
  @ApiBodyErrors()
  update(@CurrentUser() user: User, @Body() profile: ProfileUpdateDto): Promise<MyProfileDto> {
    return this.profiles.update(user, profile);
  }

  @LoggedIn()
  @Post('me/email')
  @HttpCode(HttpStatus.OK)
  @RateLimited(10)
  @ApiOperation({
    summary: 'Ask to change your email address',
    description: 'Needs the current password. A single-use link, valid 24 hours, goes to the new address; the account keeps its address until the link is opened.',
  })
  @ApiOkResponse({ type: MessageDto, example: { message: M.emailLinkSent } })
  @ApiBodyErrors()
  @ApiConflictResponse({ type: ErrorResponseDto, description: USER_MESSAGES.emailTaken })
  requestEmailChange(@CurrentUser() user: User, @Body() form: EmailChangeDto): Promise<MessageDto> {
    return this.emailChanges.request(user, form.newEmail, form.password);
  }

  @Public()
  @Post('me/email/confirm')
  @HttpCode(HttpStatus.OK)
  @RateLimited(10)
  @ApiOperation({ summary: 'Confirm a new email address with the token of the link sent to it' })
  @ApiOkResponse({ type: MessageDto, example: { message: M.emailChanged } })
  @ApiBodyErrors()
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${USER_MESSAGES.emailTaken} (the address got taken after the link was sent)` })
  @ApiGoneResponse({ type: ErrorResponseDto, description: M.linkInvalid })
  confirmEmailChange(@Body() form: EmailChangeConfirmDto): Promise<MessageDto> {
    return this.emailChanges.confirm(form.token);
  }
}
