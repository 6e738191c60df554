import { DONOR_FORM_MESSAGES as M, bloodRequestFormSchema, type Role } from '@blood-donation/domain';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { Account, loginAs } from './support/accounts';
import { api, bloodRequestBody, createBloodRequest, DONOR_FIELD_CASES, DONOR_FIELDS_REQUIRED, ISO_DATE_TIME, startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';
import { expectFormMessage, expectValidationFailure } from './support/validation';

describe('blood requests', () => {
  let server: TestServer;
  let alice: Account, bob: Account, admin: Account, superAdmin: Account;
  let as: (who: Account) => ReturnType<typeof api>;
  const account = (role: Role) => loginAs(server, role);
  const stored = (id: number) => server.dataSource.getRepository(BloodRequest).findOneBy({ id });
  const post400 = async (body: object) => (await as(alice).post('/api/blood-requests', body).expect(400)).body;

  beforeAll(async () => {
    ({ server, alice, bob, admin, superAdmin, as } = await startWithAccounts());
  });
  afterAll(() => server.close());

  describe('POST /api/blood-requests', () => {
    it("answers 201 with the record: Pending, disease '', no message, linked to the caller's account", async () => {
      const response = await as(alice).post('/api/blood-requests', bloodRequestBody({ disease: undefined })).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        mobile: '+91 9876543210',
        gender: 'Male',
        bloodGroup: 'B+',
        age: 40,
        disease: '',
        units: 2,
        status: 'Pending',
        message: null,
        city: 'Pune',
        hospital: null,
        neededBy: null,
        urgent: false,
        createdAt: expect.stringMatching(ISO_DATE_TIME),
        updatedAt: response.body.createdAt,
      });
      expect(await stored(response.body.id)).toMatchObject({ userId: alice.id, status: 'Pending' });
    });

    it.each([false, true, 'Approved', 'Rejected', null, 0, { status: 'Approved' }, ['Approved']])(
      'always starts Pending, whatever status says (%p)',
      async (status) => {
        const request = await createBloodRequest(server, alice.accessToken, { status });
        expect(request.status).toBe('Pending');
        expect((await stored(request.id))?.status).toBe('Pending');
      },
    );

    it('takes a null disease as none', async () => {
      const response = await as(alice).post('/api/blood-requests', bloodRequestBody({ disease: null })).expect(201);
      expect(response.body.disease).toBe('');
    });

    it('trims text and keeps the disease', async () => {
      const request = await createBloodRequest(server, alice.accessToken, {
        name: '  Ravi  ',
        email: ' ravi@example.com ',
        bloodGroup: ' B+ ',
        mobile: ' 9876543210 ',
        gender: ' Male ',
        disease: '  Anaemia ',
      });
      expect(request).toMatchObject({ name: 'Ravi', email: 'ravi@example.com', bloodGroup: 'B+', mobile: '9876543210', gender: 'Male', disease: 'Anaemia' });
    });

    it('stores SQL and HTML as plain text and returns it unchanged', async () => {
      const name = `Robert'); DROP TABLE blood_requests;--`;
      const disease = `<script>alert("x")</script><img src=x onerror=alert(1)>`.slice(0, 100);
      const request = await createBloodRequest(server, alice.accessToken, { name, disease });
      expect(request).toMatchObject({ name, disease });
      const own = (await as(alice).get('/api/user-blood-requests').expect(200)).body;
      expect(own.find((row: { id: number }) => row.id === request.id)).toMatchObject({ name, disease });
    });

    it('reports the required message of every missing field, all at once', async () => {
      expectValidationFailure(await post400({}), { ...DONOR_FIELDS_REQUIRED, email: [M.emailRequired], city: [M.cityRequired] });
    });

    it.each([
      ...DONOR_FIELD_CASES,
      ['email', '', M.emailRequired],
      ['email', 'ravi@', M.emailInvalid],
      ['email', `${'x'.repeat(250)}@example.com`, M.emailInvalid],
      ['disease', 'x'.repeat(101), M.diseaseMax],
    ])('rejects %s = %p with "%s", as the form does', async (field, value, message) => {
      await expectFormMessage(bloodRequestFormSchema, (body) => as(alice).post('/api/blood-requests', body), bloodRequestBody({ [field]: value }), field, message);
    });

    it('names fields of the wrong JSON type instead of converting them', async () => {
      const body = await post400(bloodRequestBody({ units: '2', age: 'x', name: 42, email: true, mobile: 9876543210, gender: ['Male'], disease: 5 }));
      expect(body.errors).toEqual({
        units: [M.unitsPositiveInteger],
        age: [M.agePositive],
        name: ['name must be a string'],
        email: ['email must be a string'],
        mobile: ['mobile must be a string'],
        gender: ['gender must be a string'],
        disease: ['disease must be a string'],
      });
      expect((await post400(bloodRequestBody({ age: '30' }))).errors).toEqual({ age: [M.agePositive] });
    });

    it('refuses unknown fields, so no body can pick the owner, id or dates', async () => {
      const body = await post400(bloodRequestBody({ userId: bob.id, id: 1, createdAt: '2020-01-01T00:00:00.000Z' }));
      expect(body.errors).toEqual({
        userId: ['property userId should not exist'],
        id: ['property id should not exist'],
        createdAt: ['property createdAt should not exist'],
      });
    });

    it('answers 413 to a huge body', async () => {
      await as(alice).post('/api/blood-requests', bloodRequestBody({ disease: 'x'.repeat(200 * 1024) })).expect(413);
    });
  });

  describe('lists', () => {
    it("GET /api/user-blood-requests: the caller's own requests only, newest first", async () => {
      const carol = await account('user');
      const first = await createBloodRequest(server, carol.accessToken, { name: 'First' });
      await createBloodRequest(server, bob.accessToken, { name: 'Not Carol' });
      const second = await createBloodRequest(server, carol.accessToken, { name: 'Second' });
      const own = (await as(carol).get('/api/user-blood-requests').expect(200)).body;
      expect(own).toEqual([second, first]);
    });

    it('GET /api/user-blood-requests: an empty array when there are none', async () => {
      const dave = await account('volunteer');
      expect((await as(dave).get('/api/user-blood-requests').expect(200)).body).toEqual([]);
    });

    it('GET /api/blood-requests: every account’s requests, newest first, for admin and superAdmin', async () => {
      const mine = await createBloodRequest(server, alice.accessToken);
      const theirs = await createBloodRequest(server, bob.accessToken);
      for (const who of [admin, superAdmin]) {
        const all = (await as(who).get('/api/blood-requests').expect(200)).body;
        expect(all.slice(0, 2)).toEqual([theirs, mine]);
        expect(all).toHaveLength(await server.dataSource.getRepository(BloodRequest).count());
        expect(Object.keys(all[0]).sort()).toEqual(Object.keys(mine).sort());
      }
    });
  });

  describe('approve and reject', () => {
    const decide = (who: Account, id: number, action: 'approve' | 'reject', body?: object) =>
      as(who).put(`/api/blood-requests/${id}/${action}`, body);

    it('moves between statuses from any status, updatedAt moving every time', async () => {
      const request = await createBloodRequest(server, alice.accessToken);
      let previous = request;
      const steps = [
        ['approve', 'Approved'],
        ['reject', 'Rejected'],
        ['approve', 'Approved'],
        ['approve', 'Approved'],
        ['reject', 'Rejected'],
        ['reject', 'Rejected'],
      ] as const;
      for (const [index, [action, status]] of steps.entries()) {
        const response = await decide(index % 2 ? admin : superAdmin, request.id, action).expect(200);
        expect(response.body).toEqual({ ...previous, status, updatedAt: expect.stringMatching(ISO_DATE_TIME) });
        expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(previous.updatedAt));
        expect(response.body.createdAt).toBe(request.createdAt);
        previous = response.body;
      }
      const [listed] = (await as(alice).get('/api/user-blood-requests').expect(200)).body.filter((row: { id: number }) => row.id === request.id);
      // The requester's own list adds how the search for donors went.
      expect(listed).toEqual({ ...previous, asked: 0, saidYes: 0, helpers: [] });
    });

    it('stores an optional note as message; a decision without one clears it', async () => {
      const request = await createBloodRequest(server, alice.accessToken);
      const note = `Two units reserved. <b>Bring ID</b> '; DROP TABLE users;--`;
      expect((await decide(admin, request.id, 'approve', { message: `  ${note} ` }).expect(200)).body.message).toBe(note);
      expect((await decide(admin, request.id, 'reject', {}).expect(200)).body).toMatchObject({ status: 'Rejected', message: null });
      expect((await decide(admin, request.id, 'approve', { message: 'x'.repeat(500) }).expect(200)).body.message).toHaveLength(500);
      expect((await decide(admin, request.id, 'reject', { message: '   ' }).expect(200)).body.message).toBeNull();
    });

    it.each([
      [{ message: 'x'.repeat(501) }, { message: ['Message must be at most 500 characters'] }],
      [{ message: 42 }, { message: ['message must be a string'] }],
      [{ status: 'Approved' }, { status: ['property status should not exist'] }],
    ])('refuses the body %p', async (body, errors) => {
      const request = await createBloodRequest(server, alice.accessToken);
      expect((await decide(admin, request.id, 'reject', body).expect(400)).body.errors).toEqual(errors);
      expect((await stored(request.id))?.status).toBe('Pending');
    });

    it('answers 404 to an unknown id and 400 naming id to one that is not a positive whole number', async () => {
      for (const action of ['approve', 'reject'] as const) {
        expect((await decide(admin, 999999, action).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Blood request not found.' });
        for (const id of ['abc', '1.5', '-1', '0', '1e3', '99999999999999999999']) {
          expect((await decide(admin, id as unknown as number, action).expect(400)).body.errors).toEqual({ id: ['id must be a positive whole number'] });
        }
      }
    });
  });

  describe('DELETE /api/blood-requests/{id}', () => {
    const remove = (who: Account, id: number | string) => as(who).delete(`/api/blood-requests/${id}`);

    it('lets the owner delete a Pending request', async () => {
      const request = await createBloodRequest(server, alice.accessToken);
      expect((await remove(alice, request.id).expect(200)).body).toEqual({ message: 'Request deleted successfully!' });
      expect(await stored(request.id)).toBeNull();
      await remove(alice, request.id).expect(404);
    });

    it.each(['approve', 'reject'])('refuses the owner once an admin did %s it (409), and keeps it', async (action) => {
      const request = await createBloodRequest(server, alice.accessToken);
      await as(admin).put(`/api/blood-requests/${request.id}/${action}`).expect(200);
      expect((await remove(alice, request.id).expect(409)).body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Only pending requests can be deleted.',
      });
      expect(await stored(request.id)).not.toBeNull();
    });

    it("answers another user exactly as for an id that does not exist, and keeps the request", async () => {
      const request = await createBloodRequest(server, alice.accessToken);
      const unknown = await remove(bob, 999999).expect(404);
      const foreign = await remove(bob, request.id).expect(404);
      expect(foreign.body).toEqual(unknown.body);
      expect(foreign.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Blood request not found.' });
      await as(admin).put(`/api/blood-requests/${request.id}/approve`).expect(200);
      expect((await remove(bob, request.id).expect(404)).body).toEqual(unknown.body);
      expect(await stored(request.id)).not.toBeNull();
    });

    it('lets admin and superAdmin delete any request, whoever owns it and whatever its status', async () => {
      for (const [who, action] of [[admin, 'approve'], [superAdmin, 'reject'], [admin, undefined]] as const) {
        const request = await createBloodRequest(server, bob.accessToken);
        if (action) await as(admin).put(`/api/blood-requests/${request.id}/${action}`).expect(200);
        expect((await remove(who, request.id).expect(200)).body).toEqual({ message: 'Request deleted successfully!' });
        expect(await stored(request.id)).toBeNull();
      }
      await remove(admin, 999999).expect(404);
    });

    it('answers 400 naming id to an id that is not a positive whole number', async () => {
      for (const id of ['abc', '2.5', '-3', '0', '%20']) {
        const response = await remove(alice, id).expect(400);
        expect(response.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: { id: ['id must be a positive whole number'] } });
      }
    });
  });

  it("never lets a user read, change or delete another user's requests, whatever id they send", async () => {
    const victim = await account('user');
    const requests = [await createBloodRequest(server, victim.accessToken), await createBloodRequest(server, victim.accessToken)];
    const before = await server.dataSource.getRepository(BloodRequest).find({ order: { id: 'ASC' } });
    const maxId = before[before.length - 1].id;
    expect((await as(bob).get('/api/user-blood-requests').expect(200)).body.map((row: { id: number }) => row.id)).not.toEqual(
      expect.arrayContaining([requests[0].id]),
    );
    await as(bob).get('/api/blood-requests').expect(403);
    for (let id = 1; id <= maxId + 1; id += 1) {
      if (before.find((row) => row.id === id)?.userId === bob.id) continue;
      await as(bob).delete(`/api/blood-requests/${id}`).expect(404);
      await as(bob).put(`/api/blood-requests/${id}/approve`).expect(403);
      await as(bob).put(`/api/blood-requests/${id}/reject`, { message: 'hacked' }).expect(403);
    }
    expect(await server.dataSource.getRepository(BloodRequest).find({ order: { id: 'ASC' } })).toEqual(before);
    expect((await as(victim).get('/api/user-blood-requests').expect(200)).body).toEqual([...requests].reverse());
  });
});
