import { checkEligibility } from './check-eligibility';
import { DONATION_TYPES } from './donation-types';
import { ELIGIBILITY_RULE_SET_IDS, ELIGIBILITY_RULE_SETS } from './rule-sets';

describe('checkEligibility', () => {
  it('lets a donor with no donations give today', () => {
    expect(checkEligibility({ donations: [], today: '2026-10-01' })).toEqual({
      eligible: true,
      nextEligibleDate: null,
      ruleSet: 'US',
      reasons: [],
    });
  });

  it('defaults to the US rules and whole blood; a donation without a type was whole blood', () => {
    const result = checkEligibility({ donations: [{ date: '2026-10-01' }], today: '2026-10-02' });
    expect(result).toMatchObject({ ruleSet: 'US', nextEligibleDate: '2026-11-26' });
  });

  it('counts from the latest donation, whatever the order of the list', () => {
    const donations = [{ date: '2026-08-01' }, { date: '2026-10-01' }, { date: '2026-06-01' }];
    expect(checkEligibility({ donations, today: '2026-10-02' }).nextEligibleDate).toBe('2026-11-26');
  });

  it('counts a donation dated today', () => {
    const result = checkEligibility({ donations: [{ date: '2026-10-01' }], today: '2026-10-01' });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: '2026-11-26' });
  });

  it('counts a donation dated in the future (a booked one)', () => {
    const result = checkEligibility({ donations: [{ date: '2026-10-10' }], today: '2026-10-01' });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: '2026-12-05' });
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => checkEligibility({ donations: [{ date: '01/10/2026' }], today: '2026-10-01' })).toThrow(RangeError);
    expect(() => checkEligibility({ donations: [], today: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('mixed donation types', () => {
  it('US: each interval counts from the last donation of the same type', () => {
    const donations = [{ date: '2026-10-01' }, { date: '2026-10-20', type: 'platelets' as const }];
    expect(checkEligibility({ donations, today: '2026-10-21' }).nextEligibleDate).toBe('2026-11-26');
    const platelets = checkEligibility({ donations, today: '2026-10-21', donationType: 'platelets' });
    expect(platelets.nextEligibleDate).toBe('2026-10-27');
  });

  it('UK: platelets 4 weeks after whole blood', () => {
    const donations = [{ date: '2026-10-01', type: 'whole-blood' as const }];
    const result = checkEligibility({ donations, ruleSet: 'UK', donationType: 'platelets', today: '2026-10-02' });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: '2026-10-29' });
    expect(result.reasons).toEqual([
      'Platelet donations need 28 days after a whole blood donation; your last whole blood donation was on 2026-10-01.',
    ]);
  });

  it('IN: platelets need both 28 days after whole blood and 48 hours after platelets', () => {
    const donations = [
      { date: '2026-10-01', type: 'whole-blood' as const },
      { date: '2026-10-28', type: 'platelets' as const },
    ];
    const result = checkEligibility({ donations, ruleSet: 'IN', donationType: 'platelets', today: '2026-10-28' });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: '2026-10-30' });
    expect(result.reasons).toEqual([
      'Platelet donations need 2 days between them; your last one was on 2026-10-28.',
      'Platelet donations need 28 days after a whole blood donation; your last whole blood donation was on 2026-10-01.',
    ]);
  });

  it('IN: a platelet donation does not hold back whole blood (the document gives no such interval)', () => {
    const donations = [{ date: '2026-10-28', type: 'platelets' as const }];
    expect(checkEligibility({ donations, ruleSet: 'IN', today: '2026-10-29' }).eligible).toBe(true);
  });
});

describe('donation types a rule set gives no figures for', () => {
  const blanks = ELIGIBILITY_RULE_SET_IDS.flatMap((ruleSet) =>
    DONATION_TYPES.filter((type) => !ELIGIBILITY_RULE_SETS[ruleSet].donationTypes[type]).map((type) => [ruleSet, type]),
  );

  it('are the blanks ("—") of the BLOOD-DOMAIN.md table', () => {
    expect(blanks).toEqual([
      ['UK', 'plasma'],
      ['IN', 'plasma'],
      ['IN', 'double-red-cells'],
      ['CA', 'plasma'],
      ['CA', 'double-red-cells'],
    ]);
  });

  it('answer with no date and send the donor to their blood service', () => {
    const result = checkEligibility({ donations: [], ruleSet: 'UK', donationType: 'plasma', today: '2026-10-01' });
    expect(result).toEqual({
      eligible: false,
      nextEligibleDate: null,
      ruleSet: 'UK',
      reasons: ['The UK rules in this app give no figures for plasma donations; ask your blood service.'],
    });
  });
});
