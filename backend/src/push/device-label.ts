import Bowser from 'bowser';
import { PUSH_DEVICE_MAX_LENGTH } from './push-subscription.entity';

/** "Firefox on Android": the browser and system a user agent names, for the donor's list of devices; 'A browser' when it names none. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'A browser';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || 'A browser';
  const system = parsed.os.name;
  return (system ? `${browser} on ${system}` : browser).slice(0, PUSH_DEVICE_MAX_LENGTH);
}
