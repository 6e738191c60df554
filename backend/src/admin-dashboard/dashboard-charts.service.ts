import { Injectable } from '@nestjs/common';
import {
  BLOOD_GROUPS, CHART_DAYS, CHART_MONTHS, type BloodGroup, type BookingDay, type DashboardCharts, type DonationMonth,
  dayStartIn, addDays, lastMonthsIn, nextDaysIn, todayIn,
} from '@blood-donation/domain';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { DashboardChartsRepository } from './dashboard-charts.repository';

/**
 * The admin dashboard's charts: the next 14 days' bookings against capacity over every drive, and the last 12 months'
 * donations by blood group; days and months are those of SITE_TIME_ZONE, so a slot at 00:30 local counts on its local day.
 */
@Injectable()
export class DashboardChartsService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly figures: DashboardChartsRepository,
  ) {}

  async charts(now: Date = new Date()): Promise<DashboardCharts> {
    const timeZone = this.settings.siteTimeZone;
    const [bookings, donations] = await Promise.all([this.bookings(timeZone, now), this.donations(timeZone, now)]);
    return { timeZone, bookings, donations };
  }

  private async bookings(timeZone: string, now: Date): Promise<BookingDay[]> {
    const days = nextDaysIn(timeZone, CHART_DAYS, now);
    const slots = await this.figures.slotChairs(dayStartIn(days[0], timeZone), dayStartIn(addDays(days[days.length - 1], 1), timeZone));
    const byDay = new Map(days.map((day) => [day, { day, booked: 0, capacity: 0 }]));
    for (const { start, chairs, booked } of slots) {
      const entry = byDay.get(todayIn(timeZone, start));
      if (!entry) continue;
      entry.booked += booked;
      entry.capacity += chairs;
    }
    return [...byDay.values()];
  }

  private async donations(timeZone: string, now: Date): Promise<DonationMonth[]> {
    const months = lastMonthsIn(timeZone, CHART_MONTHS, now);
    const counts = await this.figures.donationsByMonth(`${months[0]}-01`);
    const none = () => Object.fromEntries(BLOOD_GROUPS.map((group) => [group, 0])) as Record<BloodGroup, number>;
    const byMonth = new Map(months.map((month) => [month, { month, byBloodGroup: none() }]));
    for (const { month, bloodGroup, count } of counts) {
      const entry = byMonth.get(month);
      if (entry && bloodGroup in entry.byBloodGroup) entry.byBloodGroup[bloodGroup] += count;
    }
    return [...byMonth.values()];
  }
}
