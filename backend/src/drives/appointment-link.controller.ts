import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import { AppointmentLinkService } from './appointment-link.service';
import { ApiAppointmentLink, ApiBookingRefusals } from './drive.docs';
import { AppointmentByLinkDto, BookingDto } from './dto/drive.dto';

/** The change-or-cancel link of appointment emails: no login, the token is the key (single use, until the slot starts). */
@ApiTags('Drives')
@Controller('appointments/by-token/:token')
export class AppointmentLinkController {
  constructor(private readonly links: AppointmentLinkService) {}

  @Public()
  @Get()
  @RateLimited(30)
  @ApiOperation({ summary: "The appointment of a change-or-cancel link, with its drive's name and place (does not use the link up)" })
  @ApiOkResponse({ type: AppointmentByLinkDto })
  @ApiAppointmentLink()
  show(@Param('token') token: string): Promise<AppointmentByLinkDto> {
    return this.links.show(token);
  }

  @Public()
  @Put()
  @RateLimited(30)
  @ApiOperation({ summary: 'Move the appointment to another time of its drive; uses the link up (the new confirmation email carries a new one)' })
  @ApiOkResponse({ type: AppointmentByLinkDto })
  @ApiBodyErrors()
  @ApiAppointmentLink()
  @ApiBookingRefusals()
  move(@Param('token') token: string, @Body() body: BookingDto): Promise<AppointmentByLinkDto> {
    return this.links.move(token, body.slotStart);
  }

  @Public()
  @Delete()
  @RateLimited(30)
  @ApiOperation({ summary: 'Cancel the appointment; uses the link up. The chair is free at once; a METHOD:CANCEL email follows' })
  @ApiOkResponse({ type: AppointmentByLinkDto })
  @ApiAppointmentLink()
  cancel(@Param('token') token: string): Promise<AppointmentByLinkDto> {
    return this.links.cancel(token);
  }
}
