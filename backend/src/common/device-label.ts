import { UNKNOWN_DEVICE } from '@blood-donation/domain';
import Bowser from 'bowser';

/** The longest device label kept (a push device's, a login session's). */
export const DEVICE_LABEL_MAX_LENGTH = 100;

/**
 * "Firefox on Android": the browser and system a user agent names, for a person's own lists of devices (push
 * devices, login sessions); 'A browser' when it names none. The user agent itself is never kept.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || UNKNOWN_DEVICE;
  const system = parsed.os.name;
  return (system ? `${browser} on ${system}` : browser).slice(0, DEVICE_LABEL_MAX_LENGTH);
}
