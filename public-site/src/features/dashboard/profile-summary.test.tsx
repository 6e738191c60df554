import { screen, within } from '@testing-library/react';
import { DONOR_PROFILE } from '../../testing/donor-profile';
import { openDashboard } from './dashboard.fixtures';
import { PROFILE_SUMMARY_TEXTS as T } from './texts';

describe("the User Dashboard's line about the donor", () => {
  it('shows the blood group, not yet confirmed without a donation, the city and a link to the profile', async () => {
    await openDashboard();
    const line = await screen.findByLabelText('Your profile');
    expect(within(line).getByText(`${T.bloodGroup}: O+ (${T.notConfirmed})`)).toBeInTheDocument();
    expect(within(line).getByText(`${T.city}: Pune`)).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: T.edit })).toHaveAttribute('href', '/profile');
  });

  it('says when the blood group is not known yet and no city is given', async () => {
    await openDashboard({ profile: { ...DONOR_PROFILE, bloodGroup: null, city: null } });
    const line = await screen.findByLabelText('Your profile');
    expect(within(line).getByText(`${T.bloodGroup}: ${T.unknown}`)).toBeInTheDocument();
    expect(within(line).getByText(`${T.city}: ${T.noCity}`)).toBeInTheDocument();
  });

  it('shows a confirmed blood group without a remark', async () => {
    await openDashboard({ profile: { ...DONOR_PROFILE, bloodGroupConfirmed: true } });
    expect(await screen.findByText(`${T.bloodGroup}: O+`)).toBeInTheDocument();
  });
});
