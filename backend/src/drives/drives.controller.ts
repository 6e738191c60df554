import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn, Public } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import type { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { BookingService } from './booking.service';
import { ApiAppointmentNotFound, ApiBookingRefusals, ApiDriveNotFound, ApiNotOpen } from './drive.docs';
import { AppointmentDto, AppointmentMoveDto, BookingDto, DriveSlotDto } from './dto/drive.dto';

@ApiTags('Drives')
@Controller()
export class DrivesController {
  constructor(private readonly booking: BookingService) {}

  @Public()
  @Get('drives/:id/slots')
  @ApiOperation({ summary: "Every slot of a drive with its free chairs (no personal data)" })
  @ApiIdParam('Drive (event) id')
  @ApiOkResponse({ type: [DriveSlotDto] })
  @ApiDriveNotFound()
  slots(@IdParam() id: number): Promise<DriveSlotDto[]> {
    return this.booking.slots(id);
  }

  @LoggedIn()
  @Post('drives/:id/appointments')
  @ApiOperation({ summary: 'Book a time at a drive for the logged-in donor' })
  @ApiIdParam('Drive (event) id')
  @ApiCreatedResponse({ type: AppointmentDto })
  @ApiBodyErrors()
  @ApiDriveNotFound()
  @ApiBookingRefusals()
  book(@IdParam() id: number, @Body() body: BookingDto, @CurrentUser() user: User): Promise<AppointmentDto> {
    return this.booking.book(id, body.slotStart, user);
  }

  @LoggedIn()
  @Get('user/appointments')
  @ApiOperation({ summary: "The logged-in donor's appointments, earliest first (cancelled ones too)" })
  @ApiOkResponse({ type: [AppointmentDto] })
  list(@CurrentUser() user: User): Promise<AppointmentDto[]> {
    return this.booking.list(user);
  }

  @LoggedIn()
  @Put('user/appointments/:id')
  @ApiOperation({ summary: 'Move an appointment to another slot of the same drive or of another (driveId); it keeps its id' })
  @ApiIdParam('Appointment id')
  @ApiOkResponse({ type: AppointmentDto })
  @ApiBodyErrors()
  @ApiAppointmentNotFound()
  @ApiBookingRefusals()
  move(@IdParam() id: number, @Body() body: AppointmentMoveDto, @CurrentUser() user: User): Promise<AppointmentDto> {
    return this.booking.move(id, user, body.slotStart, body.driveId);
  }

  @LoggedIn()
  @Delete('user/appointments/:id')
  @ApiOperation({ summary: 'Cancel an appointment: its chair is free at once; it stays in the list as cancelled' })
  @ApiIdParam('Appointment id')
  @ApiOkResponse({ type: AppointmentDto })
  @ApiAppointmentNotFound()
  @ApiNotOpen()
  cancel(@IdParam() id: number, @CurrentUser() user: User): Promise<AppointmentDto> {
    return this.booking.cancel(id, user);
  }
}
