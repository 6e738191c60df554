/**
 * A wall-clock time in a zone ('2026-12-05T09:00', as a datetime-local field holds it) and the instant it names, both
 * ways: how the admin panel edits a drive's sessions in the organisation's zone whatever the browser's.
 */

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const part = Object.fromEntries(partsFormat(timeZone).formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO, UTC) of `wallTime` ('YYYY-MM-DDTHH:mm') in `timeZone`; null when it is not such a text. */
export function wallTimeToInstant(wallTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the answer (they differ only next to a daylight-saving change).
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone)).toISOString();
}

/** `instant` as the wall-clock time ('YYYY-MM-DDTHH:mm') of `timeZone`; '' when it is not a date. */
export function instantToWallTime(instant: string, timeZone: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + offsetAt(time, timeZone)).toISOString().slice(0, 16);
}
