import { addDays, todayIn } from '@blood-donation/domain';
import { type Account, login, loginAs, register } from './support/accounts';
import { api, createDonation, donationBody } from './support/donor-flows';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The admin's donor list says when each row's donor may give whole blood again (nextEligibleDate; null: today), as
 * the donor's own dashboard does. UK rules: 12 weeks after whole blood for men, 16 for women; the site's day is that of
 * Kiritimati (UTC+14), a different calendar day from UTC's for ten hours of each UTC day.
 */
describe('GET /api/admin/donorlist: when each donor may give again', () => {
  let server: TestServer;
  let admin: Account;
  const day = (fromToday: number) => addDays(todayIn(server.settings.siteTimeZone), fromToday);
  const as = (who: { accessToken: string }) => api(server, who.accessToken);

  /** The list's rows whose donor's name has this word, as the admin reads them. */
  const rowsOf = async (name: string) => (await as(admin).get(`/api/admin/donorlist?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`).expect(200)).body as Row[];
  type Row = { id: number; date: string; nextEligibleDate: string | null };
  const dates = (rows: Row[]) => rows.map(({ date, nextEligibleDate }) => ({ date, nextEligibleDate }));

  /** A donor registered with `gender`, logged in. */
  const donor = async (gender: 'male' | 'female') => {
    const { email, password } = await register(server, { gender });
    return login(server, email, password);
  };

  beforeAll(async () => {
    server = await startTestServer({ ELIGIBILITY_RULES: 'UK', SITE_TIME_ZONE: 'Pacific/Kiritimati' });
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  it('gives a donor who gave recently the day their dashboard gives, on every row of theirs: from all their donations and their account’s gender', async () => {
    const rafe = await donor('male');
    // The form's gender is not the account's: the account's counts, as on the dashboard (12 weeks, not 16).
    await createDonation(server, rafe.accessToken, donationBody({ name: 'Rafe Quenby', gender: 'Female', date: '2019-05-02' }));
    await createDonation(server, rafe.accessToken, donationBody({ name: 'Rafe Quenby', gender: 'Female', date: day(-10) }));
    const dashboard = (await as(rafe).get('/api/user/eligibility').expect(200)).body;
    expect(dashboard).toMatchObject({ eligible: false, nextEligibleDate: day(84 - 10) });
    expect(dates(await rowsOf('Quenby'))).toEqual([
      { date: day(-10), nextEligibleDate: day(74) },
      { date: '2019-05-02', nextEligibleDate: day(74) },
    ]);
  });

  it('lets a donor who has not given within the interval give now (null), and says so for a donor of no donation at all on their dashboard', async () => {
    const ines = await donor('female');
    expect((await as(ines).get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: true, nextEligibleDate: null });
    await createDonation(server, ines.accessToken, donationBody({ name: 'Ines Marchbank', date: day(-112) }));
    expect(dates(await rowsOf('Marchbank'))).toEqual([{ date: day(-112), nextEligibleDate: null }]);
    expect((await as(ines).get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: true, nextEligibleDate: null });
  });

  it('judges a walk-in donor (no account) by that one donation and the form’s gender, in the list, one record and the answer that records it', async () => {
    const recorded = (await as(admin).post('/api/admin/donorlist', donationBody({ name: 'Wenna Tolliver', gender: 'Female', date: day(-1) })).expect(201)).body;
    expect(recorded).toMatchObject({ name: 'Wenna Tolliver', email: null, nextEligibleDate: day(111) });
    await as(admin).post('/api/admin/donorlist', donationBody({ name: 'Wenna Tolliver', gender: 'Male', date: day(-90) })).expect(201);
    expect(dates(await rowsOf('Tolliver'))).toEqual([
      { date: day(-1), nextEligibleDate: day(111) },
      { date: day(-90), nextEligibleDate: null },
    ]);
    expect((await as(admin).get(`/api/admin/donorlist/${recorded.id}`).expect(200)).body).toMatchObject({ id: recorded.id, nextEligibleDate: day(111) });
  });

  it('still sorts and filters the list as before: by date, and by blood group', async () => {
    const rows = (await as(admin).get(`/api/admin/donorlist?sort=${encodeURIComponent('["date","ASC"]')}&filter=${encodeURIComponent('{"bloodGroup":"O-"}')}`).expect(200)).body as Row[];
    expect(rows.map(({ date }) => date)).toEqual([...rows.map(({ date }) => date)].sort());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => 'nextEligibleDate' in row)).toBe(true);
  });
});
