import { formatDay, JOURNEY_REASON_TEXTS, JOURNEY_SCREEN_TEXTS as T, type MyDonationJourney } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, fetchCall, jsonResponse } from '../../testing/test-utils';
import { DASHBOARD_CALLS, openDashboard } from './dashboard.fixtures';

const ISSUED: MyDonationJourney = {
  donationId: 12,
  donationDate: '2027-03-12',
  status: 'issued',
  hospital: 'City Hospital',
  date: '2027-03-20',
  reason: null,
  text: 'Your donation of 12 March was sent to City Hospital on 20 March',
};
const NOT_USED: MyDonationJourney = {
  donationId: 9,
  donationDate: '2026-11-02',
  status: 'discarded',
  hospital: null,
  date: '2026-12-01',
  reason: 'expired',
  text: `Your donation of 2 November could not be given to a patient. ${JOURNEY_REASON_TEXTS.expired}`,
};
const NOT_KNOWN: MyDonationJourney = { donationId: 14, donationDate: '2027-04-01', status: null, hospital: null, date: null, reason: null, text: null };

const card = () => screen.getByRole('region', { name: T.title });

describe("the User Dashboard's 'Your donations' card", () => {
  it('shows each donation with where it went, kindly, and which are not known yet', async () => {
    await openDashboard({ journeys: [NOT_KNOWN, ISSUED, NOT_USED] });
    expect(await within(card()).findByText(ISSUED.text!)).toBeInTheDocument();
    expect(fetchCall(DASHBOARD_CALLS - 4).url).toBe('/api/user/journey');
    expect(within(card()).getByRole('heading', { name: T.given(formatDay('2027-03-12')) })).toBeInTheDocument();
    expect(within(card()).getByText('Sent to a hospital')).toBeInTheDocument();
    expect(within(card()).getByText(NOT_USED.text!)).toBeInTheDocument();
    expect(within(card()).getByText(T.notKnownYet)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says when there are no donations yet', async () => {
    await openDashboard({ journeys: [] });
    expect(await within(card()).findByText(T.none)).toBeInTheDocument();
  });

  it('says when the journeys could not be loaded', async () => {
    await openDashboard({ journeys: jsonResponse(500, { statusCode: 500, message: 'Internal server error' }) });
    expect(await within(card()).findByText(T.loadError)).toBeInTheDocument();
  });
});
