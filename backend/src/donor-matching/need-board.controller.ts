import { BLOOD_COMPATIBILITY } from '@blood-donation/domain';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { DonorMatchingService } from './donor-matching.service';
import { BloodCompatibilityDto, NeedBoardLineDto } from './dto/donor-matching.dto';

/** Seconds a browser or proxy may keep the need board (the server also replays it from memory, see public-answers). */
export const NEED_BOARD_MAX_AGE_SECONDS = 60;

/** What anyone may read: which groups suit a patient, and where blood is needed now. */
@ApiTags('Donor matching')
@Public()
@Controller()
export class NeedBoardController {
  constructor(private readonly matching: DonorMatchingService) {}

  @Get('blood-compatibility')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({ summary: "Which donors' red cells and plasma suit each patient's blood group (recipient → donor groups)" })
  @ApiOkResponse({ type: BloodCompatibilityDto })
  compatibility(): BloodCompatibilityDto {
    return BLOOD_COMPATIBILITY as unknown as BloodCompatibilityDto;
  }

  @Get('need-board')
  @Header('Cache-Control', `public, max-age=${NEED_BOARD_MAX_AGE_SECONDS}`)
  @ApiOperation({ summary: 'Approved blood requests counted by blood group and city (case ignored); no personal data' })
  @ApiOkResponse({ type: NeedBoardLineDto, isArray: true })
  needBoard(): Promise<NeedBoardLineDto[]> {
    return this.matching.needBoard();
  }
}
