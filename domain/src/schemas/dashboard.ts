import * as z from 'zod';

const count = (example: number, description: string) => z.int().meta({ example, description });

/** The counts on the admin dashboard. */
export const dashboardSchema = z.object({
  pendingRequests: count(4, 'Blood requests still Pending.'),
  searchingRequests: count(3, 'Blood requests Approved: donors are being asked.'),
  fulfilledRequests: count(9, 'Blood requests Fulfilled.'),
  donors: count(120, 'Recorded donations.'),
  users: count(300, 'Accounts, whatever their role.'),
  upcomingEvents: count(2, 'Events whose date and time is still ahead.'),
  unreadContacts: count(5, 'Contact messages not replied to yet.'),
  volunteers: count(17, 'Volunteer sign-ups.'),
});
export type DashboardCounts = z.infer<typeof dashboardSchema>;
