import { AVAILABILITY_MESSAGES, BLOOD_COMPATIBILITY, earlyDonationMessage, type EligibilityRuleSetId, addDays, todayIn } from '@blood-donation/domain';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { Account, loginAs } from './support/accounts';
import { ApiContract, operationsOf } from './support/conformance/api-contract';
import { api, createDonation, donationBody } from './support/donor-flows';
import { startTestServer, type TestServer } from './support/test-server';

/** The calendar day `days` from today (UTC), 'YYYY-MM-DD'. */
const dayFromToday = (days: number) => addDays(todayIn('UTC'), days);

describe('availability, eligibility and compatibility', () => {
  let server: TestServer;
  let admin: Account;
  const as = (who: Account) => api(server, who.accessToken);
  const donor = () => loginAs(server, 'user');

  beforeAll(async () => {
    server = await startTestServer({ REFUSE_EARLY_DONATIONS: 'true' });
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  describe('/api/user/availability', () => {
    it('is off with no city until the donor says otherwise, then reads back what they said', async () => {
      const asha = await donor();
      expect((await as(asha).get('/api/user/availability').expect(200)).body).toEqual({ available: false, city: '', channel: 'email' });
      const saved = (await as(asha).put('/api/user/availability', { available: true, city: '  Pune ' }).expect(200)).body;
      expect(saved).toEqual({ available: true, city: 'Pune', channel: 'email' });
      expect((await as(asha).get('/api/user/availability').expect(200)).body).toEqual(saved);
      expect((await as(asha).put('/api/user/availability', { available: false }).expect(200)).body).toEqual({ available: false, city: '', channel: 'email' });
    });

    it.each([
      [{ available: true }, { city: [AVAILABILITY_MESSAGES.cityRequired] }],
      [{ available: true, city: '   ' }, { city: [AVAILABILITY_MESSAGES.cityRequired] }],
      [{ available: true, city: 'x'.repeat(101) }, { city: [AVAILABILITY_MESSAGES.cityMax] }],
      [{ city: 'Pune' }, { available: [AVAILABILITY_MESSAGES.availableRequired] }],
      [{ available: 'yes', city: 'Pune' }, { available: [AVAILABILITY_MESSAGES.availableRequired] }],
      [{ available: false, channel: 'sms' }, { channel: ['property channel should not exist'] }],
    ])('refuses %p', async (body, errors) => {
      const ravi = await donor();
      expect((await as(ravi).put('/api/user/availability', body).expect(400)).body.errors).toEqual(errors);
      expect((await as(ravi).get('/api/user/availability').expect(200)).body.available).toBe(false);
    });
  });

  describe('GET /api/user/eligibility (US rules, whole blood)', () => {
    it('lets a donor with no donations give today', async () => {
      expect((await as(await donor()).get('/api/user/eligibility').expect(200)).body).toEqual({ eligible: true, nextEligibleDate: null, ruleSet: 'US', reasons: [] });
    });

    it('holds a donor back 56 days after whole blood: waiting on day 55, eligible on day 56', async () => {
      const waiting = await donor();
      await createDonation(server, waiting.accessToken, { date: dayFromToday(-55) });
      const answer = (await as(waiting).get('/api/user/eligibility').expect(200)).body;
      expect(answer).toMatchObject({ eligible: false, nextEligibleDate: dayFromToday(1), ruleSet: 'US' });
      expect(answer.reasons).toEqual([`Whole blood donations need 56 days between them; your last one was on ${dayFromToday(-55)}.`]);
      const ready = await donor();
      await createDonation(server, ready.accessToken, { date: dayFromToday(-56) });
      expect((await as(ready).get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: true, nextEligibleDate: null });
    });

    it('counts whole blood only: a platelet donation yesterday does not hold back whole blood', async () => {
      const mixed = await donor();
      await createDonation(server, mixed.accessToken, { date: dayFromToday(-56) });
      const platelets = await createDonation(server, mixed.accessToken, { date: dayFromToday(-1), donationType: 'platelets' });
      expect(platelets.donationType).toBe('platelets');
      expect((await as(mixed).get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: true, nextEligibleDate: null });
      // Platelets 7 days apart: the sixth day after is too soon, the seventh is not.
      await as(mixed).post('/api/add', donationBody({ date: dayFromToday(5), donationType: 'platelets' })).expect(409);
      await as(mixed).post('/api/add', donationBody({ date: dayFromToday(6), donationType: 'platelets' })).expect(201);
    });
  });

  describe('POST /api/add, too soon', () => {
    it("refuses the donor's own donation with 409 naming the day they may give again; an admin's walk-in is recorded", async () => {
      const early = await donor();
      const first = dayFromToday(-30);
      await createDonation(server, early.accessToken, { date: first });
      const response = await as(early).post('/api/add', donationBody({ date: dayFromToday(-20) })).expect(409);
      const message = earlyDonationMessage({ donations: [{ date: first }], today: dayFromToday(-20) });
      expect(message).toContain(dayFromToday(26));
      expect(response.body).toEqual({ statusCode: 409, error: 'Conflict', message });
      expect((await as(early).get('/api/user-donors').expect(200)).body).toHaveLength(1);
      await as(early).post('/api/add', donationBody({ date: dayFromToday(26) })).expect(201);
      await as(admin).post('/api/add', donationBody({ date: dayFromToday(-20) })).expect(201);
      await as(admin).post('/api/add', donationBody({ date: dayFromToday(-20) })).expect(201);
    });

    it('answers the 409 as the OpenAPI document says', async () => {
      const early = await donor();
      await createDonation(server, early.accessToken);
      const response = await as(early).post('/api/add', donationBody()).expect(409);
      const document = buildOpenApiDocument(server.app) as OpenAPIObject;
      const operation = operationsOf(document).find(({ key }) => key === 'POST /api/add')!;
      expect(new ApiContract(document).problems(operation.key, operation.operation, response)).toEqual([]);
    });

    it('refuses an unknown donation type', async () => {
      const body = (await as(await donor()).post('/api/add', donationBody({ donationType: 'bone-marrow' })).expect(400)).body;
      expect(Object.keys(body.errors)).toEqual(['donationType']);
    });
  });

  it('GET /api/blood-compatibility: the domain table for red cells and plasma, public and cacheable', async () => {
    const response = await api(server).get('/api/blood-compatibility').expect(200);
    expect(response.body).toEqual(BLOOD_COMPATIBILITY);
    expect(Object.keys(response.body.redCells)).toHaveLength(8);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe.each([
  ['US', 56],
  ['UK', 112],
  ['IN', 120],
  ['CA', 84],
] as [EligibilityRuleSetId, number][])('ELIGIBILITY_RULES=%s (a woman: %i days after whole blood)', (ruleSet, days) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ELIGIBILITY_RULES: ruleSet, REFUSE_EARLY_DONATIONS: 'true' });
  });
  afterAll(() => server.close());

  it('gives the next eligible date of that rule set and refuses a donation one day before it', async () => {
    const donor = await loginAs(server, 'user');
    await createDonation(server, donor.accessToken, { date: dayFromToday(-10) });
    const next = dayFromToday(days - 10);
    expect((await api(server, donor.accessToken).get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: false, nextEligibleDate: next, ruleSet });
    const refused = await api(server, donor.accessToken).post('/api/add', donationBody({ date: dayFromToday(days - 11) })).expect(409);
    expect(refused.body.message).toContain(next);
    await api(server, donor.accessToken).post('/api/add', donationBody({ date: next })).expect(201);
  });
});
