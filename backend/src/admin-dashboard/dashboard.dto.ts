import { ApiProperty } from '@nestjs/swagger';

/** The counts on the admin dashboard. */
export class DashboardDto {
  @ApiProperty({ type: 'integer', example: 4, description: 'Blood requests still Pending.' })
  pendingRequests: number;

  @ApiProperty({ type: 'integer', example: 120, description: 'Recorded donations.' })
  donors: number;

  @ApiProperty({ type: 'integer', example: 300, description: 'Accounts, whatever their role.' })
  users: number;

  @ApiProperty({ type: 'integer', example: 2, description: 'Events whose date and time is still ahead.' })
  upcomingEvents: number;

  @ApiProperty({ type: 'integer', example: 5, description: 'Contact messages not replied to yet.' })
  unreadContacts: number;

  @ApiProperty({ type: 'integer', example: 17, description: 'Volunteer sign-ups.' })
  volunteers: number;
}
