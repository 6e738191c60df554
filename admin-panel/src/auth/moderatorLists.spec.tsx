import { screen, within } from '@testing-library/react';
import type { VolunteerRecord } from '@blood-donation/domain';
import { provider } from '../blood-requests/testRequests';
import { BloodRequestList } from '../blood-requests/BloodRequestList';
import { ContactList } from '../contacts/ContactList';
import { listOf, renderInAdmin } from '../data/testAdmin';
import { VolunteerList } from '../volunteers/VolunteerList';

// What a moderator is offered in each list: the buttons domain's permission table (permissions.ts) gives the role.
// The screens a moderator is offered, and refused, are in App.spec.tsx.

describe("a moderator's lists", () => {
  it('blood requests: approve, reject, details and matches, but no Delete and no Export', async () => {
    renderInAdmin(<BloodRequestList />, provider(), { roles: ['moderator'] });
    const row = (await screen.findByRole('button', { name: 'Approve request of Bea Patient' })).closest('tr')!;
    for (const name of ['Reject request of Bea Patient', 'View details of Bea Patient', 'Matches for Bea Patient']) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(row).queryByRole('button', { name: 'Delete request of Bea Patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('blood requests of an admin keep Delete and Export', async () => {
    renderInAdmin(<BloodRequestList />, provider(), { roles: ['admin'] });
    expect(await screen.findByRole('button', { name: 'Delete request of Bea Patient' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('contacts: Reply, but no Delete and no Export', async () => {
    const contact = { id: 5, name: 'Grace Hopper', email: 'grace@example.test', subject: 'Hours', message: 'Open on Sundays?', createdAt: '2026-04-02T08:00:00.000Z', reply: null, repliedAt: null };
    renderInAdmin(<ContactList />, { getList: jest.fn(() => listOf([contact])) }, { roles: ['moderator'] });
    expect(await screen.findByRole('button', { name: 'Reply to Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete contact from Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('volunteers: details and event, but no Delete and no Export', async () => {
    const volunteer: VolunteerRecord = {
      id: 11, firstName: 'Ada', lastName: 'Lovelace', dob: '1990-12-10', gender: 'Female', phone: '5551234567', email: 'ada@example.test',
      address: '1 Main St', city: 'London', state: 'LDN', zipCode: '12345', message: 'Happy to help.', event: null, createdAt: '2026-04-01T10:00:00.000Z',
    };
    const getList = jest.fn((resource: string) => (resource === 'events' ? listOf([]) : listOf([volunteer])));
    renderInAdmin(<VolunteerList />, { getList, getMany: jest.fn(() => Promise.resolve({ data: [] })) }, { roles: ['moderator'] });
    expect(await screen.findByRole('button', { name: 'View details of Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event details for Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

