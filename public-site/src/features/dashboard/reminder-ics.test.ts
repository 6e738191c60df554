import { buildReminderIcs, daysUntil, localToday } from './reminder-ics';

describe('the reminder for the day a donor may give again', () => {
  it('is a VCALENDAR with one all-day VEVENT on that day, CRLF line endings', () => {
    const ics = buildReminderIcs('2027-01-21', new Date('2026-11-26T06:30:05.123Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Blood Donation//Eligibility//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:donate-again-20270121@blood-donation',
      'DTSTAMP:20261126T063005Z',
      'DTSTART;VALUE=DATE:20270121',
      'DTEND;VALUE=DATE:20270122',
      'SUMMARY:You can donate blood again',
      'DESCRIPTION:From today you may give whole blood again. Record it on the Don',
      ' ate Blood page.',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends the day after, across a month, a year and 29 February', () => {
    expect(buildReminderIcs('2026-12-31')).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(buildReminderIcs('2028-02-28')).toContain('DTEND;VALUE=DATE:20280229\r\n');
    expect(buildReminderIcs('2028-02-29')).toContain('DTEND;VALUE=DATE:20280301\r\n');
  });

  it('counts whole days to the date, across a daylight-saving change', () => {
    expect(daysUntil('2027-01-21', '2026-11-26')).toBe(56);
    expect(daysUntil('2026-11-27', '2026-11-26')).toBe(1);
    expect(daysUntil('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysUntil('2027-04-01', '2027-03-01')).toBe(31);
  });

  it("takes today from the browser's calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
