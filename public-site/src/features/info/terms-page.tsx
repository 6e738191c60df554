import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { InfoPage, InfoSection } from './info-page';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Use" intro="These terms apply to everyone who visits or uses this site. By using it you accept them.">
      <InfoSection title="What the site is for">
        <p>
          The site helps people become blood donors, record their donations, make requests for blood, find donation
          drives and volunteer at them. It does not replace medical advice: whether you may donate, and whether a
          patient receives blood, is always decided by qualified staff at the blood bank or hospital.
        </p>
      </InfoSection>
      <InfoSection title="Your account">
        <p>
          You must be at least 18 years old to register. Give true details, keep your password to yourself and tell us
          at once if you think someone else has used your account. You are responsible for what is done with it.
        </p>
      </InfoSection>
      <InfoSection title="Fair use">
        <p>Do not use the site to:</p>
        <ul>
          <li>make false blood requests or record donations that did not happen;</li>
          <li>contact donors for anything other than blood donation, or sell or pay for blood;</li>
          <li>collect other people&apos;s details, send spam, or disturb or attack the service.</li>
        </ul>
        <p>We may suspend or remove an account that breaks these rules.</p>
      </InfoSection>
      <InfoSection title="Blood requests and events">
        <p>
          Blood requests are reviewed by our administrators, who may approve or reject them. Events are run by their
          organisers; dates and places can change, so check before you travel. We cannot promise that a request will be
          met or that a drive will take place.
        </p>
      </InfoSection>
      <InfoSection title="Availability and liability">
        <p>
          We run the site on a voluntary basis and try to keep it available and correct, but we offer it as it is,
          without guarantees. As far as the law allows, we are not liable for losses arising from its use or from it being
          unavailable.
        </p>
      </InfoSection>
      <InfoSection title="Your data and changes to these terms">
        <p className="mb-0">
          How we handle your personal data is explained in our <Link to={PATHS.privacyPolicy}>Privacy Policy</Link>. We
          may update these terms; the current version is always on this page. Questions? Use the{' '}
          <Link to={PATHS.contactUs}>contact page</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
