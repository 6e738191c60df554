import { SITE_SETTINGS } from '@blood-donation/domain';
import { SITE_PHONE, SITE_TIME_ZONE, telHref } from './site-settings';

it('has the defaults outside a build, and writes a phone number as a tel: link', () => {
  expect(SITE_PHONE).toBe(SITE_SETTINGS.SITE_PHONE.default);
  expect(SITE_TIME_ZONE).toBe('UTC');
  expect(telHref('+1 (555) 014-3786')).toBe('tel:+15550143786');
  expect(telHref('020 2612-3456')).toBe('tel:02026123456');
});
