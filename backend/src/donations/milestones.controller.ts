import { MilestoneSchema, milestonesOf } from '@blood-donation/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { DonationRepository } from './donation.repository';

export class MilestoneDto extends createZodDto(MilestoneSchema) {}

/** The logged-in donor's milestones (issue 24 point 3). */
@ApiTags('Donations')
@LoggedIn()
@Controller('user')
export class MilestonesController {
  constructor(private readonly donations: DonationRepository) {}

  @Get('milestones')
  @ApiOperation({
    summary:
      "The caller's milestones (1st, 3rd, 5th, 10th, 25th, 50th, 100th donation), counted from their donations in date order: the date of the donation that reached each, and whether it was self-reported (typed in rather than recorded at a drive desk)",
  })
  @ApiOkResponse({ type: [MilestoneDto] })
  async milestones(@CurrentUser() user: User): Promise<MilestoneDto[]> {
    return milestonesOf(await this.donations.countedOf(user.id));
  }
}
