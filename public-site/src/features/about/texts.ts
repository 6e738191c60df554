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

/** The founder card (placeholder profile addresses: replace with the founder's own). */
export const FOUNDER = {
  name: 'Aarav Mehta',
  title: 'founder',
  intro: 'A software engineer and regular donor who started the project after a friend waited two days for a matching donor.',
  links: { linkedin: 'https://www.linkedin.com/', twitter: 'https://x.com/', github: 'https://github.com/' },
} as const;
