import { useEligibility } from '../../lib/eligibility';
import { DonorPanel } from './donor-panel';
import { daysUntil, downloadReminder, localToday } from './reminder-ics';
import { countdownText, ELIGIBILITY_TEXTS as T } from './texts';

/** 2027-01-21 as the browser writes a date (January 21, 2027). */
function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' });
}

/** 'You can donate now' or the day the donor may give again, how soon that is and a calendar reminder for it. */
export function EligibilityCard() {
  const { data, isError } = useEligibility();
  const next = data?.eligible === false ? data.nextEligibleDate : null;
  return (
    <DonorPanel id="eligibility-title" title={T.title}>
      {isError && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {data && !next && <p className="fs-5 mb-0">{T.now}</p>}
      {next && (
        <>
          <p className="fs-5 mb-2">
            {T.again(formatDay(next))} <span className="text-body-secondary">({countdownText(daysUntil(next, localToday()))})</span>
          </p>
          {data?.reasons.map((reason) => (
            <p key={reason} className="text-body-secondary small">
              {reason}
            </p>
          ))}
          <button type="button" className="btn btn-outline-primary" onClick={() => downloadReminder(next)}>
            {T.reminder}
          </button>
        </>
      )}
    </DonorPanel>
  );
}
