import { isTimeZone, TIME_ZONE_EXPECTED } from './time/zone';

/**
 * Who runs the site: the organisation's contact details and its founder, read from the environment when the public
 * site is built (SITE_* variables; docs/settings.md). The defaults are sample values for a fresh clone.
 */
export const SITE_SETTINGS = {
  SITE_PHONE: { description: "The organisation's phone number, in the footer.", default: '+1 (555) 014-3786' },
  SITE_ADDRESS: { description: "The organisation's postal address, in the footer.", default: '1480 Redwood Avenue, Suite 12, Springfield, IL 62704' },
  SITE_PRIVACY_EMAIL: { description: 'Where people write about their data (privacy questions, deletion), on the privacy page.', default: 'privacy@blood-donation.example' },
  SITE_FOUNDER_NAME: { description: "The founder's name, on the About Us page.", default: 'Aarav Mehta' },
  SITE_FOUNDER_INTRO: {
    description: "The founder's short introduction, on the About Us page.",
    default: 'A software engineer and regular donor who started the project after a friend waited two days for a matching donor.',
  },
  SITE_FOUNDER_LINKEDIN_URL: { description: "The founder's professional-network profile.", default: 'https://www.linkedin.com/' },
  SITE_FOUNDER_TWITTER_URL: { description: "The founder's microblog profile.", default: 'https://x.com/' },
  SITE_FOUNDER_GITHUB_URL: { description: "The founder's code-hosting profile.", default: 'https://github.com/' },
  SITE_TIME_ZONE: {
    description: "The organisation's time zone (IANA name, such as Asia/Kolkata), whose calendar day is 'today': eligibility, the earliest Needed by day, request expiry. Read by the server at start (checked) and by the public site's build.",
    default: 'UTC',
  },
} as const;

export type SiteSettingName = keyof typeof SITE_SETTINGS;
export type SiteSettings = Record<SiteSettingName, string>;

/** Each SITE_* variable that is set and not blank, else its default; throws for a SITE_TIME_ZONE that is not a zone. */
export function readSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const names = Object.keys(SITE_SETTINGS) as SiteSettingName[];
  const settings = Object.fromEntries(names.map((name) => [name, env[name]?.trim() || SITE_SETTINGS[name].default])) as SiteSettings;
  if (!isTimeZone(settings.SITE_TIME_ZONE)) throw new Error(`Invalid setting SITE_TIME_ZONE: expected ${TIME_ZONE_EXPECTED}`);
  return settings;
}

/** The build's replacements (Vite `define`, jest globals): `__SITE_PHONE__` and so on, each a JSON string. */
export function siteSettingGlobals(settings: SiteSettings): Record<string, string> {
  return Object.fromEntries(Object.entries(settings).map(([name, value]) => [`__${name}__`, JSON.stringify(value)]));
}
