import { readSiteSettings, SITE_SETTINGS } from './site-settings';

describe('site settings', () => {
  it('takes each SITE_* variable that is set, trimmed, and the default for the others or a blank one', () => {
    const settings = readSiteSettings({ SITE_PHONE: ' +91 20 2612 3456 ', SITE_FOUNDER_NAME: 'Meera Shah', SITE_ADDRESS: '  ' });
    expect(settings.SITE_PHONE).toBe('+91 20 2612 3456');
    expect(settings.SITE_FOUNDER_NAME).toBe('Meera Shah');
    expect(settings.SITE_ADDRESS).toBe(SITE_SETTINGS.SITE_ADDRESS.default);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(SITE_SETTINGS).sort());
  });

  it('takes SITE_TIME_ZONE (UTC by default) and refuses a build with a name that is not a time zone', () => {
    expect(readSiteSettings({}).SITE_TIME_ZONE).toBe('UTC');
    expect(readSiteSettings({ SITE_TIME_ZONE: 'Asia/Kolkata' }).SITE_TIME_ZONE).toBe('Asia/Kolkata');
    expect(() => readSiteSettings({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow('Invalid setting SITE_TIME_ZONE: expected an IANA time zone name such as Asia/Kolkata, Europe/Berlin or UTC');
  });
});
