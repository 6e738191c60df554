import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DRIVE_DESK_MESSAGES as D } from '@blood-donation/domain';
import { Allowed } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ApiAppointmentNotFound, ApiDeskRefusals, ApiDriveNotFound, ApiNotAssigned } from './drive.docs';
import { ApiDriveIdParam, DriveIdParam } from './drive-id-param';
import { DriveDeskService } from './drive-desk.service';
import { AppointmentDto } from './dto/drive.dto';
import { DeskAppointmentDto, DeskDriveDto, DeskOutcomeDto, WalkInDto } from './dto/drive-desk.dto';

@ApiTags('Drive desk')
@Controller('drive-desk')
export class DriveDeskController {
  constructor(private readonly desk: DriveDeskService) {}

  @Allowed('drive-desk', 'read')
  @Get('drives')
  @ApiOperation({ summary: "The drives whose desk the caller may open: drive staff their own, moderators and admins every drive" })
  @ApiOkResponse({ type: [DeskDriveDto] })
  drives(@CurrentUser() user: User): Promise<DeskDriveDto[]> {
    return this.desk.drivesOf(user);
  }

  @Allowed('drive-desk', 'read')
  @Get(':driveId/appointments')
  @ApiOperation({ summary: "The drive's appointments by time: name, time, blood group, eligibility, status (never email or mobile)" })
  @ApiDriveIdParam()
  @ApiOkResponse({ type: [DeskAppointmentDto] })
  @ApiDriveNotFound()
  @ApiNotAssigned()
  list(@DriveIdParam() driveId: number, @CurrentUser() user: User): Promise<DeskAppointmentDto[]> {
    return this.desk.list(driveId, user);
  }

  @Allowed('drive-desk', 'change')
  @Post(':driveId/walk-ins')
  @ApiOperation({ summary: 'A registered donor without an appointment, found by email, checked in now (on the drive\'s days)' })
  @ApiDriveIdParam()
  @ApiCreatedResponse({ type: DeskAppointmentDto })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `'${D.noDonorWithEmail}'; or the drive is not found.` })
  @ApiNotAssigned()
  @ApiDeskRefusals()
  walkIn(@DriveIdParam() driveId: number, @Body() body: WalkInDto, @CurrentUser() user: User): Promise<DeskAppointmentDto> {
    return this.desk.walkIn(driveId, body.email, user);
  }

  @Allowed('drive-desk', 'change')
  @Put('appointments/:id')
  @ApiOperation({ summary: "Check a donor in, or record the outcome: 'donated' (creates the donation), 'deferred' (a reason and until when), 'no-show' (after the time)" })
  @ApiIdParam('Appointment id')
  @ApiOkResponse({ type: AppointmentDto })
  @ApiBodyErrors()
  @ApiAppointmentNotFound()
  @ApiNotAssigned()
  @ApiDeskRefusals()
  record(@IdParam() id: number, @Body() body: DeskOutcomeDto, @CurrentUser() user: User): Promise<AppointmentDto> {
    return this.desk.record(id, body, user);
  }
}
