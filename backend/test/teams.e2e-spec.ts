import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, TEAM_MESSAGES as M, todayIn } from '@blood-donation/domain';
import { Donation } from '../src/donations/donation.entity';
import { TeamMember } from '../src/teams/team-member.entity';
import { User } from '../src/users/user.entity';
import { type Account, loginAs } from './support/accounts';
import { api, createDonation, donationBody } from './support/donor-flows';
import { startTestServer, testDriver, type TestServer } from './support/test-server';
import { TeamsRepository } from '../src/teams/teams.repository';

describe('teams: create, join with a code, leave, removal by the owner, the public page and leaderboard', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const donor = async () => {
    const account = await loginAs(server, 'user');
    const { username } = await server.dataSource.getRepository(User).findOneByOrFail({ id: account.id });
    return { ...account, username, call: api(server, account.accessToken) };
  };
  type Donor = Awaited<ReturnType<typeof donor>>;
  const year = () => todayIn(server.settings.siteTimeZone).slice(0, 4);

  const createTeam = async (owner: Donor, name: string, kind = 'workplace') =>
    (await owner.call.post('/api/teams', { name, kind }).expect(201)).body as { id: number; slug: string; joinCode: string };
  const page = async (slug: string) => (await api(server).get(`/api/teams/${slug}`).expect(200)).body as { name: string; kind: string; donationsThisYear: number; byMonth: number[]; members: string[] };
  const membersRows = (teamId: number) => server.dataSource.getRepository(TeamMember).find({ where: { teamId }, order: { id: 'ASC' } });
  /** A donation row of the account, on `date` (recorded at a desk or typed in: both are rows with its userId). */
  const donationOn = (who: Account, date: string) =>
    server.dataSource.getRepository(Donation).save(Object.assign(new Donation(), { ...donationBody(), date, userId: who.id, bloodGroup: 'O-', gender: 'Female' }));

  it('lets any logged-in donor create a team, owning it as its first member; the slug comes from the name, the join code is random', async () => {
    const owner = await donor();
    const team = await createTeam(owner, '  Saint Mary’s College  ', 'college');
    expect(team.slug).toBe('saint-marys-college');
    expect(team.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`));
    const again = await createTeam(owner, 'Saint Marys College!', 'college');
    expect(again.slug).toBe('saint-marys-college-2');
    expect(again.joinCode).not.toBe(team.joinCode);

    const mine = (await owner.call.get('/api/user/teams').expect(200)).body;
    expect(mine[0]).toEqual({
      id: team.id,
      slug: team.slug,
      name: 'Saint Mary’s College',
      kind: 'college',
      joinCode: team.joinCode,
      role: 'owner',
      shown: false,
      joinedOn: todayIn(server.settings.siteTimeZone),
      members: [{ userId: owner.id, username: owner.username, owner: true, joinedOn: todayIn(server.settings.siteTimeZone) }],
    });
    expect(await page(team.slug)).toEqual({ name: 'Saint Mary’s College', kind: 'college', donationsThisYear: 0, byMonth: Array(12).fill(0), members: [] });
  });

  it('keeps any name as given and makes its slug of ASCII letters and digits (a name with none gets team, team-2 …)', async () => {
    const owner = await donor();
    const accented = await createTeam(owner, 'Café ❤️ Crew — Straße', 'community');
    expect(accented.slug).toMatch(/^cafe-crew-strasse(-\d+)?$/);
    expect((await page(accented.slug)).name).toBe('Café ❤️ Crew — Straße');
    const first = await createTeam(owner, 'नमस्ते दल', 'community');
    const second = await createTeam(owner, 'रक्तदान दल', 'community');
    expect(first.slug).toMatch(/^team(-\d+)?$/);
    expect(second.slug).not.toBe(first.slug);
    expect((await page(second.slug)).name).toBe('रक्तदान दल');
  });

  it('refuses unknown fields, a bad kind or name, and logged-out callers', async () => {
    const owner = await donor();
    const unknown = await owner.call.post('/api/teams', { name: 'Rail workers', kind: 'workplace', ownerId: 1 }).expect(400);
    expect(unknown.body.errors).toEqual({ ownerId: ['property ownerId should not exist'] });
    expect((await owner.call.post('/api/teams', { name: 'Rail workers', kind: 'club' }).expect(400)).body.errors).toEqual({ kind: [M.kindInvalid] });
    expect((await owner.call.post('/api/teams', { name: ' ', kind: 'club' }).expect(400)).body.errors.name).toEqual([M.nameRequired]);
    expect((await owner.call.post('/api/teams', { name: '--', kind: 'community' }).expect(400)).body.errors.name).toEqual([M.nameNoLetters]);
    expect((await owner.call.post('/api/teams/join', { joinCode: 'ABCDEFGH', role: 'owner' }).expect(400)).body.errors).toEqual({ role: ['property role should not exist'] });
    const { slug } = await createTeam(owner, 'Rail workers');
    expect((await owner.call.put(`/api/teams/${slug}/members/me`, { shown: true, username: 'x' }).expect(400)).body.errors).toEqual({ username: ['property username should not exist'] });
    expect((await owner.call.put(`/api/teams/${slug}/members/me`, { shown: 'yes' }).expect(400)).body.errors).toEqual({ shown: [M.shownRequired] });
    await api(server).post('/api/teams', { name: 'Nobody', kind: 'community' }).expect(401);
    await api(server).post('/api/teams/join', { joinCode: 'ABCDEFGH' }).expect(401);
    await api(server).get('/api/user/teams').expect(401);
    await api(server).delete(`/api/teams/${slug}/members/me`).expect(401);
  });

  it('joins with the code (any case, spaces around it); an unknown code names joinCode; joining twice says so and adds no row', async () => {
    const owner = await donor();
    const member = await donor();
    const team = await createTeam(owner, 'Harbour community', 'community');
    const unknown = await member.call.post('/api/teams/join', { joinCode: 'ZZZZ2222' }).expect(400);
    expect(unknown.body.errors).toEqual({ joinCode: [M.joinCodeUnknown] });
    expect((await member.call.post('/api/teams/join', {}).expect(400)).body.errors).toEqual({ joinCode: [M.joinCodeRequired] });

    const joined = await member.call.post('/api/teams/join', { joinCode: ` ${team.joinCode.toLowerCase()} ` }).expect(201);
    expect(joined.body).toMatchObject({ slug: team.slug, role: 'member', shown: false, joinCode: team.joinCode, members: null });
    const twice = await member.call.post('/api/teams/join', { joinCode: team.joinCode }).expect(409);
    expect(twice.body.message).toBe(M.alreadyMember);
    expect((await membersRows(team.id)).map(({ userId, role }) => [userId, role])).toEqual([
      [owner.id, 'owner'],
      [member.id, 'member'],
    ]);
  });

  it('lists no member on the team page until one chooses to be shown, and only those (usernames only)', async () => {
    const owner = await donor();
    const shy = await donor();
    const proud = await donor();
    const team = await createTeam(owner, 'Quiet library staff');
    for (const who of [shy, proud]) await who.call.post('/api/teams/join', { joinCode: team.joinCode }).expect(201);
    expect((await page(team.slug)).members).toEqual([]);

    const shown = await proud.call.put(`/api/teams/${team.slug}/members/me`, { shown: true }).expect(200);
    expect(shown.body).toMatchObject({ slug: team.slug, shown: true });
    const text = (await api(server).get(`/api/teams/${team.slug}`).expect(200)).text;
    expect(JSON.parse(text).members).toEqual([proud.username]);
    for (const hidden of [owner, shy]) expect(text).not.toContain(hidden.username);
    expect(text).not.toContain(proud.email);
    expect(text).not.toContain(team.joinCode);

    await proud.call.put(`/api/teams/${team.slug}/members/me`, { shown: false }).expect(200);
    expect((await page(team.slug)).members).toEqual([]);
    // Not a member: nothing to show.
    const stranger = await donor();
    expect((await stranger.call.put(`/api/teams/${team.slug}/members/me`, { shown: true }).expect(404)).body.message).toBe(M.notMember);
    await stranger.call.put('/api/teams/no-such-team/members/me', { shown: true }).expect(404);
  });

  it('lets only the owner remove a member (others 403), and a member leave with one call', async () => {
    const owner = await donor();
    const one = await donor();
    const two = await donor();
    const team = await createTeam(owner, 'Depot crew');
    for (const who of [one, two]) await who.call.post('/api/teams/join', { joinCode: team.joinCode }).expect(201);

    expect((await one.call.delete(`/api/teams/${team.slug}/members/${two.id}`).expect(403)).body.message).toBe(M.ownerOnly);
    await api(server).delete(`/api/teams/${team.slug}/members/${two.id}`).expect(401);
    expect((await owner.call.delete(`/api/teams/${team.slug}/members/abc`).expect(400)).body.errors).toEqual({ userId: ['userId must be a positive whole number'] });
    const owners = (await owner.call.get('/api/user/teams').expect(200)).body[0].members.map(({ userId }: { userId: number }) => userId);
    expect(owners).toEqual([owner.id, one.id, two.id]);

    expect((await owner.call.delete(`/api/teams/${team.slug}/members/${two.id}`).expect(200)).body.message).toBe(M.removed);
    expect((await owner.call.delete(`/api/teams/${team.slug}/members/${two.id}`).expect(404)).body.message).toBe(M.memberNotFound);
    expect((await owner.call.delete(`/api/teams/${team.slug}/members/${owner.id}`).expect(409)).body.message).toBe(M.removeSelf);
    expect((await two.call.get('/api/user/teams').expect(200)).body).toEqual([]);

    expect((await one.call.delete(`/api/teams/${team.slug}/members/me`).expect(200)).body.message).toBe(M.left);
    expect((await one.call.delete(`/api/teams/${team.slug}/members/me`).expect(404)).body.message).toBe(M.notMember);
    expect((await membersRows(team.id)).map(({ userId }) => userId)).toEqual([owner.id]);
  });

  it('hands a leaving owner’s team to the longest-standing member, and removes a team its last member leaves', async () => {
    const owner = await donor();
    const first = await donor();
    const second = await donor();
    const team = await createTeam(owner, 'Night shift');
    for (const who of [first, second]) await who.call.post('/api/teams/join', { joinCode: team.joinCode }).expect(201);

    await owner.call.delete(`/api/teams/${team.slug}/members/me`).expect(200);
    expect((await membersRows(team.id)).map(({ userId, role }) => [userId, role])).toEqual([
      [first.id, 'owner'],
      [second.id, 'member'],
    ]);
    await first.call.delete(`/api/teams/${team.slug}/members/${second.id}`).expect(200);
    await first.call.delete(`/api/teams/${team.slug}/members/me`).expect(200);
    expect((await api(server).get(`/api/teams/${team.slug}`).expect(404)).body.message).toBe(M.teamNotFound);
    expect((await api(server).get('/api/teams').expect(200)).body.map(({ slug }: { slug: string }) => slug)).not.toContain(team.slug);
  });

  it('counts a member’s donations of this year from the day they joined, by month, recorded and self-reported alike', async () => {
    const owner = await donor();
    const member = await donor();
    const team = await createTeam(owner, 'Counting club', 'community');
    await member.call.post('/api/teams/join', { joinCode: team.joinCode }).expect(201);
    const y = year();
    // The member joined on 10 January of this year (set in the row: a test cannot wait for the calendar).
    await server.dataSource.getRepository(TeamMember).update({ teamId: team.id, userId: member.id }, { joinedOn: `${y}-01-10` });
    await server.dataSource.getRepository(TeamMember).update({ teamId: team.id, userId: owner.id }, { joinedOn: `${y}-03-01` });
    await donationOn(member, `${y}-01-09`); // before joining: not counted
    await donationOn(member, `${y}-01-10`); // the day they joined: counted
    await donationOn(member, `${y}-05-20`);
    await donationOn(member, `${Number(y) - 1}-06-01`); // last year
    await donationOn(owner, `${y}-02-15`); // before the owner's (moved) joining day
    await donationOn(owner, `${y}-12-31`);
    const stranger = await donor();
    await donationOn(stranger, `${y}-05-20`); // not a member

    const { donationsThisYear, byMonth } = await page(team.slug);
    expect(byMonth).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1]);
    expect(donationsThisYear).toBe(3);

    // One typed in through the API today, by a donor who joined today.
    const today = todayIn(server.settings.siteTimeZone);
    const fresh = await donor();
    await fresh.call.post('/api/teams/join', { joinCode: team.joinCode }).expect(201);
    await createDonation(server, fresh.accessToken, { date: today });
    const after = await page(team.slug);
    expect(after.donationsThisYear).toBe(4);
    expect(after.byMonth[Number(today.slice(5, 7)) - 1]).toBe(byMonth[Number(today.slice(5, 7)) - 1] + 1);
  });

  it('ranks teams on the public leaderboard by this year’s donations, best first, naming teams and never people', async () => {
    const y = year();
    const [a, b, c] = [await donor(), await donor(), await donor()];
    const low = await createTeam(a, 'Leaderboard low');
    const high = await createTeam(b, 'Leaderboard high');
    const none = await createTeam(c, 'Leaderboard none');
    for (const [who, teamId] of [[a, low.id], [b, high.id]] as const) await server.dataSource.getRepository(TeamMember).update({ teamId, userId: who.id }, { joinedOn: `${y}-01-01` });
    await donationOn(a, `${y}-02-01`);
    for (const month of ['01', '04', '07']) await donationOn(b, `${y}-${month}-02`);

    const response = await api(server).get('/api/teams').expect(200);
    const board = response.body as { slug: string; name: string; donationsThisYear: number }[];
    const ours = board.filter(({ slug }) => [low.slug, high.slug, none.slug].includes(slug));
    expect(ours).toEqual([
      { slug: high.slug, name: 'Leaderboard high', donationsThisYear: 3 },
      { slug: low.slug, name: 'Leaderboard low', donationsThisYear: 1 },
      { slug: none.slug, name: 'Leaderboard none', donationsThisYear: 0 },
    ]);
    expect(board.map(({ donationsThisYear }) => donationsThisYear)).toEqual([...board.map(({ donationsThisYear }) => donationsThisYear)].sort((x, y2) => y2 - x));
    for (const who of [a, b, c]) expect(response.text).not.toContain(who.username);
  });

  it('keeps a team page for an unknown slug at 404', async () => {
    expect((await api(server).get('/api/teams/no-such-team').expect(404)).body.message).toBe(M.teamNotFound);
    expect((await api(server).get('/api/teams/NOT%20A%20SLUG').expect(404)).body.message).toBe(M.teamNotFound);
  });

  it('reads the leaderboard with one aggregate query that the index donations(userId, date) serves', async () => {
    const y = year();
    const [sql, parameters] = server.app.get(TeamsRepository).leaderboardQuery({ first: `${y}-01-01`, last: `${y}-12-31` }).getQueryAndParameters();
    const index = server.dataSource.getMetadata(Donation).indices.find(({ columns }) => columns.map(({ propertyName }) => propertyName).join() === 'userId,date');
    expect(index).toBeDefined();
    if (testDriver() === 'sqlite') {
      const plan = (await server.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as { detail: string }[];
      expect(plan.map(({ detail }) => detail)).toContainEqual(expect.stringMatching(new RegExp(`^SEARCH d USING (COVERING )?INDEX ${index!.name} \\(userId=\\? AND date`)));
    } else {
      const plan = (await server.dataSource.query(`EXPLAIN ${sql}`, parameters)) as { table: string; key: string | null }[];
      expect(plan.find(({ table }) => table === 'd')?.key).toBe(index!.name);
    }
  });
});
