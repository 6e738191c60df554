import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOURNEY_ADMIN_TEXTS as T, JOURNEY_MESSAGES, JOURNEY_REASON_LABELS, JOURNEY_STATUS_LABELS, todayIn } from '@blood-donation/domain';
import { httpError, renderInAdmin } from '../data/testAdmin';
import { SITE_TIME_ZONE } from '../site-time-zone';
import { JourneyDialog } from './JourneyDialog';

const DONATION = { id: 12, name: 'Asha Patil', date: '2026-11-01' };

function provider(overrides: object = {}) {
  return {
    getHospitals: jest.fn(() => Promise.resolve({ data: [{ id: 1, name: 'City Hospital', city: 'Pune' }] })),
    recordDonationJourney: jest.fn((_id: number, body: object) => Promise.resolve({ data: { donationId: 12, ...body } })),
    ...overrides,
  };
}

async function choose(label: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('recording what became of a donation', () => {
  it('records an issued donation after a confirmation that shows what the donor will read', async () => {
    const dataProvider = provider();
    const onClose = jest.fn();
    renderInAdmin(<JourneyDialog donation={DONATION} onClose={onClose} />, dataProvider);
    await screen.findByRole('dialog', { name: T.journeyTitle });
    await waitFor(() => expect(dataProvider.getHospitals).toHaveBeenCalled());
    await choose(T.hospital, 'City Hospital, Pune');
    await userEvent.click(screen.getByRole('button', { name: T.next }));
    const confirm = await screen.findByRole('dialog', { name: T.confirmTitle });
    const today = todayIn(SITE_TIME_ZONE);
    expect(within(confirm).getByText(/Your donation of 1 November was sent to City Hospital on/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(dataProvider.recordDonationJourney).toHaveBeenCalledWith(12, { status: 'issued', hospital: 'City Hospital', date: today }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a hospital, and for a reason of the status chosen, before confirming', async () => {
    const dataProvider = provider();
    renderInAdmin(<JourneyDialog donation={DONATION} onClose={jest.fn()} />, dataProvider);
    await screen.findByRole('dialog', { name: T.journeyTitle });
    await userEvent.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText(JOURNEY_MESSAGES.hospitalRequired)).toBeInTheDocument();
    await choose(T.status, JOURNEY_STATUS_LABELS.discarded);
    await userEvent.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText(JOURNEY_MESSAGES.reasonRequired)).toBeInTheDocument();
    await choose(T.reason, JOURNEY_REASON_LABELS.expired);
    await userEvent.click(screen.getByRole('button', { name: T.next }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: T.confirmTitle })).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(dataProvider.recordDonationJourney).toHaveBeenCalledWith(12, { status: 'discarded', date: todayIn(SITE_TIME_ZONE), reason: 'expired' }));
  });

  it("shows the server's refusal on the field it names", async () => {
    const refusal = Object.assign(httpError(400, JOURNEY_MESSAGES.dateInFuture), { body: { message: JOURNEY_MESSAGES.dateInFuture, errors: { date: [JOURNEY_MESSAGES.dateInFuture] } } });
    renderInAdmin(<JourneyDialog donation={DONATION} onClose={jest.fn()} />, provider({ recordDonationJourney: jest.fn(() => Promise.reject(refusal)) }));
    await screen.findByRole('dialog', { name: T.journeyTitle });
    await choose(T.hospital, 'City Hospital, Pune');
    await userEvent.click(screen.getByRole('button', { name: T.next }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: T.confirmTitle })).getByRole('button', { name: T.confirm }));
    expect(await within(await screen.findByRole('dialog', { name: T.journeyTitle })).findByText(JOURNEY_MESSAGES.dateInFuture)).toBeInTheDocument();
  });
});
