import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { InfoPage, InfoSection } from './info-page';

export function JoinUsPage() {
  return (
    <InfoPage title="Join Us" intro="Donors, volunteers and organisers: there is a place for everyone who wants to help.">
      <InfoSection title="Become a donor">
        <ol>
          <li>
            <Link to={PATHS.register}>Create an account</Link> with your blood group and contact details. You must be 18
            or older.
          </li>
          <li>Find a drive or donation center on the events page and give blood.</li>
          <li>Record your donation on your dashboard, and we will show when you may give again.</li>
        </ol>
      </InfoSection>
      <InfoSection title="Volunteer">
        <p>
          Volunteers welcome donors, help set up drives and spread the word. Once you are logged in, fill in the{' '}
          <Link to={PATHS.getInvolved}>volunteer form</Link> and choose an event you would like to help with.
        </p>
      </InfoSection>
      <div className="d-flex flex-wrap gap-3 mt-4">
        <Link className="btn btn-primary btn-lg" to={PATHS.register}>
          Register as a Donor
        </Link>
        <Link className="btn btn-outline-primary btn-lg" to={PATHS.getInvolved}>
          Get Involved
        </Link>
      </div>
    </InfoPage>
  );
}
