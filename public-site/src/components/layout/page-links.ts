import { PATHS } from '../../lib/paths';

/** The site's main pages, linked from both the navbar and the footer (the footer names Events shorter). */
export const PAGE_LINK = {
  home: { to: PATHS.home, label: 'Home' },
  aboutUs: { to: PATHS.aboutUs, label: 'About Us' },
  contactUs: { to: PATHS.contactUs, label: 'Contact Us' },
  events: { to: PATHS.events, label: 'Events & Drives' },
  faqs: { to: PATHS.faqs, label: 'FAQs' },
} as const;
