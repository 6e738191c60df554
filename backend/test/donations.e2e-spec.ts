import { DONOR_FORM_MESSAGES as M, donationFormSchema, type Role } from '@blood-donation/domain';
import { Donation } from '../src/donations/donation.entity';
import { Account, loginAs } from './support/accounts';
import { api, createDonation, createEvent, DONOR_FIELD_CASES, DONOR_FIELDS_REQUIRED, donationBody, ISO_DATE_TIME, startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';
import { expectFormMessage, expectValidationFailure } from './support/validation';

type Row = { id: number };

describe('donations', () => {
  let server: TestServer;
  let alice: Account, bob: Account, admin: Account, superAdmin: Account;
  let as: (who: Account) => ReturnType<typeof api>;
  const account = (role: Role) => loginAs(server, role);
  const stored = (id: number) => server.dataSource.getRepository(Donation).findOneBy({ id });
  const post400 = async (body: object) => (await as(alice).post('/api/add', body).expect(400)).body;
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    ({ server, alice, bob, admin, superAdmin, as } = await startWithAccounts());
  });
  afterAll(() => server.close());

  describe('POST /api/add', () => {
    it("answers 201 with the record, linked to the caller's account", async () => {
      const response = await as(alice).post('/api/add', donationBody()).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Asha Patil',
        age: 29,
        gender: 'Female',
        bloodGroup: 'O-',
        city: 'Pune',
        mobile: '9876543210',
        units: 1,
        date: '2026-11-01',
        address: '1 Main Road, Shivajinagar',
        event: null,
        createdAt: expect.stringMatching(ISO_DATE_TIME),
        updatedAt: response.body.createdAt,
      });
      expect(await stored(response.body.id)).toMatchObject({ userId: alice.id, date: '2026-11-01' });
    });

    it.each(['volunteer', 'moderator'] as const)('links a %s’s donation to their account', async (role) => {
      const donor = await account(role);
      const donation = await createDonation(server, donor.accessToken);
      expect((await stored(donation.id))?.userId).toBe(donor.id);
      expect((await as(donor).get('/api/user-donors').expect(200)).body).toEqual([donation]);
    });

    it.each([
      ['admin', () => admin],
      ['superAdmin', () => superAdmin],
    ])('records an %s’s walk-in donor with no account: in /donorlist, in nobody’s /user-donors', async (_role, who) => {
      const donation = await createDonation(server, who().accessToken, { name: 'Walk-in Donor' });
      expect((await stored(donation.id))?.userId).toBeNull();
      expect(ids((await as(admin).get('/api/donorlist').expect(200)).body)).toContain(donation.id);
      for (const someone of [who(), alice, bob]) {
        expect(ids((await as(someone).get('/api/user-donors').expect(200)).body)).not.toContain(donation.id);
      }
    });

    it('keeps the date as sent, whatever the time zone (first and last days of the year)', async () => {
      for (const date of ['2026-01-01', '2025-12-31', '2024-02-29']) {
        const donation = await createDonation(server, alice.accessToken, { date });
        expect(donation.date).toBe(date);
        const listed = (await as(alice).get('/api/user-donors').expect(200)).body.find((row: Row) => row.id === donation.id);
        expect(listed.date).toBe(date);
      }
    });

    it('trims text fields', async () => {
      const donation = await createDonation(server, alice.accessToken, { name: ' Asha ', city: ' Pune ', address: '  12 Hill Road ', date: ' 2026-05-01 ', mobile: ' +91-9876543210 ' });
      expect(donation).toMatchObject({ name: 'Asha', city: 'Pune', address: '12 Hill Road', date: '2026-05-01', mobile: '+91-9876543210' });
    });

    it('stores SQL and HTML as plain text and returns it unchanged', async () => {
      const name = `x' OR '1'='1`;
      const address = `<script>document.cookie</script>; DELETE FROM donations; --`;
      const city = `"><img src=x onerror=alert(1)>`;
      const donation = await createDonation(server, alice.accessToken, { name, address, city });
      expect(donation).toMatchObject({ name, address, city });
      expect((await as(admin).get('/api/donorlist').expect(200)).body.find((row: Row) => row.id === donation.id)).toMatchObject({ name, address, city });
    });

    it('reports the required message of all nine fields at once', async () => {
      expectValidationFailure(await post400({}), {
        ...DONOR_FIELDS_REQUIRED,
        city: [M.cityRequired],
        address: [M.addressRequired],
        date: [M.dateRequired],
      });
    });

    it.each([
      ...DONOR_FIELD_CASES,
      ['city', ' ', M.cityRequired],
      ['city', 'x'.repeat(101), M.cityMax],
      ['address', '', M.addressRequired],
      ['address', 'x'.repeat(2001), M.addressMax],
      ['date', '', M.dateRequired],
      ['date', '2026-02-30', M.dateInvalid],
      ['date', '2026-13-01', M.dateInvalid],
      ['date', '2025-02-29', M.dateInvalid],
      ['date', '01/11/2026', M.dateInvalid],
      ['date', '2026-11-01T10:00:00Z', M.dateInvalid],
    ])('rejects %s = %p with "%s", as the form does', async (field, value, message) => {
      await expectFormMessage(donationFormSchema, (body) => as(alice).post('/api/add', body), donationBody({ [field]: value }), field, message);
    });

    it('names fields of the wrong JSON type instead of converting them', async () => {
      const body = await post400(donationBody({ units: '2', age: 'x', name: 42, city: ['Pune'], address: { street: 'x' }, date: 20261101 }));
      expect(body.errors).toEqual({
        units: [M.unitsPositiveInteger],
        age: [M.agePositive],
        name: ['name must be a string'],
        city: ['city must be a string'],
        address: ['address must be a string'],
        date: ['date must be a string'],
      });
    });

    it('refuses unknown fields, so no body can pick the owner', async () => {
      const body = await post400(donationBody({ userId: bob.id, user: { id: bob.id }, status: false }));
      expect(Object.keys(body.errors).sort()).toEqual(['status', 'user', 'userId']);
    });

    it('answers 413 to a huge body', async () => {
      await as(alice).post('/api/add', donationBody({ address: 'x'.repeat(200 * 1024) })).expect(413);
    });
  });

  describe('optional event', () => {
    it('links an existing event and returns it expanded; no event or null gives null', async () => {
      const event = await createEvent(server, admin.accessToken, { name: 'Blood drive at the college' });
      const donation = await createDonation(server, alice.accessToken, { event: { id: event.id } });
      expect(donation.event).toEqual(event);
      expect((await as(alice).get('/api/user-donors').expect(200)).body.find((row: Row) => row.id === donation.id).event).toEqual(event);
      expect((await createDonation(server, alice.accessToken, { event: null })).event).toBeNull();
    });

    it('answers 400 naming event for an id that does not exist, and stores nothing', async () => {
      const before = await server.dataSource.getRepository(Donation).count();
      const body = await post400(donationBody({ event: { id: 999999 } }));
      expect(body).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_ERROR', errors: { event: ['The selected event does not exist.'] } });
      expect(await server.dataSource.getRepository(Donation).count()).toBe(before);
    });

    it.each([
      [{ event: 3 }, { event: ['event must be an object'] }],
      [{ event: [{ id: 1 }] }, { event: ['event must be an object'] }],
      [{ event: { id: '1' } }, { 'event.id': ['event.id must be a whole number'] }],
      [{ event: {} }, { 'event.id': ['event.id must be a whole number'] }],
      [{ event: { id: 1, name: 'x' } }, { 'event.name': ['property name should not exist'] }],
    ])('refuses %p', async (overrides, errors) => {
      expect((await post400(donationBody(overrides))).errors).toEqual(errors);
    });

    it('keeps the donation with event null once the event is deleted', async () => {
      const event = await createEvent(server, admin.accessToken);
      const donation = await createDonation(server, bob.accessToken, { event: { id: event.id } });
      await as(admin).delete(`/api/events/${event.id}`).expect(200);
      expect((await as(bob).get('/api/user-donors').expect(200)).body.find((row: Row) => row.id === donation.id)).toEqual({ ...donation, event: null });
      expect((await as(admin).get('/api/donorlist').expect(200)).body.find((row: Row) => row.id === donation.id).event).toBeNull();
    });
  });

  describe('lists', () => {
    it("GET /api/user-donors: the caller's own donations only, latest date first", async () => {
      const carol = await account('user');
      const older = await createDonation(server, carol.accessToken, { date: '2025-03-10' });
      await createDonation(server, bob.accessToken, { date: '2026-12-31' });
      const newest = await createDonation(server, carol.accessToken, { date: '2026-04-01' });
      const middle = await createDonation(server, carol.accessToken, { date: '2025-12-24' });
      expect((await as(carol).get('/api/user-donors').expect(200)).body).toEqual([newest, middle, older]);
      expect((await as(await account('user')).get('/api/user-donors').expect(200)).body).toEqual([]);
    });

    it('GET /api/donorlist: every donation, latest date first, for admin and superAdmin', async () => {
      const total = await server.dataSource.getRepository(Donation).count();
      for (const who of [admin, superAdmin]) {
        const all = (await as(who).get('/api/donorlist').expect(200)).body;
        expect(all).toHaveLength(total);
        const dates = all.map((row: { date: string }) => row.date);
        expect(dates).toEqual([...dates].sort().reverse());
      }
      await as(alice).get('/api/donorlist').expect(403);
    });
  });

  it("never lets a user read another user's donations, whatever they send", async () => {
    const victim = await account('user');
    const donation = await createDonation(server, victim.accessToken);
    const own = (await as(bob).get(`/api/user-donors?userId=${victim.id}`).expect(200)).body;
    expect(ids(own)).not.toContain(donation.id);
    for (const row of own) expect((await stored(row.id))?.userId).toBe(bob.id);
    await as(bob).get('/api/donorlist').expect(403);
    for (const path of [`/api/user-donors/${donation.id}`, `/api/donorlist/${donation.id}`, `/api/add/${donation.id}`]) {
      await as(bob).get(path).expect(404);
      await as(bob).put(path, donationBody()).expect(404);
      await as(bob).delete(path).expect(404);
    }
    expect((await as(victim).get('/api/user-donors').expect(200)).body).toEqual([donation]);
  });
});
