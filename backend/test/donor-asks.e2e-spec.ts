import { DONOR_ANSWER_MESSAGES, FULFILLED_THANKS_SUBJECT, todayIn } from '@blood-donation/domain';
import { Database } from '../src/database/database.service';
import { DONOR_ASK_MESSAGES as M } from '../src/donor-asks/donor-asks.texts';
import { MatchWaves } from '../src/donor-asks/match-waves.service';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { type Account, loginAs } from './support/accounts';
import { answer, approvedRequest, askedBefore, donor, type Donor, waveWorkerOf } from './support/ask-flows';
import { api, createBloodRequest, ISO_DATE_TIME } from './support/donor-flows';
import { TestSmtp, waitFor, workerOf } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

// 180 s: each test waits for emails of the asks through the outbox and a local mail server, on a busy machine.
jest.setTimeout(180_000);

const REQUESTER_CONTACT = { name: 'Ravi Kumar', mobile: '+91 9876543210' };

describe("donors' asks and answers, and the contact brokered between requester and helpers", () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: Account;
  let requester: Donor;
  let id: number;
  let olderId: number;
  let helper: Donor, declined: Donor, silent: Donor, resting: Donor, outsider: Donor;
  const asks = (who: Account) => api(server, who.accessToken).get('/api/user/asks').expect(200);

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url });
    admin = await loginAs(server, 'admin');
    requester = await donor(server, { bloodGroup: 'B+', available: false });
    helper = await donor(server, { bloodGroup: 'A+' });
    resting = await donor(server, { bloodGroup: 'A+', donatedOn: todayIn('UTC') });
    silent = await donor(server, { bloodGroup: 'A-' });
    declined = await donor(server, { bloodGroup: 'O+' });
    outsider = await donor(server, { bloodGroup: 'A+', city: 'Mumbai' });
    await donor(server, { bloodGroup: 'B+' });
    olderId = (await createBloodRequest(server, requester.accessToken, { city: 'Pune', bloodGroup: 'O-' })).id;
    await askedBefore(server, olderId, helper.id, 9);
    id = await approvedRequest(server, requester, admin);
    await waveWorkerOf(server).runNow();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('lists for admins the available donors of the city whose group suits: exact first, eligible before not, with ask and answer', async () => {
    await answer(server, helper, id, { answer: 'yes' }).expect(200);
    const { body } = await api(server, admin.accessToken).get(`/api/admin/bloodRequests/${id}/matches`).expect(200);
    const asked = { askedAt: expect.stringMatching(ISO_DATE_TIME) };
    expect(body).toEqual([
      { userId: helper.id, username: helper.username, bloodGroup: 'A+', exactMatch: true, eligible: true, nextEligibleDate: null, city: 'Pune', ...asked, answer: 'yes' },
      { userId: resting.id, username: resting.username, bloodGroup: 'A+', exactMatch: true, eligible: false, nextEligibleDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), city: 'Pune', askedAt: null, answer: null },
      { userId: silent.id, username: silent.username, bloodGroup: 'A-', exactMatch: false, eligible: true, nextEligibleDate: null, city: 'Pune', ...asked, answer: null },
      { userId: declined.id, username: declined.username, bloodGroup: 'O+', exactMatch: false, eligible: true, nextEligibleDate: null, city: 'Pune', ...asked, answer: null },
    ]);
    expect(body[1].nextEligibleDate > todayIn('UTC')).toBe(true);
    await api(server, admin.accessToken).get('/api/admin/bloodRequests/999999/matches').expect(404);
  });

  it("shows a donor their asks, newest first, and the requester's name and mobile only once they said yes", async () => {
    const ask = { requestId: id, bloodGroup: 'A+', city: 'Pune', hospital: 'Ruby Hall', urgent: true, neededBy: null, status: 'Approved', askedAt: expect.stringMatching(ISO_DATE_TIME) };
    expect((await asks(silent)).body).toEqual([{ ...ask, answer: null, requester: null }]);
    expect((await asks(helper)).body).toEqual([
      { ...ask, answer: 'yes', requester: REQUESTER_CONTACT },
      expect.objectContaining({ requestId: olderId, status: 'Pending', answer: null, requester: null }),
    ]);
    expect((await asks(outsider)).body).toEqual([]);

    expect((await answer(server, declined, id, { answer: 'yes' }).expect(200)).body).toEqual({ ...ask, answer: 'yes', requester: REQUESTER_CONTACT });
    expect((await answer(server, declined, id, { answer: 'no' }).expect(200)).body).toEqual({ ...ask, answer: 'no', requester: null });
    expect((await asks(declined)).body).toEqual([{ ...ask, answer: 'no', requester: null }]);
  });

  it('takes an answer only from a donor who was asked, about a request that exists and is still Approved', async () => {
    expect((await answer(server, outsider, id, { answer: 'yes' }).expect(403)).body).toMatchObject({ statusCode: 403, message: M.notAsked });
    expect((await answer(server, requester, id, { answer: 'yes' }).expect(403)).body).toMatchObject({ message: M.notAsked });
    expect((await answer(server, helper, 999_999, { answer: 'yes' }).expect(404)).body).toMatchObject({ statusCode: 404 });
    expectValidationFailure((await answer(server, helper, id, { answer: 'maybe' }).expect(400)).body, { answer: [DONOR_ANSWER_MESSAGES.answerInvalid] });
    expectValidationFailure((await answer(server, helper, id, {}).expect(400)).body, { answer: [DONOR_ANSWER_MESSAGES.answerInvalid] });
    // The helper was asked about the older request, which is not Approved.
    expect((await answer(server, helper, olderId, { answer: 'yes' }).expect(409)).body).toMatchObject({ statusCode: 409, message: M.notOpen });
  });

  it("gives the requester, in their own list only, the counts and the name and mobile of each donor who said yes", async () => {
    const progress = { asked: 3, saidYes: 1, helpers: [{ name: helper.username, mobile: helper.mobile }] };
    const own = await api(server, requester.accessToken).get('/api/user-blood-requests').expect(200);
    expect(own.body.find((row: { id: number }) => row.id === id)).toMatchObject({ id, status: 'Approved', ...progress });
    // A Pending request has no search yet: its row reads as before.
    expect(own.body.find((row: { id: number }) => row.id === olderId)).not.toHaveProperty('asked');
    const page = await api(server, requester.accessToken).get('/api/user-blood-requests?range=[0,0]').expect(200);
    expect(page.body).toEqual([expect.objectContaining({ id, ...progress })]);

    const elsewhere = [
      await api(server, admin.accessToken).get('/api/blood-requests').expect(200),
      await api(server, admin.accessToken).get('/api/admin/bloodRequests').expect(200),
      await api(server, admin.accessToken).get(`/api/admin/bloodRequests/${id}`).expect(200),
      await api(server, declined.accessToken).get('/api/user/asks').expect(200),
      await api(server, helper.accessToken).get('/api/user-blood-requests').expect(200),
      await api(server, requester.accessToken).get('/api/need-board').expect(200),
    ];
    for (const response of elsewhere) {
      expect(response.text).not.toContain(helper.mobile);
      expect(response.text).not.toContain('"helpers"');
    }
  });

  it('thanks each donor who said yes, by email, when asked to (the request closing)', async () => {
    const database = server.app.get(Database);
    expect(await database.transaction(() => server.app.get(MatchWaves).thankHelpers(id))).toBe(1);
    await workerOf(server).runNow();
    const [thanks] = await waitFor(() => {
      const received = smtp.received.filter((email) => email.to.includes(helper.email) && /^Subject: Thank you/m.test(email.data));
      return received.length > 0 && received;
    }, 'the thank-you email');
    expect(thanks.text).toContain('Pune');
    const queued = await server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'donor-thanks' });
    expect(queued.map(({ to, aboutId }) => ({ to, aboutId }))).toEqual([{ to: helper.email, aboutId: id }]);
  });

  it('answers 409 once the request is no longer Approved', async () => {
    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/reject`).expect(200);
    expect((await answer(server, silent, id, { answer: 'yes' }).expect(409)).body).toMatchObject({ message: M.notOpen });
  });

  it('thanks, by email, each donor who said yes when the request closes (here the requester marks it fulfilled)', async () => {
    const grateful = await donor(server, { bloodGroup: 'A+' });
    const closing = await approvedRequest(server, requester, admin, { units: 1 });
    await waveWorkerOf(server).runNow();
    await answer(server, grateful, closing, { answer: 'yes' }).expect(200);
    await api(server, requester.accessToken).put(`/api/blood-requests/${closing}/fulfil`).expect(200);
    await workerOf(server).runNow();
    // Fulfilled: domain's words (test/donation-journey.e2e-spec.ts reads them off the mail server).
    await waitFor(() => smtp.received.some((email) => email.to.includes(grateful.email) && email.text.includes('The request you answered has been fulfilled')), 'the thank-you email');
    const thanked = await server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'donor-thanks', aboutId: closing });
    expect(thanked.map(({ to, subject }) => ({ to, subject }))).toEqual([{ to: grateful.email, subject: FULFILLED_THANKS_SUBJECT }]);
  });
});
