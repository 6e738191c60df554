import { Body, Controller, Get, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { Response } from 'express';
import { Allowed, LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ApiWholeList, WholeListParam, type WholeListRequest } from '../lists/whole-list';
import { User } from '../users/user.entity';
import { DONATION_RECORDS, DonationsService } from './donations.service';
import { CreateDonationDto } from './dto/create-donation.dto';
import { DonationRecordDto } from './dto/donation-record.dto';

const LATEST_FIRST = [DONATION_RECORDS, 'date', 'DESC'] as const;

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
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "The caller's own donation is dated sooner than the ELIGIBILITY_RULES rule set allows after their earlier ones; the message names the day they may give again (domain's earlyDonationMessage). Only with REFUSE_EARLY_DONATIONS (on by default); an admin's walk-in donor is never refused.",
  })
  create(@Body() form: CreateDonationDto, @CurrentUser() user: User): Promise<DonationRecordDto> {
    return this.donations.create(form, user);
  }

  @LoggedIn()
  @Get('user-donors')
  @ApiOperation({ summary: "The logged-in account's own donations, latest date first" })
  @ApiWholeList(DONATION_RECORDS, 'latest date first')
  listOwn(@CurrentUser() user: User, @WholeListParam(LATEST_FIRST) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<DonationRecordDto[] | StreamableFile> {
    return this.donations.listOwn(user, request, response);
  }

  @Allowed('donorlist', 'read')
  @Get('donorlist')
  @ApiOperation({ summary: 'Every donation, latest date first' })
  @ApiWholeList(DONATION_RECORDS, 'latest date first')
  listAll(@WholeListParam(LATEST_FIRST) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<DonationRecordDto[] | StreamableFile> {
    return this.donations.listAll(request, response);
  }
}
