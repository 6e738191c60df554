import { readSiteSettings, SITE_SETTINGS } from './site-settings';

describe('site settings', () => {
  it('takes each SITE_* variable that is set, trimmed, and the default for the others or a blank one', () => {
    const settings = readSiteSettings({ SITE_PHONE: ' +91 20 2612 3456 ', SITE_FOUNDER_NAME: 'Meera Shah', SITE_ADDRESS: '  ' });
    expect(settings.SITE_PHONE).toBe('+91 20 2612 3456');
    expect(settings.SITE_FOUNDER_NAME).toBe('Meera Shah');
    expect(settings.SITE_ADDRESS).toBe(SITE_SETTINGS.SITE_ADDRESS.default);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(SITE_SETTINGS).sort());
  });
});
