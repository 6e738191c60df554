import { downloadFile } from '@blood-donation/domain';

/** The pieces of an iCalendar (.ics, RFC 5545) file the site offers for download, and the download itself. */

/** 20261120T093000Z */
export function icsDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line to at most 75 octets per line (continuations start with a space). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VCALENDAR holding one VEVENT made of `eventLines`: every line folded, CRLF line endings. */
export function calendarWithEvent(productName: string, eventLines: readonly string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Blood Donation//${productName}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    ...eventLines,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Saves a calendar file through a temporary link to a Blob. */
export function downloadCalendarFile(text: string, fileName: string): void {
  downloadFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
}
