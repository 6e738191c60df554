import { milestonesOf, THANK_YOU_EMAIL } from './reminder-texts';

describe('milestonesOf', () => {
  it('counts donations in date order (id breaks ties) and marks the milestone by the donation that reached it', () => {
    const donations = Array.from({ length: 12 }, (_, i) => ({ date: `2025-${String(12 - i).padStart(2, '0')}-01`, id: i + 1, selfReported: i !== 9 }));
    expect(milestonesOf(donations)).toEqual([
      { count: 1, reachedAt: '2025-01-01', selfReported: true },
      { count: 3, reachedAt: '2025-03-01', selfReported: false },
      { count: 5, reachedAt: '2025-05-01', selfReported: true },
      { count: 10, reachedAt: '2025-10-01', selfReported: true },
    ]);
    expect(milestonesOf([])).toEqual([]);
    expect(milestonesOf([{ date: '2025-01-01', id: 2, selfReported: false }, { date: '2025-01-01', id: 1, selfReported: true }])).toEqual([{ count: 1, reachedAt: '2025-01-01', selfReported: true }]);
  });

  it('words each milestone line with its ordinal', () => {
    expect([1, 3, 5, 25, 50, 100].map(THANK_YOU_EMAIL.milestoneLine).map((line) => /your (\w+)/.exec(line)![1])).toEqual(['first', '3rd', '5th', '25th', '50th', '100th']);
  });
});
