import { ADMIN_ROLES } from '@blood-donation/domain';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn, Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { User } from '../users/user.entity';
import { DonationsService } from './donations.service';
import { CreateDonationDto } from './dto/create-donation.dto';
import { DonationRecordDto } from './dto/donation-record.dto';

@ApiTags('Donations')
@Controller()
export class DonationsController {
  constructor(private readonly donations: DonationsService) {}

  @LoggedIn()
  @Post('add')
  @ApiOperation({
    summary: "Record a donation: the caller's own, or (admin, superAdmin) a walk-in donor's, linked to no account",
  })
  @ApiCreatedResponse({ type: DonationRecordDto })
  @ApiBodyErrors()
  create(@Body() form: CreateDonationDto, @CurrentUser() user: User): Promise<DonationRecordDto> {
    return this.donations.create(form, user);
  }

  @LoggedIn()
  @Get('user-donors')
  @ApiOperation({ summary: "The logged-in account's own donations, latest date first" })
  @ApiOkResponse({ type: [DonationRecordDto] })
  listOwn(@CurrentUser() user: User): Promise<DonationRecordDto[]> {
    return this.donations.listOwn(user);
  }

  @Roles(...ADMIN_ROLES)
  @Get('donorlist')
  @ApiOperation({ summary: 'Every donation, latest date first' })
  @ApiOkResponse({ type: [DonationRecordDto] })
  listAll(): Promise<DonationRecordDto[]> {
    return this.donations.listAll();
  }
}
