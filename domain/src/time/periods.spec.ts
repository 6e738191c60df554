import { dayStartIn, formatMonth, lastMonthsIn, nextDaysIn } from './periods';

describe('chart periods in the organisation zone', () => {
  const lateOnNewYearsEveInUtc = new Date('2026-12-31T20:00:00Z');

  it('counts the next days from the zone’s today', () => {
    expect(nextDaysIn('Asia/Kolkata', 3, lateOnNewYearsEveInUtc)).toEqual(['2027-01-01', '2027-01-02', '2027-01-03']);
    expect(nextDaysIn('UTC', 2, lateOnNewYearsEveInUtc)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('counts the last months back from the zone’s month, across a year', () => {
    expect(lastMonthsIn('Asia/Kolkata', 12, lateOnNewYearsEveInUtc)).toEqual([
      '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01',
    ]);
    expect(lastMonthsIn('UTC', 2, new Date('2026-03-31T12:00:00Z'))).toEqual(['2026-02', '2026-03']);
  });

  it('starts a day at the zone’s midnight, daylight saving included', () => {
    expect(dayStartIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartIn('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

it('writes a month short or long', () => {
  expect(formatMonth('2026-11', 'short')).toBe('Nov');
  expect(formatMonth('2026-11')).toBe('November 2026');
});
