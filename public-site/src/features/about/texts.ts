// Site settings (SITE_FOUNDER_*), written into the build (lib/site-settings.ts).
declare const __SITE_FOUNDER_NAME__: string;
declare const __SITE_FOUNDER_INTRO__: string;
declare const __SITE_FOUNDER_LINKEDIN_URL__: string;
declare const __SITE_FOUNDER_TWITTER_URL__: string;
declare const __SITE_FOUNDER_GITHUB_URL__: string;

/** Texts of the about-us page. */
export const ABOUT_TEXTS = {
  loading: 'Loading board members...',
  empty: 'No board members yet.',
  failed: 'Failed to load board members.',
} as const;

export const MISSION_AIMS = [
  'Make blood donation simple: find a drive, book a time and get a reminder when you may give again.',
  'Answer urgent requests quickly by connecting patients and hospitals with willing donors nearby.',
  'Grow a community of regular, voluntary donors so that blood banks never run short.',
  'Teach the facts about donation and safety, so that fear and myths keep no one away.',
] as const;

/** The founder card: site settings (SITE_FOUNDER_*), the title as the spec shows it. */
export const FOUNDER = {
  name: __SITE_FOUNDER_NAME__,
  title: 'founder',
  intro: __SITE_FOUNDER_INTRO__,
  links: { linkedin: __SITE_FOUNDER_LINKEDIN_URL__, twitter: __SITE_FOUNDER_TWITTER_URL__, github: __SITE_FOUNDER_GITHUB_URL__ },
} as const;
