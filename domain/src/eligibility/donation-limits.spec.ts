import { toCalendarDate, toDayNumber } from '../time/days';
import { checkEligibility } from './check-eligibility';
import type { DonationType } from './donation-types';

/** `count` donations of a type, `step` days apart, the first on 2026-01-05. */
function series(type: DonationType, step: number, count: number): { date: string; type: DonationType }[] {
  const first = toDayNumber('2026-01-05');
  return Array.from({ length: count }, (_, index) => ({ date: toCalendarDate(first + index * step), type }));
}

describe('yearly limits (counted over the 12 months up to the donation day)', () => {
  // rule set, type, days between the donations on record, the limit: the limit keeps the donor waiting until the
  // first of them is a year old, 2027-01-05, although the interval alone would allow an earlier day.
  it.each([
    ['US', 'whole-blood', 56, 6],
    ['US', 'platelets', 7, 24],
    ['US', 'plasma', 28, 13],
    ['US', 'double-red-cells', 112, 3],
    ['UK', 'platelets', 14, 24],
    ['IN', 'platelets', 14, 24],
  ] as const)('%s %s, %i days apart: at most %i', (ruleSet, donationType, step, limit) => {
    const donations = series(donationType, step, limit);
    const query = { donations, ruleSet, donationType };
    const waiting = checkEligibility({ ...query, today: '2027-01-04' });
    expect(waiting).toMatchObject({ eligible: false, nextEligibleDate: '2027-01-05' });
    expect(waiting.reasons).toContainEqual(expect.stringMatching(new RegExp(`^At most ${limit} .* in 12 months; `)));
    const allowed = checkEligibility({ ...query, today: '2027-01-05' });
    expect(allowed).toMatchObject({ eligible: true, nextEligibleDate: null });
  });

  it('lets the interval decide while the donor is under the limit', () => {
    const donations = series('whole-blood', 56, 5); // the last on 2026-08-17
    const result = checkEligibility({ donations, ruleSet: 'US', today: '2026-10-01' });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: '2026-10-12' });
    expect(result.reasons).toEqual([
      'Whole blood donations need 56 days between them; your last one was on 2026-08-17.',
    ]);
  });

  it('says how many donations count and when they were', () => {
    const result = checkEligibility({ donations: series('whole-blood', 56, 6), ruleSet: 'US', today: '2026-12-20' });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: '2027-01-05' });
    expect(result.reasons).toEqual([
      'At most 6 whole blood donations are allowed in 12 months; you have 6 dated from 2026-01-05 to 2026-10-12.',
    ]);
  });

  it('reports both rules when the limit and the interval each hold the donor back', () => {
    const donations = series('plasma', 28, 13); // the last on 2026-12-07: the interval ends on 2027-01-04
    const result = checkEligibility({ donations, ruleSet: 'US', donationType: 'plasma', today: '2026-12-20' });
    expect(result.nextEligibleDate).toBe('2027-01-05');
    expect(result.reasons).toEqual([
      'Plasma donations need 28 days between them; your last one was on 2026-12-07.',
      'At most 13 plasma donations are allowed in 12 months; you have 13 dated from 2026-01-05 to 2026-12-07.',
    ]);
  });

  it('counts only donations of the same type', () => {
    const donations = [...series('platelets', 7, 24), { date: '2026-09-01', type: 'whole-blood' as const }];
    const result = checkEligibility({ donations, ruleSet: 'US', today: '2026-12-01' });
    expect(result).toMatchObject({ eligible: true, nextEligibleDate: null });
  });

  it('counts a booked donation once the day asked about reaches it', () => {
    // 24 weekly platelet donations from 2026-01-05 and one booked on 2026-09-01 (UK: no interval between platelets):
    // on 2027-01-05 the booked one is the 24th in 12 months, so the wait runs until the second one is a year old.
    const donations = [...series('platelets', 7, 24), { date: '2026-09-01', type: 'platelets' as const }];
    const result = checkEligibility({ donations, ruleSet: 'UK', donationType: 'platelets', today: '2026-07-01' });
    expect(result.nextEligibleDate).toBe('2027-01-12');
    expect(result.reasons).toEqual([
      'At most 24 platelet donations are allowed in 12 months; you have 24 dated from 2026-01-12 to 2026-09-01.',
    ]);
  });
});

describe('weekly limit (IN: platelets at most 2 a week)', () => {
  const donations = [
    { date: '2026-10-01', type: 'platelets' as const },
    { date: '2026-10-03', type: 'platelets' as const },
  ];
  const query = { donations, ruleSet: 'IN' as const, donationType: 'platelets' as const };

  it('holds a third platelet donation until the first is 7 days old', () => {
    const result = checkEligibility({ ...query, today: '2026-10-07' });
    expect(result).toMatchObject({ eligible: false, nextEligibleDate: '2026-10-08' });
    expect(result.reasons).toEqual([
      'At most 2 platelet donations are allowed in 7 days; you have 2 dated from 2026-10-01 to 2026-10-03.',
    ]);
    expect(checkEligibility({ ...query, today: '2026-10-08' })).toMatchObject({ eligible: true });
  });

  it('gives the later day when the 48 hours are not over yet', () => {
    const result = checkEligibility({ ...query, today: '2026-10-04' });
    expect(result.nextEligibleDate).toBe('2026-10-08');
    expect(result.reasons).toHaveLength(2);
  });
});
