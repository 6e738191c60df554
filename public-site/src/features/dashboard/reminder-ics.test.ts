import { buildReminderIcs } from './reminder-ics';

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
});
