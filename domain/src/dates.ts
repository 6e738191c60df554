/**
 * A date and time as the user's browser writes it (its locale and time zone), for the screens of both apps.
 * Empty for a missing value; the value itself when it is not a date. `style` narrows the format (e.g. the public
 * site's `{ dateStyle: 'medium', timeStyle: 'short' }`); without it, the locale's full date and time.
 */
export function formatDateTime(value: string | null | undefined, style?: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, style);
}
