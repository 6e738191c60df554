/**
 * A calendar day as the organisation's emails write it in a sentence: '12 March' (English, day and month). The day
 * is already one of SITE_TIME_ZONE ('YYYY-MM-DD', todayIn), so it is written as it is, whatever the server's zone.
 */
export function formatDayMonth(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}
