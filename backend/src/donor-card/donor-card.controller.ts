import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import type { User } from '../users/user.entity';
import { DonorCardService } from './donor-card.service';
import { DonorCardDto } from './dto/donor-card.dto';

/** The logged-in donor's digital donor card. */
@ApiTags('Donor card')
@LoggedIn()
@Controller('user')
export class DonorCardController {
  constructor(private readonly cards: DonorCardService) {}

  @Get('donor-card')
  @ApiOperation({
    summary:
      "The caller's donor card: username, blood group (confirmed once a drive desk recorded a donation), donations, next eligible day, and the card's opaque token (its QR code) and short code, working until expiresAt (DONOR_CARD_TTL_DAYS); the same card is answered until it nears expiry, then a new one",
  })
  @ApiOkResponse({ type: DonorCardDto })
  card(@CurrentUser() user: User): Promise<DonorCardDto> {
    return this.cards.cardOf(user);
  }
}
