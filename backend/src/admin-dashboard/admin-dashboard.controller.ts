import { ADMIN_ROLES } from '@blood-donation/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { Roles } from '../auth/access.decorators';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { Contact } from '../contacts/contact.entity';
import { Donation } from '../donations/donation.entity';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { DashboardDto } from './dashboard.dto';

@ApiTags('Admin: dashboard')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminDashboardController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'The counts of the admin dashboard' })
  @ApiOkResponse({ type: DashboardDto })
  async dashboard(): Promise<DashboardDto> {
    const { manager } = this.dataSource;
    const [pendingRequests, donors, users, upcomingEvents, unreadContacts, volunteers] = await Promise.all([
      manager.countBy(BloodRequest, { status: 'Pending' }),
      manager.count(Donation),
      manager.count(User),
      manager.countBy(Event, { dateTime: MoreThan(new Date()) }),
      manager.countBy(Contact, { repliedAt: IsNull() }),
      manager.count(Volunteer),
    ]);
    return { pendingRequests, donors, users, upcomingEvents, unreadContacts, volunteers };
  }
}
