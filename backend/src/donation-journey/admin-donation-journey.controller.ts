import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOURNEY_MESSAGES as M } from '@blood-donation/domain';
import { Allowed } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { DonationJourneyService } from './donation-journey.service';
import { DonationJourneyBodyDto, DonationJourneyDto, HospitalBodyDto, HospitalDto } from './dto/donation-journey.dto';

/** The hospitals the organisation sends blood to, and what became of each donation (issue 24 point 4). */
@ApiTags('Admin: donations')
@Controller('admin')
export class AdminDonationJourneyController {
  constructor(private readonly journeys: DonationJourneyService) {}

  @Allowed('hospitals', 'read')
  @Get('hospitals')
  @ApiOperation({ summary: 'The hospitals the organisation sends blood to, by name (admins; drive staff read it to record journeys)' })
  @ApiOkResponse({ type: [HospitalDto] })
  hospitals(): Promise<HospitalDto[]> {
    return this.journeys.hospitals();
  }

  @Allowed('hospitals', 'change')
  @Post('hospitals')
  @ApiOperation({ summary: 'Add a hospital to the list (its name once, whatever its case)' })
  @ApiCreatedResponse({ type: HospitalDto })
  @ApiBodyErrors()
  @ApiConflictResponse({ type: ErrorResponseDto, description: `A name on the list already: '${M.hospitalExists('City Hospital')}'.` })
  addHospital(@Body() body: HospitalBodyDto): Promise<HospitalDto> {
    return this.journeys.addHospital(body);
  }

  @Allowed('donation-journey', 'read')
  @Get('donations/:id/journey')
  @ApiOperation({ summary: "A donation's journey as recorded (to correct it), for admins and the staff of the drive it was given at" })
  @ApiIdParam('Donation id')
  @ApiOkResponse({ type: DonationJourneyDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `'${M.donationNotFound}'; or '${M.noJourneyYet}'.` })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `Drive staff, for a donation not given at a drive they staff: '${M.notAssigned}'.` })
  journey(@IdParam() id: number, @CurrentUser() user: User): Promise<DonationJourneyDto> {
    return this.journeys.ofDonation(id, user);
  }

  @Allowed('donation-journey', 'change')
  @Put('donations/:id/journey')
  @ApiOperation({
    summary:
      "Record what became of a donation: 'issued' to a hospital of the list on a day, or 'research' / 'discarded' with a kind reason. Again replaces it (a correction). The donor is emailed once per donation and status, with their 'donation-journey' consent",
  })
  @ApiIdParam('Donation id')
  @ApiOkResponse({ type: DonationJourneyDto })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.donationNotFound })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `Drive staff, for a donation not given at a drive they staff: '${M.notAssigned}'.` })
  record(@IdParam() id: number, @Body() body: DonationJourneyBodyDto, @CurrentUser() user: User): Promise<DonationJourneyDto> {
    return this.journeys.record(id, body, user);
  }
}
