/** True for a time zone name the runtime knows (IANA, such as Asia/Kolkata or UTC). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What a time zone setting must be, in the words of its error. */
export const TIME_ZONE_EXPECTED = 'an IANA time zone name such as Asia/Kolkata, Europe/Berlin or UTC';
