import type { DonationType } from './donation-types';

/**
 * The donation rules of four countries' blood services, as data. Every figure comes from the table "Donation intervals
 * and limits by rule set" in BLOOD-DOMAIN.md; a donation type that table leaves blank ("—") has no rules here.
 */
export const ELIGIBILITY_RULE_SET_IDS = ['US', 'UK', 'IN', 'CA'] as const;
export type EligibilityRuleSetId = (typeof ELIGIBILITY_RULE_SET_IDS)[number];

export const DEFAULT_ELIGIBILITY_RULE_SET_ID: EligibilityRuleSetId = 'US';

/** Sexes with their own interval; for anyone else (other, or not given) the longer interval applies. */
export type IntervalSex = 'male' | 'female';

/** The least time from an earlier donation of type `after` to the next donation of the type it belongs to. */
export interface DonationInterval {
  after: DonationType;
  /** Whole days, or whole days by sex. */
  days: number | Readonly<Record<IntervalSex, number>>;
}

/** At most `count` donations of a type in any `period` (a week is 7 days, a year 12 calendar months). */
export interface DonationLimit {
  count: number;
  period: 'week' | 'year';
}

export interface DonationTypeRules {
  intervals: readonly DonationInterval[];
  limits: readonly DonationLimit[];
}

export interface EligibilityRuleSet {
  id: EligibilityRuleSetId;
  /** The rule set as a donor reads it ("the UK rules"). */
  name: string;
  /** Where the figures come from, as BLOOD-DOMAIN.md names it. */
  source: string;
  /** Rules per donation type; a type missing here is one the rule set gives no figures for. */
  donationTypes: Readonly<Partial<Record<DonationType, DonationTypeRules>>>;
}

const WEEK = 7;

export const ELIGIBILITY_RULE_SETS: Readonly<Record<EligibilityRuleSetId, EligibilityRuleSet>> = {
  US: {
    id: 'US',
    name: 'the US rules',
    source: '21 CFR 630.15; American Red Cross donation-type intervals; the FAQ of this site',
    donationTypes: {
      'whole-blood': { intervals: [{ after: 'whole-blood', days: 56 }], limits: [{ count: 6, period: 'year' }] },
      platelets: { intervals: [{ after: 'platelets', days: 7 }], limits: [{ count: 24, period: 'year' }] },
      plasma: { intervals: [{ after: 'plasma', days: 28 }], limits: [{ count: 13, period: 'year' }] },
      'double-red-cells': {
        intervals: [{ after: 'double-red-cells', days: 112 }],
        limits: [{ count: 3, period: 'year' }],
      },
    },
  },
  UK: {
    id: 'UK',
    name: 'the UK rules',
    source: 'JPAC Red Book; NHS Blood and Transplant',
    donationTypes: {
      'whole-blood': {
        intervals: [{ after: 'whole-blood', days: { male: 12 * WEEK, female: 16 * WEEK } }],
        limits: [],
      },
      platelets: { intervals: [{ after: 'whole-blood', days: 4 * WEEK }], limits: [{ count: 24, period: 'year' }] },
      'double-red-cells': { intervals: [{ after: 'double-red-cells', days: 26 * WEEK }], limits: [] },
    },
  },
  IN: {
    id: 'IN',
    name: 'the Indian rules',
    source: 'NBTC/DGHS guidelines 2017',
    donationTypes: {
      'whole-blood': { intervals: [{ after: 'whole-blood', days: { male: 90, female: 120 } }], limits: [] },
      platelets: {
        // "≥ 48 h apart": two calendar days.
        intervals: [
          { after: 'platelets', days: 2 },
          { after: 'whole-blood', days: 28 },
        ],
        limits: [
          { count: 2, period: 'week' },
          { count: 24, period: 'year' },
        ],
      },
    },
  },
  CA: {
    id: 'CA',
    name: 'the Canadian rules',
    source: 'Canadian Blood Services',
    donationTypes: {
      'whole-blood': { intervals: [{ after: 'whole-blood', days: { male: 56, female: 84 } }], limits: [] },
      platelets: { intervals: [{ after: 'platelets', days: 14 }], limits: [] },
    },
  },
};
