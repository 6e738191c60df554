import { DAY_MS } from '@blood-donation/domain';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { loginAs } from './support/accounts';
import { api, createBloodRequest } from './support/donor-flows';
import { waitFor } from './support/mail';
import { createTestStorage, startTestServer, testDriver, type TestStorage } from './support/test-server';


describe(`the blood request lifecycle across restarts and at the same moment (${testDriver()})`, () => {
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(() => storage.dispose());

  it('expires what became overdue while the server was down once it starts again, with REQUEST_MAX_OPEN_DAYS', async () => {
    const first = await startTestServer({}, storage);
    const donor = await loginAs(first, 'user');
    const [old, recent] = [await createBloodRequest(first, donor.accessToken), await createBloodRequest(first, donor.accessToken)];
    const requests = first.dataSource.getRepository(BloodRequest);
    await requests.update({ id: old.id }, { createdAt: new Date(Date.now() - 8 * DAY_MS) });
    await requests.update({ id: recent.id }, { createdAt: new Date(Date.now() - 6 * DAY_MS) });
    await first.close();

    const again = await startTestServer({ REQUEST_MAX_OPEN_DAYS: '7' }, storage);
    try {
      // The sweep at start runs beside the requests, not before them.
      const repository = again.dataSource.getRepository(BloodRequest);
      await waitFor(async () => (await repository.findOneByOrFail({ id: old.id })).status === 'Expired', 'the sweep at start');
      const statuses = await repository.find({ where: [{ id: old.id }, { id: recent.id }], order: { id: 'ASC' } });
      expect(statuses.map((request) => request.status)).toEqual(['Expired', 'Pending']);
    } finally {
      await again.close();
    }
  });

  it('lets one of two moves at the same moment win; the other answers 409 and nothing is lost', async () => {
    const server = await startTestServer({}, storage);
    try {
      const [donor, admin] = [await loginAs(server, 'user'), await loginAs(server, 'admin')];
      for (let round = 0; round < 5; round += 1) {
        const { id } = await createBloodRequest(server, donor.accessToken);
        const [cancel, approve] = await Promise.all([
          api(server, donor.accessToken).put(`/api/blood-requests/${id}/cancel`),
          api(server, admin.accessToken).put(`/api/blood-requests/${id}/approve`),
        ]);
        const stored = await server.dataSource.getRepository(BloodRequest).findOneByOrFail({ id });
        // Approve first leaves it open to cancel (both 200, Cancelled); cancel first closes it (approve 409).
        if (approve.status === 409) expect([cancel.status, approve.body.message]).toEqual([200, 'This request is Cancelled and can no longer be approved.']);
        else expect([cancel.status, approve.status]).toEqual([200, 200]);
        expect(stored.status).toBe('Cancelled');
      }
    } finally {
      await server.close();
    }
  });
});
