import { BLOOD_COMPATIBILITY } from '@blood-donation/domain';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { NEED_BOARD_CACHE, PublicCache } from '../web/public-cache';
import { DonorMatchingService } from './donor-matching.service';
import { BloodCompatibilityDto, NeedBoardLineDto } from './dto/donor-matching.dto';

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
  @PublicCache(NEED_BOARD_CACHE)
  @ApiOperation({ summary: 'Approved blood requests counted by blood group and city (case ignored); no personal data' })
  @ApiOkResponse({ type: NeedBoardLineDto, isArray: true })
  needBoard(): Promise<NeedBoardLineDto[]> {
    return this.matching.needBoard();
  }
}
