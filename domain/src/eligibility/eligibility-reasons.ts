import { DONATION_TYPE_NAMES, type DonationType } from './donation-types';
import type { DonationLimit, EligibilityRuleSet, IntervalSex } from './rule-sets';

/** The sentences a donor reads when they cannot donate yet (plain English, dates as YYYY-MM-DD). */

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const PERIOD_WORDS: Readonly<Record<DonationLimit['period'], string>> = { week: '7 days', year: '12 months' };

/** Who a sex-specific interval was chosen for: a man, a woman, or anyone else (the longer interval). */
export type IntervalChoice = IntervalSex | 'longer' | 'everyone';

export interface IntervalReason {
  type: DonationType;
  after: DonationType;
  days: number;
  choice: IntervalChoice;
  lastDonation: string;
}

export function intervalReason({ type, after, days, choice, lastDonation }: IntervalReason): string {
  const name = DONATION_TYPE_NAMES[type];
  if (after !== type) {
    const earlier = DONATION_TYPE_NAMES[after];
    const rule = `${capitalized(name)} donations need ${days} days after a ${earlier} donation`;
    return `${rule}; your last ${earlier} donation was on ${lastDonation}.`;
  }
  const rule = `${name} donations need ${days} days between them`;
  const lastOne = `your last one was on ${lastDonation}.`;
  switch (choice) {
    case 'male':
      return `For men, ${rule}; ${lastOne}`;
    case 'female':
      return `For women, ${rule}; ${lastOne}`;
    case 'longer':
      return `${capitalized(rule)} (the longer interval, used unless your record says male or female); ${lastOne}`;
    default:
      return `${capitalized(rule)}; ${lastOne}`;
  }
}

export interface LimitReason {
  type: DonationType;
  limit: DonationLimit;
  /** The dates of the donations that count against the limit, oldest first. */
  counted: readonly string[];
}

export function limitReason({ type, limit, counted }: LimitReason): string {
  const name = DONATION_TYPE_NAMES[type];
  const period = PERIOD_WORDS[limit.period];
  const rule = `At most ${limit.count} ${name} donations are allowed in ${period}`;
  return `${rule}; you have ${counted.length} dated from ${counted[0]} to ${counted.at(-1)}.`;
}

export function noRulesReason(type: DonationType, ruleSet: EligibilityRuleSet): string {
  const name = DONATION_TYPE_NAMES[type];
  return `${capitalized(ruleSet.name)} in this app give no figures for ${name} donations; ask your blood service.`;
}
