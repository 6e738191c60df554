import { screen, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';
import { NEED_BOARD_TEXTS as LIST } from '../../components/need-board/texts';
import { NEED_TEXTS as T } from './texts';

const LINES = [
  { bloodGroup: 'O-', city: 'Pune', open: 3, urgent: false },
  { bloodGroup: 'B+', city: 'Nashik', open: 1, urgent: true },
];

async function openNeed(answer: Response | Error) {
  answerFetch(answer);
  const view = renderApp('/need');
  await screen.findByRole('heading', { level: 1, name: T.title });
  return view;
}

describe('the need board (/need)', () => {
  it('lists each blood group and city with its open requests, urgent ones first, without axe violations', async () => {
    await openNeed(jsonResponse(200, LINES));
    const list = await screen.findByRole('list', { name: LIST.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['B+ in NashikUrgent1 open request', 'O- in Pune3 open requests']);
    expect(fetchCall().url).toBe('/api/need-board');
    expect(document.title).toBe('Blood Needed | Blood Donation');
    await expectNoAxeViolations();
  });

  it('asks the visitor to register or to record a donation', async () => {
    await openNeed(jsonResponse(200, []));
    expect(await screen.findByText(LIST.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.register })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: T.donate })).toHaveAttribute('href', '/donateBlood');
  });

  it('says so when the board cannot be read', async () => {
    await openNeed(new TypeError('Failed to fetch'));
    expect(await screen.findByText(LIST.failed)).toBeInTheDocument();
  });

  it('is linked from the footer', async () => {
    await openNeed(jsonResponse(200, []));
    const more = screen.getByRole('navigation', { name: 'More Info' });
    expect(within(more).getByRole('link', { name: 'Blood Needed' })).toHaveAttribute('href', '/need');
  });
});
