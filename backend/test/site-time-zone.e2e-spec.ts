import { addDays, todayIn } from '@blood-donation/domain';
import { loginAs } from './support/accounts';
import { api, createDonation } from './support/donor-flows';
import { startTestServer, type TestServer } from './support/test-server';

/** A zone whose calendar day is not UTC's right now: UTC+14 from 10:00 UTC on, UTC−12 before noon UTC. */
const ZONE = todayIn('Etc/GMT-14') !== todayIn('UTC') ? 'Etc/GMT-14' : 'Etc/GMT+12';

describe("SITE_TIME_ZONE: 'today' is the organisation's calendar day", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SITE_TIME_ZONE: ZONE });
  });
  afterAll(() => server.close());

  it(`judges eligibility on the day it is in ${ZONE}, not in UTC`, async () => {
    // 56 days after whole blood a donor may give again (US rules): on the zone's day, whichever side of UTC it is.
    const today = todayIn(ZONE);
    const ready = await loginAs(server, 'user');
    await createDonation(server, ready.accessToken, { date: addDays(today, -56) });
    expect((await api(server, ready.accessToken).get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: true, nextEligibleDate: null });
    const waiting = await loginAs(server, 'user');
    await createDonation(server, waiting.accessToken, { date: addDays(today, -55) });
    expect((await api(server, waiting.accessToken).get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: false, nextEligibleDate: addDays(today, 1) });
  });
});
