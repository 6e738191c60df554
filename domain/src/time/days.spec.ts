import { addDays, DAY_MS, daysAfter, daysBefore, daysBetween, oneYearLater, startOfHour, toCalendarDate, toDayNumber } from './days';

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

describe('day arithmetic', () => {
  it('adds and counts days across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-26', '2027-01-21')).toBe(56);
    expect(daysBetween('2027-01-21', '2026-11-26')).toBe(-56);
    expect(daysBetween('2026-11-26', '2026-11-27')).toBe(1);
    expect(daysBetween('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysBetween('2027-03-01', '2027-04-01')).toBe(31);
  });

  it('counts days across a daylight-saving change as whole days (a day is a calendar day, not 24 hours of a zone)', () => {
    // Europe's clocks went forward on 2026-03-29 and back on 2026-10-25: neither shifts a day.
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('goes back whole days from a moment', () => {
    expect(daysBefore(new Date('2026-11-27T10:00:00Z'), 30).toISOString()).toBe('2026-10-28T10:00:00.000Z');
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('goes forward whole days from a moment', () => {
    expect(daysAfter(new Date('2026-11-27T10:00:00Z'), 30).toISOString()).toBe('2026-12-27T10:00:00.000Z');
  });
});

describe('startOfHour', () => {
  it('drops the minutes, seconds and milliseconds of a UTC moment', () => {
    expect(startOfHour(new Date('2026-11-26T09:59:59.999Z')).toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(startOfHour(new Date('2026-11-26T10:00:00.000Z')).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(startOfHour(new Date('2026-12-31T23:30:00.000Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});
