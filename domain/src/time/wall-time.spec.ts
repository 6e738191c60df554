import { instantToWallTime, wallTimeToInstant } from './wall-time';

describe('wall-clock times in a zone', () => {
  it('reads a datetime-local text in the given zone, not the machine’s', () => {
    expect(wallTimeToInstant('2026-12-05T09:00', 'Asia/Kolkata')).toBe('2026-12-05T03:30:00.000Z');
    expect(wallTimeToInstant('2026-12-05T09:00', 'UTC')).toBe('2026-12-05T09:00:00.000Z');
    expect(instantToWallTime('2026-12-05T03:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-05T09:00');
  });

  it('holds on either side of a daylight-saving change', () => {
    // Berlin: UTC+1 until 2027-03-28 02:00, then UTC+2.
    expect(wallTimeToInstant('2027-03-27T10:00', 'Europe/Berlin')).toBe('2027-03-27T09:00:00.000Z');
    expect(wallTimeToInstant('2027-03-28T10:00', 'Europe/Berlin')).toBe('2027-03-28T08:00:00.000Z');
    expect(instantToWallTime('2027-03-28T08:00:00.000Z', 'Europe/Berlin')).toBe('2027-03-28T10:00');
  });

  it('is null or empty for what is not a time', () => {
    expect(wallTimeToInstant('', 'UTC')).toBeNull();
    expect(wallTimeToInstant('soon', 'UTC')).toBeNull();
    expect(instantToWallTime('soon', 'UTC')).toBe('');
  });
});
