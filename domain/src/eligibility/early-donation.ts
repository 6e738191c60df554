import { checkEligibility, type EligibilityQuery } from './check-eligibility';
import { DEFAULT_DONATION_TYPE, DONATION_TYPE_NAMES, type DonationType } from './donation-types';
import { DEFAULT_ELIGIBILITY_RULE_SET_ID, ELIGIBILITY_RULE_SETS, type EligibilityRuleSetId } from './rule-sets';

/** A donation a donor is about to record: `today` is its date, `donations` the donor's own on record. */
export type PlannedDonation = EligibilityQuery;

/**
 * The message refusing a donation dated sooner than the rule set allows, or null when it may be recorded. The API
 * answers 409 with it (POST /api/add, a donor's own donation) and the Donate form shows it before sending.
 * Only donations dated on or before the new one count: an earlier day filled in later is judged by what preceded it.
 * A donation type the rule set gives no figures for is never refused (the app does not screen; the blood service does).
 */
export function earlyDonationMessage(planned: PlannedDonation): string | null {
  const donations = planned.donations.filter(({ date }) => date <= planned.today);
  const { nextEligibleDate } = checkEligibility({ ...planned, donations });
  if (nextEligibleDate === null) return null;
  return tooSoonMessage(nextEligibleDate, planned.ruleSet, planned.donationType);
}

/**
 * The words of earlyDonationMessage for a donor who may give again on `nextEligibleDate` ('YYYY-MM-DD'): the Donate
 * form builds it from GET /api/user/eligibility before sending.
 */
export function tooSoonMessage(nextEligibleDate: string, ruleSet: EligibilityRuleSetId = DEFAULT_ELIGIBILITY_RULE_SET_ID, donationType: DonationType = DEFAULT_DONATION_TYPE): string {
  return `Too soon for another ${DONATION_TYPE_NAMES[donationType]} donation: under ${ELIGIBILITY_RULE_SETS[ruleSet].name} you may give again on ${nextEligibleDate}.`;
}
