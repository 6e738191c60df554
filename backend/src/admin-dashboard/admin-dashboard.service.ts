import { Injectable } from '@nestjs/common';
import { BLOOD_REQUEST_LIST } from '../blood-requests/blood-request-list';
import { CONTACT_LIST } from '../contacts/contact-list';
import { DONATION_LIST } from '../donations/donation-list';
import { EVENT_LIST } from '../events/event-list';
import { ListReader } from '../lists/list-reader';
import { USER_LIST } from '../users/user-list';
import { VOLUNTEER_LIST } from '../volunteers/volunteer-list';
import { DashboardDto } from './dashboard.dto';

/** The dashboard's counts, as the lists count them: from list_counts where the lists keep them, at any table size. */
@Injectable()
export class AdminDashboardService {
  constructor(private readonly lists: ListReader) {}

  async counts(): Promise<DashboardDto> {
    const [pendingRequests, searchingRequests, fulfilledRequests, donors, users, upcomingEvents, unreadContacts, volunteers] = await Promise.all([
      this.lists.count(BLOOD_REQUEST_LIST, { status: 'Pending' }),
      this.lists.count(BLOOD_REQUEST_LIST, { status: 'Approved' }),
      this.lists.count(BLOOD_REQUEST_LIST, { status: 'Fulfilled' }),
      this.lists.count(DONATION_LIST, {}),
      this.lists.count(USER_LIST, {}),
      this.lists.count(EVENT_LIST, { upcoming: true }),
      this.lists.count(CONTACT_LIST, { answered: false }),
      this.lists.count(VOLUNTEER_LIST, {}),
    ]);
    return { pendingRequests, searchingRequests, fulfilledRequests, donors, users, upcomingEvents, unreadContacts, volunteers };
  }
}
