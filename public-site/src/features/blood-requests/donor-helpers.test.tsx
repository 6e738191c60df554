import { CROSS_MATCH_NOTICE, type OwnBloodRequestRecord } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { bloodRequestRecord } from '../../testing/blood-requests';
import { serveList } from '../../testing/list-server';
import { expectNoAxeViolations, renderApp, storeSession } from '../../testing/test-utils';

/** An Approved request of the donor's, with what its search for donors found (`search`). */
function request(id: number, search: Pick<OwnBloodRequestRecord, 'asked' | 'saidYes' | 'helpers'> = {}, status: OwnBloodRequestRecord['status'] = 'Approved'): OwnBloodRequestRecord {
  return { ...bloodRequestRecord(id, { status }), ...search };
}

const rowOf = (id: number) => screen.getAllByRole('row').find((row) => within(row).queryByRole('rowheader')?.textContent === String(id))!;

describe('Request History: the donors asked and who can help', () => {
  it('shows how many donors were asked and said yes, and each helper with a phone link', async () => {
    storeSession();
    const helpers = [{ name: 'Asha', mobile: '+91 98765 43210' }, { name: 'Vikram', mobile: '9123456789' }];
    serveList('/user-blood-requests', 'bloodRequests', () => [
      request(3, { asked: 10, saidYes: 2, helpers }),
      request(2, { asked: 1, saidYes: 0, helpers: [] }),
      request(1, {}, 'Pending'),
    ]);
    renderApp('/requestHistory');
    await screen.findByRole('table', { name: 'Your blood requests' });
    const searched = rowOf(3);
    expect(within(searched).getByText('10 donors asked · 2 said yes')).toBeInTheDocument();
    const list = within(searched).getByRole('list', { name: 'Donors who can help' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha: +91 98765 43210', 'Vikram: 9123456789']);
    expect(within(list).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(searched).getByText(CROSS_MATCH_NOTICE)).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('1 donor asked · 0 said yes')).toBeInTheDocument();
    expect(within(rowOf(2)).queryByRole('list')).not.toBeInTheDocument();
    // Before the search starts, the row reads as before.
    expect(within(rowOf(1)).queryByText(/asked/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
