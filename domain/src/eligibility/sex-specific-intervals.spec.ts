import { checkEligibility, type EligibilityQuery } from './check-eligibility';
import type { EligibilityRuleSetId } from './rule-sets';

/**
 * Whole blood intervals by sex (BLOOD-DOMAIN.md): UK men 12 weeks, women 16; IN men 90 days, women 120; CA men 56
 * days, women 84. "Where a rule set gives no sex-specific figure, or the donor's gender is 'other', use the longer
 * interval" — also when no sex is given. The last donation was on 2026-10-01.
 */
const NEXT: Record<Exclude<EligibilityRuleSetId, 'US'>, { men: string; women: string }> = {
  UK: { men: '2026-12-24', women: '2027-01-21' },
  IN: { men: '2026-12-30', women: '2027-01-29' },
  CA: { men: '2026-11-26', women: '2026-12-24' },
};

const nextEligibleDate = (ruleSet: EligibilityRuleSetId, sex: EligibilityQuery['sex']) =>
  checkEligibility({ donations: [{ date: '2026-10-01' }], ruleSet, sex, today: '2026-10-02' }).nextEligibleDate;

describe.each(Object.entries(NEXT) as [keyof typeof NEXT, { men: string; women: string }][])(
  '%s whole blood',
  (ruleSet, next) => {
    it.each(['male', 'Male'] as const)('uses the interval for men when sex is %j', (sex) => {
      expect(nextEligibleDate(ruleSet, sex)).toBe(next.men);
    });

    it.each(['female', 'Female'] as const)('uses the interval for women when sex is %j', (sex) => {
      expect(nextEligibleDate(ruleSet, sex)).toBe(next.women);
    });

    it.each(['other', 'Other', null, undefined] as const)('uses the longer interval when sex is %j', (sex) => {
      expect(nextEligibleDate(ruleSet, sex)).toBe(next.women);
    });
  },
);

describe('US whole blood has one interval for everyone', () => {
  it.each(['male', 'female', 'other', undefined] as const)('56 days when sex is %j', (sex) => {
    expect(nextEligibleDate('US', sex)).toBe('2026-11-26');
  });
});

describe('reasons name the interval that applies', () => {
  const reasons = (sex: EligibilityQuery['sex']) =>
    checkEligibility({ donations: [{ date: '2026-10-01' }], ruleSet: 'UK', sex, today: '2026-10-02' }).reasons;

  it('for men', () => {
    expect(reasons('male')).toEqual([
      'For men, whole blood donations need 84 days between them; your last one was on 2026-10-01.',
    ]);
  });

  it('for women', () => {
    expect(reasons('female')).toEqual([
      'For women, whole blood donations need 112 days between them; your last one was on 2026-10-01.',
    ]);
  });

  it('for anyone else', () => {
    expect(reasons('other')).toEqual([
      'Whole blood donations need 112 days between them (the longer interval, used unless your record says male or ' +
        'female); your last one was on 2026-10-01.',
    ]);
  });
});
