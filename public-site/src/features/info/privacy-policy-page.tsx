import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { InfoPage, InfoSection, PRIVACY_EMAIL } from './info-page';

export function PrivacyPolicyPage() {
  return (
    <InfoPage title="Privacy Policy" intro="What we keep about you, who can see it, and how to have it deleted.">
      <InfoSection title="What we keep">
        <ul>
          <li>
            <strong>Account details</strong>: your username, email address, age, gender, blood group and mobile number,
            and your password, which is stored only as a secure hash, never as you typed it.
          </li>
          <li>
            <strong>Blood requests</strong> you make: the patient details you enter, the units needed and their status.
          </li>
          <li>
            <strong>Donations</strong> you record: date, units, blood group, city, address and contact number.
          </li>
          <li>
            <strong>Volunteer sign-ups</strong>: the details on the volunteer form and the event you chose.
          </li>
          <li>
            <strong>Contact messages</strong> you send us: your name, email address, subject and message.
          </li>
          <li>
            <strong>Newsletter address</strong>: the email address you subscribed with, until you unsubscribe.
          </li>
        </ul>
        <p>
          We use this data only to run the service: to match blood requests with donors, organise drives, answer your
          messages and send the newsletter you asked for. We do not sell it or share it with advertisers.
        </p>
      </InfoSection>
      <InfoSection title="Who sees it">
        <p>
          You see your own account, requests and donations after logging in. The administrators who run the organisation
          see the records they need for that work: users, donors, blood requests, volunteers and contact messages. No one
          else has access, apart from the hosting provider that stores the data on our behalf.
        </p>
      </InfoSection>
      <InfoSection title="How we protect it">
        <p>
          Passwords are stored hashed. Logged-in sessions use short-lived tokens, and the site is served over an encrypted
          connection.
        </p>
      </InfoSection>
      <InfoSection title="Deleting your data">
        <p>
          You can ask us at any time to see, correct or delete the data we keep about you. Send your request through
          the <Link to={PATHS.contactUs}>contact page</Link> or by email to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, from the address of your account. We delete your
          account and the records linked to it within 30 days and confirm when it is done. Each newsletter also holds a
          link to unsubscribe at once.
        </p>
      </InfoSection>
      <InfoSection title="Browser storage">
        <p className="mb-0">
          The site keeps your login, your theme choice and the last notification in your browser&apos;s local storage, and
          a login cookie used only to renew your session. We use no advertising or tracking cookies.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
