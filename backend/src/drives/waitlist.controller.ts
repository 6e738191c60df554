import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn, Public } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import type { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ApiDriveNotFound } from './drive.docs';
import { AppointmentDto } from './dto/drive.dto';
import { DriveWaitlistDto, WaitlistEntryDto, WaitlistJoinDto, WaitlistOfferDto } from './dto/waitlist.dto';
import { ApiAcceptRefusals, ApiJoinRefusals, ApiNotWaiting, ApiOfferToken } from './waitlist.docs';
import { WaitlistService } from './waitlist.service';

@ApiTags('Drives')
@Controller()
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Public()
  @Get('drives/:id/waitlist')
  @ApiOperation({ summary: "Whether the drive's waitlist is open (every bookable slot full, held chairs counted) and how many donors wait" })
  @ApiIdParam('Drive (event) id')
  @ApiOkResponse({ type: DriveWaitlistDto })
  @ApiDriveNotFound()
  status(@IdParam() id: number): Promise<DriveWaitlistDto> {
    return this.waitlist.status(id);
  }

  @LoggedIn()
  @Post('drives/:id/waitlist')
  @ApiOperation({ summary: "Join the drive's waitlist (only while no bookable slot has a free chair); a freed time is offered by email" })
  @ApiIdParam('Drive (event) id')
  @ApiCreatedResponse({ type: WaitlistEntryDto })
  @ApiBodyErrors()
  @ApiDriveNotFound()
  @ApiJoinRefusals()
  join(@IdParam() id: number, @Body() _body: WaitlistJoinDto, @CurrentUser() user: User): Promise<WaitlistEntryDto> {
    return this.waitlist.join(id, user);
  }

  @LoggedIn()
  @Delete('drives/:id/waitlist')
  @ApiOperation({ summary: "Leave the drive's waitlist; a time held for the donor goes to the next donor waiting" })
  @ApiIdParam('Drive (event) id')
  @ApiOkResponse({ type: MessageDto })
  @ApiNotWaiting()
  leave(@IdParam() id: number, @CurrentUser() user: User): Promise<MessageDto> {
    return this.waitlist.leave(id, user);
  }

  @LoggedIn()
  @Get('user/waitlist')
  @ApiOperation({ summary: "The logged-in donor's places on drive waitlists, with any time held for them" })
  @ApiOkResponse({ type: [WaitlistEntryDto] })
  mine(@CurrentUser() user: User): Promise<WaitlistEntryDto[]> {
    return this.waitlist.mine(user);
  }

  @Public()
  @Get('waitlist-offers/:token')
  @ApiOperation({ summary: 'The time an offer link holds, and until when (no login; no personal data)' })
  @ApiOfferToken()
  @ApiOkResponse({ type: WaitlistOfferDto })
  offer(@Param('token') token: string): Promise<WaitlistOfferDto> {
    return this.waitlist.offer(token);
  }

  @Public()
  @Post('waitlist-offers/:token/accept')
  @ApiOperation({ summary: 'Book the held time (no login): the donor leaves the waitlist with an appointment, confirmed by email' })
  @ApiOfferToken()
  @ApiCreatedResponse({ type: AppointmentDto })
  @ApiAcceptRefusals()
  accept(@Param('token') token: string): Promise<AppointmentDto> {
    return this.waitlist.accept(token);
  }

  @Public()
  @Post('waitlist-offers/:token/decline')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decline the held time (no login): the donor leaves the waitlist and the time goes to the next donor' })
  @ApiOfferToken()
  @ApiOkResponse({ type: MessageDto })
  decline(@Param('token') token: string): Promise<MessageDto> {
    return this.waitlist.decline(token);
  }
}
