import { earlyDonationMessage, tooSoonMessage } from './early-donation';

describe('earlyDonationMessage', () => {
  const donations = [{ date: '2026-10-01' }, { date: '2026-10-20', type: 'platelets' as const }];

  it('names the day the donor may give again, and the rules', () => {
    expect(earlyDonationMessage({ donations, today: '2026-11-25' })).toBe(
      'Too soon for another whole blood donation: under the US rules you may give again on 2026-11-26.',
    );
    expect(earlyDonationMessage({ donations, today: '2026-10-21', donationType: 'platelets', ruleSet: 'CA' })).toBe(
      'Too soon for another platelet donation: under the Canadian rules you may give again on 2026-11-03.',
    );
  });

  it('is null from that day on; a second donation on the same day is too soon', () => {
    expect(earlyDonationMessage({ donations, today: '2026-11-26' })).toBeNull();
    expect(earlyDonationMessage({ donations, today: '2026-10-01' })).toMatch(/2026-11-26\.$/);
  });

  it('judges an earlier day by the donations before it only', () => {
    expect(earlyDonationMessage({ donations, today: '2026-08-01' })).toBeNull();
  });

  it('never refuses a donation type the rules give no figures for', () => {
    expect(earlyDonationMessage({ donations, today: '2026-10-02', donationType: 'plasma', ruleSet: 'UK' })).toBeNull();
  });
});

describe('tooSoonMessage', () => {
  it('says what earlyDonationMessage says, from the day and the rules alone', () => {
    const donations = [{ date: '2026-10-01' }];
    expect(tooSoonMessage('2026-11-26')).toBe(earlyDonationMessage({ donations, today: '2026-11-25' }));
    expect(tooSoonMessage('2027-01-21', 'UK')).toBe(earlyDonationMessage({ donations, today: '2026-11-25', ruleSet: 'UK' }));
  });
});
