import { earliestToday, eventFilterYears, notInThePast, todayIn } from './today';
import { isTimeZone } from './zone';

describe('today in a time zone', () => {
  it('turns the day at midnight of the zone, not of UTC', () => {
    // 18:29 UTC is 23:59 in Kolkata (UTC+5:30); a minute later it is the next day there, and still the same in UTC.
    expect(todayIn('Asia/Kolkata', new Date('2026-11-26T18:29:00Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(todayIn('UTC', new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-26');
    // West of UTC: 04:59 UTC is 23:59 the day before in New York (UTC−5 in winter).
    expect(todayIn('America/New_York', new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-26');
    expect(todayIn('America/New_York', new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
  });

  it('follows a daylight-saving change: midnight moves with the clocks', () => {
    // New York: UTC−4 until 2026-11-01 02:00, then UTC−5.
    expect(todayIn('America/New_York', new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(todayIn('America/New_York', new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/New_York', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // Berlin: UTC+1 until 2026-03-29 01:00 UTC, then UTC+2.
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('knows the earliest day on Earth (UTC−12): a day still today somewhere is not in the past', () => {
    expect(earliestToday(new Date('2026-11-27T11:59:00Z'))).toBe('2026-11-26');
    expect(earliestToday(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
    expect(notInThePast(earliestToday())).toBe(true);
    expect(notInThePast('2000-01-01')).toBe(false);
  });

  it('tells IANA zone names from anything else', () => {
    for (const name of ['UTC', 'Asia/Kolkata', 'America/New_York', 'Etc/GMT+12']) expect(isTimeZone(name)).toBe(true);
    for (const name of ['', ' ', 'Mars/Olympus', 'GMT+25', 'Asia/Kolkata; DROP']) expect(isTimeZone(name)).toBe(false);
  });
});

describe('eventFilterYears', () => {
  it("offers the zone's current year minus 5 through plus 1, turning at the zone's new year", () => {
    expect(eventFilterYears('UTC', new Date('2026-06-01T00:00:00Z'))).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(eventFilterYears('Asia/Kolkata', new Date('2026-12-31T18:30:00Z'))[5]).toBe(2027);
    expect(eventFilterYears('UTC', new Date('2026-12-31T18:30:00Z'))[5]).toBe(2026);
  });
});
