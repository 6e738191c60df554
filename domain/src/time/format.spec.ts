import { formatDateTime, formatDay, SHORT_DATE_TIME } from './format';

describe('formatDateTime', () => {
  const iso = '2026-05-01T10:00:00.000Z';

  it("writes an ISO date in the browser's locale and time zone", () => {
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString());
  });

  it('takes a narrower style', () => {
    expect(formatDateTime(iso, SHORT_DATE_TIME)).toBe(new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it('is empty without a value and leaves a value that is not a date as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDay', () => {
  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatDay('2027-01-21')).toBe(new Date(Date.UTC(2027, 0, 21)).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' }));
    expect(formatDay('2027-01-21', { dateStyle: 'medium' })).toBe(new Date(Date.UTC(2027, 0, 21)).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' }));
    expect(formatDay(null)).toBe('');
  });
});
