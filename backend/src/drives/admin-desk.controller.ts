import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DRIVE_DESK_MESSAGES as D } from '@blood-donation/domain';
import { Allowed } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ApiDriveNotFound, ApiNotAssigned } from './drive.docs';
import { ApiDriveIdParam, DriveIdParam } from './drive-id-param';
import { DriveDeskService } from './drive-desk.service';
import { DriveFiguresDto, DriveStaffBodyDto, DriveStaffDto } from './dto/drive-desk.dto';

@ApiTags('Admin: events')
@Controller('admin')
export class AdminDeskController {
  constructor(private readonly desk: DriveDeskService) {}

  @Allowed('events', 'change')
  @Put('drive-staff/:driveId')
  @ApiOperation({ summary: "Assign the drive's staff (replaces the list); accounts with no staff role yet become drive staff" })
  @ApiDriveIdParam()
  @ApiOkResponse({ type: DriveStaffDto })
  @ApiBodyErrors()
  @ApiDriveNotFound()
  @ApiConflictResponse({ type: ErrorResponseDto, description: `A moderator or admin (sees every drive already): '${D.alreadyStaff(['Asha'])}'.` })
  assignStaff(@DriveIdParam() driveId: number, @Body() body: DriveStaffBodyDto): Promise<DriveStaffDto> {
    return this.desk.assignStaff(driveId, body.userIds);
  }

  @Allowed('drive-desk', 'read')
  @Get('drives/:id/figures')
  @ApiOperation({ summary: 'How a drive goes: booked, checked in, donated, deferred, no-shows, units collected, capacity' })
  @ApiIdParam('Drive (event) id')
  @ApiOkResponse({ type: DriveFiguresDto })
  @ApiDriveNotFound()
  @ApiNotAssigned()
  figures(@IdParam() id: number, @CurrentUser() user: User): Promise<DriveFiguresDto> {
    return this.desk.figures(id, user);
  }
}
