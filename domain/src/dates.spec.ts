import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  const iso = '2026-05-01T10:00:00.000Z';

  it("writes an ISO date in the browser's locale and time zone", () => {
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString());
  });

  it('takes a narrower style', () => {
    const style = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(formatDateTime(iso, style)).toBe(new Date(iso).toLocaleString(undefined, style));
  });

  it('is empty without a value and leaves a value that is not a date as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
