import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DONOR_CARD_MESSAGES as M } from '@blood-donation/domain';
import { Allowed } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiNotAssigned } from '../drives/drive.docs';
import { ApiDriveIdParam, DriveIdParam } from '../drives/drive-id-param';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import type { User } from '../users/user.entity';
import { DonorCardService } from './donor-card.service';
import { DeskLookupDto, DeskLookupQueryDto } from './dto/donor-card.dto';

/** Calls a minute from one address: a donor every two seconds is more than a drive's desks need; guessing short codes stays slow. */
export const DESK_LOOKUP_LIMIT = 30;

/** The drive desk finds a donor's appointment by their donor card. */
@ApiTags('Drive desk')
@Controller('drive-desk')
export class DeskLookupController {
  constructor(private readonly cards: DonorCardService) {}

  @Allowed('drive-desk', 'read')
  @RateLimited(DESK_LOOKUP_LIMIT)
  @Get(':driveId/lookup')
  @ApiOperation({ summary: "The appointment at this drive of the donor whose card's token (scanned QR code) or short code (typed) is `code`: id, username, time, status; nothing else" })
  @ApiDriveIdParam()
  @ApiOkResponse({ type: DeskLookupDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `errors.code: '${M.codeRequired}', '${M.codeUnknown}' (also a tampered token) or '${M.codeExpired}'; or a bad driveId (errors.driveId).` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `'${M.noAppointment}'; or the drive is not found.` })
  @ApiNotAssigned()
  lookup(@DriveIdParam() driveId: number, @Query() query: DeskLookupQueryDto, @CurrentUser() user: User): Promise<DeskLookupDto> {
    return this.cards.lookup(driveId, query.code, user);
  }
}
