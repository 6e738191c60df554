import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { User } from '../users/user.entity';
import { DonorMatchingService } from './donor-matching.service';
import { AvailabilityDto, AvailabilityRecordDto, EligibilityRecordDto } from './dto/donor-matching.dto';

/** The logged-in donor: whether and where they may be asked to give, and when they may give again. */
@ApiTags('Donor matching')
@LoggedIn()
@Controller('user')
export class DonorAvailabilityController {
  constructor(private readonly matching: DonorMatchingService) {}

  @Get('availability')
  @ApiOperation({ summary: 'Whether and where the caller may be asked to give blood (off until they say so)' })
  @ApiOkResponse({ type: AvailabilityRecordDto })
  availability(@CurrentUser() user: User): AvailabilityRecordDto {
    return this.matching.availabilityOf(user);
  }

  @Put('availability')
  @ApiOperation({ summary: 'Say whether and where the caller may be asked; the city is required when available' })
  @ApiOkResponse({ type: AvailabilityRecordDto })
  @ApiBodyErrors()
  setAvailability(@CurrentUser() user: User, @Body() body: AvailabilityDto): Promise<AvailabilityRecordDto> {
    return this.matching.setAvailability(user, body);
  }

  @Get('eligibility')
  @ApiOperation({ summary: "Whether the caller may give whole blood today (UTC), from their own donations, under the ELIGIBILITY_RULES rule set" })
  @ApiOkResponse({ type: EligibilityRecordDto })
  eligibility(@CurrentUser() user: User): Promise<EligibilityRecordDto> {
    return this.matching.eligibilityOf(user);
  }
}
