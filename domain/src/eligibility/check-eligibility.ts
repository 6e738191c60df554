import type { FormGender, RegistrationGender } from '../options';
import { oneYearLater, toCalendarDate, toDayNumber } from '../time/days';
import { DEFAULT_DONATION_TYPE, type DonationType } from './donation-types';
import { intervalReason, limitReason, noRulesReason, type IntervalChoice } from './eligibility-reasons';
import {
  DEFAULT_ELIGIBILITY_RULE_SET_ID,
  ELIGIBILITY_RULE_SETS,
  type DonationInterval,
  type DonationLimit,
  type EligibilityRuleSetId,
} from './rule-sets';

/** A donation on record or booked; without a type it was whole blood. */
export interface RecordedDonation {
  date: string;
  type?: DonationType;
}

export interface EligibilityQuery {
  donations: readonly RecordedDonation[];
  /** As the registration or donation form gives it; anything but male or female gets the longer interval. */
  sex?: RegistrationGender | FormGender | null;
  ruleSet?: EligibilityRuleSetId;
  /** The day to judge, 'YYYY-MM-DD' (the caller's today). */
  today: string;
  donationType?: DonationType;
}

export interface Eligibility {
  eligible: boolean;
  /** The first day the donor may give this donation type, 'YYYY-MM-DD'; null when they may give today. */
  nextEligibleDate: string | null;
  ruleSet: EligibilityRuleSetId;
  /** Why the donor has to wait, one sentence per rule that holds them back; empty when eligible. */
  reasons: string[];
}

interface Donation {
  day: number;
  type: DonationType;
}

/** What one check is about: the donation type asked for, the donor's sex and donations. */
interface Donor {
  type: DonationType;
  sex: EligibilityQuery['sex'];
  history: readonly Donation[];
}

/** A rule that keeps the donor from giving before `until` (a day number), and why. */
interface Hold {
  until: number;
  reason: string;
}

function intervalFor({ days }: DonationInterval, sex: Donor['sex']): { days: number; choice: IntervalChoice } {
  if (typeof days === 'number') return { days, choice: 'everyone' };
  const known = sex?.toLowerCase();
  if (known === 'male' || known === 'female') return { days: days[known], choice: known };
  return { days: Math.max(days.male, days.female), choice: 'longer' };
}

/** The first day a donation no longer counts against a limit of this period. */
function leavesPeriod(day: number, period: DonationLimit['period']): number {
  return period === 'week' ? day + 7 : oneYearLater(day);
}

/** The hold of an interval: counted from the latest donation of its earlier type, null when there is none. */
function intervalHold({ type, sex, history }: Donor, interval: DonationInterval): Hold | null {
  const earlier = history.filter((donation) => donation.type === interval.after).map(({ day }) => day);
  if (earlier.length === 0) return null;
  const last = Math.max(...earlier);
  const { days, choice } = intervalFor(interval, sex);
  const reason = intervalReason({ type, after: interval.after, days, choice, lastDonation: toCalendarDate(last) });
  return { until: last + days, reason };
}

/** The hold of a limit for a donation on `candidate`: null when fewer than `count` donations count against it. */
function limitHold({ type, history }: Donor, limit: DonationLimit, candidate: number): Hold | null {
  const counted = history
    .filter((donation) => donation.type === type && donation.day <= candidate)
    .map(({ day }) => day)
    .filter((day) => leavesPeriod(day, limit.period) > candidate)
    .sort((a, b) => b - a);
  if (counted.length < limit.count) return null;
  // Once the count-th most recent donation leaves the period, one fewer than `count` are left.
  const until = leavesPeriod(counted[limit.count - 1], limit.period);
  return { until, reason: limitReason({ type, limit, counted: counted.map(toCalendarDate).reverse() }) };
}

/**
 * Whether a donor may give a donation of a type on `today` under a rule set, and if not, from which day. Pure
 * calendar-date arithmetic; every donation on record counts, including one dated today or in the future.
 */
export function checkEligibility(query: EligibilityQuery): Eligibility {
  const ruleSetId = query.ruleSet ?? DEFAULT_ELIGIBILITY_RULE_SET_ID;
  const ruleSet = ELIGIBILITY_RULE_SETS[ruleSetId];
  const type = query.donationType ?? DEFAULT_DONATION_TYPE;
  const rules = ruleSet.donationTypes[type];
  if (!rules) {
    return { eligible: false, nextEligibleDate: null, ruleSet: ruleSetId, reasons: [noRulesReason(type, ruleSet)] };
  }

  const today = toDayNumber(query.today);
  const history = query.donations.map((donation) => ({
    day: toDayNumber(donation.date),
    type: donation.type ?? DEFAULT_DONATION_TYPE,
  }));
  const donor: Donor = { type, sex: query.sex, history };
  const holds = new Map<DonationInterval | DonationLimit, Hold>();
  for (const interval of rules.intervals) {
    const hold = intervalHold(donor, interval);
    if (hold && hold.until > today) holds.set(interval, hold);
  }

  // A limit can push the day past further donations on record (booked ones), which may then count: repeat until no
  // limit moves the day, at most once per donation.
  let candidate = Math.max(today, ...[...holds.values()].map(({ until }) => until));
  for (let round = 0; round <= history.length; round += 1) {
    const moved = rules.limits.flatMap((limit) => {
      const hold = limitHold(donor, limit, candidate);
      return hold ? [{ limit, hold }] : [];
    });
    if (moved.length === 0) break;
    for (const { limit, hold } of moved) holds.set(limit, hold);
    candidate = Math.max(candidate, ...moved.map(({ hold }) => hold.until));
  }

  const eligible = candidate <= today;
  const reasons = [...holds.values()].map(({ reason }) => reason);
  return { eligible, nextEligibleDate: eligible ? null : toCalendarDate(candidate), ruleSet: ruleSetId, reasons };
}
