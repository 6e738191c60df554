/** The calendar day it is now where it is earliest on Earth (UTC−12), 'YYYY-MM-DD'. */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' day that is today or later somewhere on Earth, so a client in any time zone may pick its today. */
export function notInThePast(date: string): boolean {
  return date >= earliestToday();
}
