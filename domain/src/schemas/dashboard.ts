import './zod-config';
import * as z from 'zod';
import { BLOOD_GROUPS, type BloodGroup } from '../options';

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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ example: '2026-12-05', description: 'A calendar day in SITE_TIME_ZONE.' });
const month = z.string().regex(/^\d{4}-\d{2}$/).meta({ example: '2026-11', description: 'A month in SITE_TIME_ZONE.' });

/** One day of the bookings chart: chairs booked (every appointment not cancelled) against chairs offered, over every drive. */
export const bookingDaySchema = z.object({
  day,
  booked: count(42, 'Chairs held by appointments that are not cancelled, in slots starting that day.'),
  capacity: count(120, 'Chairs of the slots starting that day.'),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** One month of the donations chart: recorded donations by the donor's blood group. */
export const donationMonthSchema = z.object({
  month,
  byBloodGroup: z
    .object(Object.fromEntries(BLOOD_GROUPS.map((group) => [group, count(3, `Donations by ${group} donors.`)])) as Record<BloodGroup, z.ZodInt>)
    .meta({ description: 'Every blood group, 0 when none.' }),
});
export type DonationMonth = z.infer<typeof donationMonthSchema>;

/**
 * The admin dashboard's charts (GET /api/admin/dashboard/charts): the next 14 days' bookings against capacity and
 * the last 12 months' donations by blood group, days and months in the organisation's zone. Figures only.
 */
export const dashboardChartsSchema = z.object({
  timeZone: z.string().meta({ example: 'Asia/Kolkata', description: 'SITE_TIME_ZONE: the zone the days and months are in.' }),
  bookings: z.array(bookingDaySchema).meta({ description: 'Today and the 13 days after, earliest first.' }),
  donations: z.array(donationMonthSchema).meta({ description: 'This month and the 11 before, earliest first.' }),
});
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;

/** How many days and months the charts show. */
export const CHART_DAYS = 14;
export const CHART_MONTHS = 12;
