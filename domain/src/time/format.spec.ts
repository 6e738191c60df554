import { formatDateTime, formatDay, formatRelativeDays } from './format';

describe('formatDateTime', () => {
  const iso = '2026-05-01T10:00:00.000Z';

  it("writes a moment's date and time in the browser's locale and time zone, one way everywhere", () => {
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it('is empty without a value and leaves a value that is not a date as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDay', () => {
  it('writes a calendar day as that day, whatever the time zone, in the same style as formatDateTime writes its date', () => {
    expect(formatDay('2027-01-21')).toBe(new Date(Date.UTC(2027, 0, 21)).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' }));
    expect(formatDateTime('2027-01-21T12:00:00Z').startsWith(formatDay('2027-01-21'))).toBe(true);
    expect(formatDay(null)).toBe('');
    expect(formatDay('later')).toBe('later');
  });
});

describe('formatRelativeDays', () => {
  it('says how far a day is from today, in words', () => {
    const words = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    expect([0, 1, 56, -3].map(formatRelativeDays)).toEqual([0, 1, 56, -3].map((days) => words.format(days, 'day')));
  });
});
