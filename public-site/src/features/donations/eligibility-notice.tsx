import { type EligibilityRecord, tooSoonMessage } from '@blood-donation/domain';

/**
 * Before sending: the message the API answers (409) for a donation dated before the day the donor may give again.
 * Said while the donor may not give today (GET /api/user/eligibility) and the form's date is blank or before that day.
 */
export function EligibilityNotice({ eligibility, date }: { eligibility: EligibilityRecord | undefined; date: string }) {
  const next = eligibility?.eligible === false ? eligibility.nextEligibleDate : null;
  return (
    <div aria-live="polite">
      {eligibility && next !== null && (date === '' || date < next) && <p className="alert alert-warning">{tooSoonMessage(next, eligibility.ruleSet)}</p>}
    </div>
  );
}
