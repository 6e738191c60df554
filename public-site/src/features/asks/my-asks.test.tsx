import { CROSS_MATCH_NOTICE, type DonorAsk } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { MY_ASKS_TEXTS as T } from './texts';

function ask(requestId: number, overrides: Partial<DonorAsk> = {}): DonorAsk {
  return {
    requestId,
    bloodGroup: 'A+',
    city: 'Pune',
    hospital: 'Sassoon General Hospital',
    urgent: false,
    neededBy: '2026-12-01',
    status: 'Approved',
    askedAt: '2026-11-26T06:30:00.000Z',
    answer: null,
    requester: null,
    ...overrides,
  };
}

async function openAsks(asks: DonorAsk[]) {
  storeSession();
  answerFetch(jsonResponse(200, asks));
  const view = renderApp('/my-asks');
  await screen.findByRole('heading', { level: 1, name: 'My Asks' });
  return view;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('My Asks screen', () => {
  it('lists the asks with where, which group, how soon, and the cross-match notice', async () => {
    await openAsks([ask(7, { urgent: true }), ask(5, { bloodGroup: 'O-', city: 'Nagpur', hospital: null, neededBy: null, status: 'Fulfilled' as DonorAsk['status'], answer: 'no' })]);
    expect(document.title).toBe('My Asks | Blood Donation');
    expect(fetchCall().url).toBe('/api/user/asks');
    expect(screen.getByText(CROSS_MATCH_NOTICE)).toBeInTheDocument();
    const open = await card('A+ blood in Pune Urgent');
    expect(within(open).getByText('Sassoon General Hospital')).toBeInTheDocument();
    expect(within(open).getByText(T.notAnswered)).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'I can help' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(open).getByRole('button', { name: 'Not now' })).toBeEnabled();
    const closed = await card('O- blood in Nagpur');
    expect(within(closed).getAllByText(T.notGiven)).toHaveLength(2);
    expect(within(closed).getByText('Not now')).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(closed).getByText(T.closed)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("answers 'I can help' and then names the patient and gives the request's mobile as a phone link", async () => {
    const { user } = await openAsks([ask(7)]);
    answerFetch(jsonResponse(200, ask(7, { answer: 'yes', requester: { name: 'Ravi Kumar', mobile: '+91 98765 43210' } })));
    await user.click(within(await card('A+ blood in Pune')).getByRole('button', { name: 'I can help' }));
    await expectToast(T.thanks);
    const { url, init, body } = fetchCall(1);
    expect([url, init.method, body]).toEqual(['/api/blood-requests/7/responses', 'POST', { answer: 'yes' }]);
    const answered = await card('A+ blood in Pune');
    expect(within(answered).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(answered).getByText(/Ravi Kumar/)).toHaveTextContent('To help Ravi Kumar (the patient), please call +91 98765 43210');
    expect(within(answered).getByRole('button', { name: 'I can help' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("toasts the server's reason when the request closed meanwhile, and reads the asks again", async () => {
    const { user } = await openAsks([ask(7)]);
    answerFetch(jsonResponse(409, { message: 'This blood request is no longer open.' }), jsonResponse(200, [ask(7, { status: 'Rejected' })]));
    await user.click(within(await card('A+ blood in Pune')).getByRole('button', { name: 'Not now' }));
    await expectToast('This blood request is no longer open.');
    await waitFor(() => expect(screen.getByText(T.closed)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
  });

  it('says so when nobody asked yet', async () => {
    await openAsks([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('shows the failure when the asks could not be read', async () => {
    storeSession();
    answerFetch(jsonResponse(500, { message: 'Internal server error' }));
    renderApp('/my-asks');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
  });
});
