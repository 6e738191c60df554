import {
  AUDIENCE_WORDS,
  AUDIENCES,
  fieldListWords,
  fieldsBySameAudience,
  keptWords,
  PERSONAL_RECORD_NAMES,
  PERSONAL_RECORDS,
  type PersonalRecord,
  PRIVACY_TEXT_VERSION,
  type RetentionDays,
  seenByWords,
} from '@blood-donation/domain';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { InfoPage, InfoSection, PRIVACY_EMAIL } from './info-page';

/** RETENTION_DAYS as the site was built with (vite.config.mts), the figures the server's retention job keeps to. */
declare const __RETENTION_DAYS__: RetentionDays;

const RECORDS = PERSONAL_RECORD_NAMES.map((name) => PERSONAL_RECORDS[name] as PersonalRecord);

/** One kind of record: what it is and why, then its fields grouped by who sees them. */
function RecordSeenBy({ record }: { record: PersonalRecord }) {
  return (
    <>
      <h3 className="h5 mt-4">{record.title}</h3>
      <p className="mb-2">
        {record.what} {record.why}
      </p>
      <ul>
        {fieldsBySameAudience(record).map(({ fields, audience }) => {
          const notes = [...new Set(fields.flatMap((field) => field.note ?? []))];
          return (
            <li key={fields[0].names[0]}>
              <strong>{seenByWords(audience)}</strong>: {fieldListWords(fields)}.{notes.map((note) => ` ${note}`)}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function PrivacyPolicyPage() {
  return (
    <InfoPage title="Privacy Policy" intro="What we keep about you, why, who can see it, how long we keep it, and your rights.">
      <InfoSection title="What we keep and who sees it">
        <p>
          We use your data only to run the service: to match blood requests with donors, organise drives, answer your
          messages and send the newsletter you asked for. We do not sell it or share it with advertisers. Each item
          below is shown only to the people named; the server sends no one anything beyond that.
        </p>
        <ul className="small text-body-secondary">
          {AUDIENCES.filter((audience) => audience !== 'self').map((audience) => (
            <li key={audience}>
              <strong>{AUDIENCE_WORDS[audience].short}</strong>: {AUDIENCE_WORDS[audience].about}
            </li>
          ))}
        </ul>
        {RECORDS.map((record) => (
          <RecordSeenBy key={record.title} record={record} />
        ))}
        <p className="mb-0">The hosting provider that stores the data on our behalf may reach the database itself, and no one else.</p>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <ul className="mb-0">
          {RECORDS.map(({ title, kept }) => (
            <li key={title}>
              <strong>{title}</strong>: {keptWords(kept, __RETENTION_DAYS__)}
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="How we protect it">
        <p>
          Passwords are stored hashed. Logged-in sessions use short-lived tokens, and the site is served over an encrypted
          connection.
        </p>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>You can see, take out, correct or delete the data we keep about you at any time, yourself.</p>
        <ul>
          <li>
            <strong>See and download your data</strong>: your <Link to={PATHS.userDashboard}>dashboard</Link> shows your
            account, donations, requests and asks, and &lsquo;Download my data&rsquo; gives you everything we keep about
            you as one file.
          </li>
          <li>
            <strong>Correct it</strong>: change your availability on your dashboard whenever you like; ask us for anything
            else.
          </li>
          <li>
            <strong>Delete your account</strong>: &lsquo;Delete my account&rsquo; on your dashboard, with your password.
            Your personal details are erased at once and your sessions end; your donations and requests stay only as
            anonymous records for our counts. We confirm it by email.
          </li>
          <li>
            <strong>Withdraw your consent</strong>: your dashboard lists what you agreed to, when, and to which version of
            this page, each with &lsquo;Withdraw&rsquo;; switching off your availability or unsubscribing does the same.
          </li>
        </ul>
        <p>
          Write to us through the <Link to={PATHS.contactUs}>contact page</Link> or by email to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, from the address of your account.
        </p>
      </InfoSection>
      <InfoSection title="Version">
        <p className="mb-0">This is version {PRIVACY_TEXT_VERSION} of this page: each consent you give records the version it was given to.</p>
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
