import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import type { User } from '../users/user.entity';
import { DonationJourneyService } from './donation-journey.service';
import { MyDonationJourneyDto } from './dto/donation-journey.dto';

@ApiTags('Donations')
@LoggedIn()
@Controller('user')
export class DonationJourneyController {
  constructor(private readonly journeys: DonationJourneyService) {}

  @Get('journey')
  @ApiOperation({ summary: "Each of the caller's donations, newest first, with what became of it (status null while not known yet)" })
  @ApiOkResponse({ type: [MyDonationJourneyDto] })
  mine(@CurrentUser() user: User): Promise<MyDonationJourneyDto[]> {
    return this.journeys.mine(user.id);
  }
}
