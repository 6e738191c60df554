import { toCalendarDate, toDayNumber } from '../time/days';
import { checkEligibility, type EligibilityQuery } from './check-eligibility';
import type { DonationType } from './donation-types';
import type { EligibilityRuleSetId } from './rule-sets';

/**
 * Every interval of every rule set (BLOOD-DOMAIN.md, "Donation intervals and limits by rule set"), after one earlier
 * donation on 2026-10-01: the donor waits on the day before the next eligible date and may give on that date.
 */
const LAST = '2026-10-01';

const CASES: [EligibilityRuleSetId, DonationType, DonationType, EligibilityQuery['sex'], string][] = [
  // rule set, donation asked for, earlier donation, sex, next eligible date
  ['US', 'whole-blood', 'whole-blood', undefined, '2026-11-26'], // 56 days
  ['US', 'platelets', 'platelets', undefined, '2026-10-08'], // 7 days
  ['US', 'plasma', 'plasma', undefined, '2026-10-29'], // 28 days
  ['US', 'double-red-cells', 'double-red-cells', undefined, '2027-01-21'], // 112 days
  ['UK', 'whole-blood', 'whole-blood', 'male', '2026-12-24'], // 12 weeks
  ['UK', 'whole-blood', 'whole-blood', 'female', '2027-01-21'], // 16 weeks
  ['UK', 'platelets', 'whole-blood', undefined, '2026-10-29'], // 4 weeks after whole blood
  ['UK', 'double-red-cells', 'double-red-cells', undefined, '2027-04-01'], // 26 weeks
  ['IN', 'whole-blood', 'whole-blood', 'male', '2026-12-30'], // 90 days
  ['IN', 'whole-blood', 'whole-blood', 'female', '2027-01-29'], // 120 days
  ['IN', 'platelets', 'platelets', undefined, '2026-10-03'], // 48 hours
  ['IN', 'platelets', 'whole-blood', undefined, '2026-10-29'], // 28 days after whole blood
  ['CA', 'whole-blood', 'whole-blood', 'male', '2026-11-26'], // 56 days
  ['CA', 'whole-blood', 'whole-blood', 'female', '2026-12-24'], // 84 days
  ['CA', 'platelets', 'platelets', undefined, '2026-10-15'], // 14 days
];

function dayBefore(date: string): string {
  return toCalendarDate(toDayNumber(date) - 1);
}

describe.each(CASES)('%s %s after %s (sex %s)', (ruleSet, donationType, earlier, sex, next) => {
  const query = { donations: [{ date: LAST, type: earlier }], sex, ruleSet, donationType };

  it(`must wait on ${dayBefore(next)}`, () => {
    const result = checkEligibility({ ...query, today: dayBefore(next) });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: next, ruleSet });
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toContain(`was on ${LAST}.`);
  });

  it(`may give on ${next}`, () => {
    expect(checkEligibility({ ...query, today: next })).toEqual({
      eligible: true,
      nextEligibleDate: null,
      ruleSet,
      reasons: [],
    });
  });

  it('must wait on the day of the earlier donation itself', () => {
    expect(checkEligibility({ ...query, today: LAST })).toMatchObject({ eligible: false, nextEligibleDate: next });
  });
});

describe('the US rules match the FAQ of the site', () => {
  it('"You can donate whole blood every 56 days."', () => {
    const donations = [{ date: '2026-10-01' }];
    expect(checkEligibility({ donations, today: '2026-11-25' }).nextEligibleDate).toBe('2026-11-26');
  });

  it('"Platelets can be donated every 7 days"', () => {
    const donations = [{ date: '2026-10-01', type: 'platelets' as const }];
    const result = checkEligibility({ donations, today: '2026-10-07', donationType: 'platelets' });
    expect(result.nextEligibleDate).toBe('2026-10-08');
  });

  it('says it in plain words', () => {
    const result = checkEligibility({ donations: [{ date: '2026-10-01' }], ruleSet: 'US', today: '2026-10-20' });
    expect(result.reasons).toEqual([
      'Whole blood donations need 56 days between them; your last one was on 2026-10-01.',
    ]);
  });
});
