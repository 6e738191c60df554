import { formatDay } from './format';
import { formatDayIn, formatTimeIn } from './zoned-format';

describe('formatTimeIn and formatDayIn', () => {
  it("write a slot's time and day in the organisation's zone, not the browser's", () => {
    // 23:30 UTC on Dec 4 is already Dec 5, 5:00 AM in Kolkata.
    const slot = '2026-12-04T23:30:00.000Z';
    expect(formatDayIn(slot, 'Asia/Kolkata')).toBe(formatDay('2026-12-05'));
    expect(formatTimeIn(slot, 'Asia/Kolkata')).toBe(new Date(Date.UTC(2026, 0, 1, 5)).toLocaleTimeString(undefined, { timeStyle: 'short', timeZone: 'UTC' }));
    expect(formatDayIn(slot, 'UTC')).toBe(formatDay('2026-12-04'));
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatTimeIn('soon', 'UTC')).toBe('soon');
    expect(formatDayIn('soon', 'UTC')).toBe('soon');
  });
});
