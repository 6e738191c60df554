import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CROSS_MATCH_NOTICE, type DonorMatch, formatDateTime } from '@blood-donation/domain';
import { httpError, renderInAdmin } from '../data/testAdmin';
import { provider, request } from './testRequests';
import { BloodRequestList } from './BloodRequestList';

jest.setTimeout(20000);

const asked: DonorMatch = {
  userId: 3,
  username: 'asha',
  bloodGroup: 'A+',
  exactMatch: true,
  eligible: true,
  nextEligibleDate: null,
  city: 'Pune',
  askedAt: '2026-11-26T06:30:00.000Z',
  answer: 'yes',
};
const waiting: DonorMatch = { ...asked, userId: 4, username: 'omar', bloodGroup: 'O-', exactMatch: false, eligible: false, nextEligibleDate: '2027-01-15', askedAt: null, answer: null };

async function openMatches(getBloodRequestMatches: jest.Mock) {
  renderInAdmin(<BloodRequestList />, provider({ getBloodRequestMatches }, [{ ...request, bloodGroup: 'A+', status: 'Approved' }]));
  await userEvent.click(await screen.findByRole('button', { name: 'Matches for Bea Patient' }));
  return screen.findByRole('dialog', { name: 'Matched donors' });
}

/** The card's lines (Field renders each as a paragraph): 'Label: value'. */
const fieldsOf = (card: HTMLElement) => [...card.querySelectorAll('p')].map((line) => line.textContent);

it('lists the candidates of a request as cards: who was asked and who answered, with the cross-match notice', async () => {
  const getBloodRequestMatches = jest.fn(() => Promise.resolve({ data: [asked, waiting] }));
  const dialog = await openMatches(getBloodRequestMatches);
  expect(getBloodRequestMatches).toHaveBeenCalledWith(7);
  expect(within(dialog).getByText(CROSS_MATCH_NOTICE)).toBeInTheDocument();
  const cards = await within(dialog).findAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['asha', 'omar']);
  expect(fieldsOf(cards[0])).toEqual([
    'Blood Group: A+ (exact match)',
    'Eligible: Yes, today',
    'City: Pune',
    `Asked at: ${formatDateTime(asked.askedAt!)}`,
    'Answer: I can help',
  ]);
  expect(fieldsOf(cards[1])).toEqual(['Blood Group: O- (compatible)', 'Eligible: From 2027-01-15', 'City: Pune', 'Asked at: Not asked', 'Answer: —']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says so when no donor matches', async () => {
  const dialog = await openMatches(jest.fn(() => Promise.resolve({ data: [] })));
  expect(await within(dialog).findByText('No available donor in this city suits the patient yet.')).toBeInTheDocument();
});

it('shows the failure when the matches could not be read', async () => {
  const dialog = await openMatches(jest.fn(() => Promise.reject(httpError(500))));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch the matched donors. Please try again later.');
});
