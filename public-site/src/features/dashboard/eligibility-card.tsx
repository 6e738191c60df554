import { useEligibility } from '../../lib/eligibility';
import { DonorPanel } from './donor-panel';
import { daysBetween, formatDay, formatRelativeDays, todayIn } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { downloadReminder } from './reminder-ics';
import { ELIGIBILITY_TEXTS as T } from './texts';

/** 'You can donate now' or the day the donor may give again, how soon that is and a calendar reminder for it. */
export function EligibilityCard() {
  const { data, isError } = useEligibility();
  const next = data?.eligible === false ? data.nextEligibleDate : null;
  // A day that has come (the server's answer is a little older than the clock) reads 'today', never 'a day ago'.
  const daysToGo = next ? Math.max(0, daysBetween(todayIn(SITE_TIME_ZONE), next)) : 0;
  return (
    <DonorPanel id="eligibility-title" title={T.title}>
      {isError && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {data && !next && <p className="fs-5 mb-0">{T.now}</p>}
      {next && (
        <>
          <p className="fs-5 mb-2">
            {T.again(formatDay(next))} <span className="text-body-secondary">({formatRelativeDays(daysToGo)})</span>
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
