import { oneYearLater, toCalendarDate, toDayNumber } from './calendar-dates';

describe('calendar dates', () => {
  it('turns a date into a day number and back', () => {
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toCalendarDate(toDayNumber('2026-10-01') + 56)).toBe('2026-11-26');
    expect(toCalendarDate(toDayNumber('2028-02-28') + 1)).toBe('2028-02-29');
  });

  it('counts a year as twelve calendar months; 29 February moves on to 1 March', () => {
    expect(toCalendarDate(oneYearLater(toDayNumber('2026-01-05')))).toBe('2027-01-05');
    expect(toCalendarDate(oneYearLater(toDayNumber('2027-03-01')))).toBe('2028-03-01');
    expect(toCalendarDate(oneYearLater(toDayNumber('2028-02-29')))).toBe('2029-03-01');
  });

  it.each(['2026-02-30', '2026-13-01', '26-10-01', '2026-10-01T00:00', ''])('refuses %j', (written) => {
    expect(() => toDayNumber(written)).toThrow(RangeError);
  });
});
