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
} as const;

export type SiteSettingName = keyof typeof SITE_SETTINGS;
export type SiteSettings = Record<SiteSettingName, string>;

/** Each SITE_* variable that is set and not blank, else its default. */
export function readSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const names = Object.keys(SITE_SETTINGS) as SiteSettingName[];
  return Object.fromEntries(names.map((name) => [name, env[name]?.trim() || SITE_SETTINGS[name].default])) as SiteSettings;
}

/** The build's replacements (Vite `define`, jest globals): `__SITE_PHONE__` and so on, each a JSON string. */
export function siteSettingGlobals(settings: SiteSettings): Record<string, string> {
  return Object.fromEntries(Object.entries(settings).map(([name, value]) => [`__${name}__`, JSON.stringify(value)]));
}
