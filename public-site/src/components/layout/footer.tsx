import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { SITE_NAME } from '../../lib/site';
import { SITE_ADDRESS, SITE_PHONE, telHref } from '../../lib/site-settings';
import { DropIcon } from '../ui/icons';
import { PAGE_LINK } from './page-links';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons';
import { SocialLinks } from './social-links';

const PAGE_LINKS = [PAGE_LINK.home, PAGE_LINK.aboutUs, { ...PAGE_LINK.events, label: 'Events' }, PAGE_LINK.contactUs, PAGE_LINK.faqs];

const MORE_INFO_LINKS = [
  { to: PATHS.privacyPolicy, label: 'Privacy Policy' },
  { to: PATHS.terms, label: 'Terms of Use' },
  { to: PATHS.getInvolved, label: 'Get Involved' },
  { to: PATHS.need, label: 'Blood Needed' },
  { to: PATHS.teamLeaderboard, label: 'Team Leaderboard' },
];

/** Spec section 9, word for word. */
export const OPEN_HOURS = [
  { days: 'Monday to Thursday', hours: '9:00am to 5:00pm' },
  { days: 'Friday', hours: '9:00am to 4:00pm' },
  { days: 'Saturday', hours: '9:00am to 1:30pm' },
  { days: 'Sunday', hours: '9:30am to 12:00pm' },
];

const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://x.com/', label: 'X (Twitter)', Icon: XIcon },
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn', Icon: LinkedInIcon },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YouTubeIcon },
];

/** The organisation's phone and address: site settings (SITE_PHONE, SITE_ADDRESS). */
export const CONTACT = { phone: SITE_PHONE, phoneHref: telHref(SITE_PHONE), address: SITE_ADDRESS };

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="list-unstyled mb-0">
      {links.map((link) => (
        <li key={link.to}>
          <Link className="link-body-emphasis" to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer bg-body-tertiary border-top pt-5 pb-4 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-4">
            <p className="h5 d-flex align-items-center gap-2 mb-3">
              <DropIcon className="brand-drop" />
              {SITE_NAME}
            </p>
            <p className="text-body-secondary">Connecting donors with people in need, one donation at a time.</p>
            <address className="mb-3">
              <a className="link-body-emphasis d-block" href={CONTACT.phoneHref}>
                {CONTACT.phone}
              </a>
              <span>{CONTACT.address}</span>
            </address>
            <SocialLinks links={SOCIAL_LINKS} iconSize={20} />
          </div>
          <nav className="col-6 col-md-3 col-lg-2" aria-label="Quick Links">
            <h2 className="footer-heading">Quick Links</h2>
            <LinkList links={PAGE_LINKS} />
          </nav>
          <nav className="col-6 col-md-3 col-lg-2" aria-label="More Info">
            <h2 className="footer-heading">More Info</h2>
            <LinkList links={MORE_INFO_LINKS} />
          </nav>
          <div className="col-12 col-lg-4">
            <h2 className="footer-heading">Open Hours</h2>
            <ul className="list-unstyled mb-0">
              {OPEN_HOURS.map(({ days, hours }) => (
                <li key={days} className="d-flex justify-content-between gap-3 border-bottom py-1">
                  <span>{days}</span>
                  <span>{hours}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="text-center text-body-secondary small mt-4 mb-0">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
