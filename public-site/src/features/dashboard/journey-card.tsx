import { formatDay, JOURNEY_SCREEN_TEXTS as T, JOURNEY_STATUS_LABELS, type MyDonationJourney } from '@blood-donation/domain';
import { useJourney } from './api/journey';
import { DonorPanel } from './donor-panel';

/** One donation: when it was given, and where it went (or that it is not known yet), in the donor's words. */
function Donation({ journey }: { journey: MyDonationJourney }) {
  return (
    <li className="list-group-item px-0 d-flex flex-column gap-1">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h3 className="h6 mb-0">{T.given(formatDay(journey.donationDate))}</h3>
        {journey.status && <span className="badge text-bg-success">{JOURNEY_STATUS_LABELS[journey.status]}</span>}
      </div>
      <p className={`small mb-0 text-break${journey.text ? '' : ' text-body-secondary'}`}>{journey.text ?? T.notKnownYet}</p>
    </li>
  );
}

/**
 * 'Your donations': what each donation did (GET /api/user/journey) — sent to which hospital and when, or used in
 * research or not used, in kind words. Nothing about the patient is ever kept or shown.
 */
export function JourneyCard() {
  const { data, isError } = useJourney();
  return (
    <DonorPanel id="journey-title" title={T.title}>
      <p className="text-body-secondary">{T.intro}</p>
      {isError && <p className="text-danger mb-0">{T.loadError}</p>}
      {data && data.length === 0 && <p className="mb-0">{T.none}</p>}
      {data && data.length > 0 && (
        <ul className="list-group list-group-flush">
          {data.map((journey) => (
            <Donation key={journey.donationId} journey={journey} />
          ))}
        </ul>
      )}
    </DonorPanel>
  );
}
