import { VOLUNTEER_MESSAGES as M, addDays, volunteerFormFieldsSchemaOn, volunteerToday } from '@blood-donation/domain';
import { Volunteer } from '../src/volunteers/volunteer.entity';
import { volunteerBody } from './support/content-flows';
import request from 'supertest';
import { loginAs } from './support/accounts';
import { createEvent, ISO_DATE_TIME, startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';
import { expectFormMessage, expectValidationFailure } from './support/validation';


describe('volunteers', () => {
  let ctx: Awaited<ReturnType<typeof startWithAccounts>>;
  let server: TestServer;

  beforeAll(async () => {
    ctx = await startWithAccounts();
    server = ctx.server;
  });
  afterAll(() => server.close());

  const register = (body: object) => ctx.as(ctx.alice).post('/api/volunteers/register', body);
  const today = volunteerToday;

  it('registers the caller, with or without an event, answering 201 and the record (no account field)', async () => {
    const event = await createEvent(server, ctx.admin.accessToken);
    const response = await register({ ...volunteerBody({ firstName: '  Asha  ' }), event: { id: event.id } }).expect(201);
    expect(response.body).toEqual({ ...volunteerBody(), id: expect.any(Number), event, createdAt: expect.stringMatching(/Z$/) });
    const row = await server.dataSource.getRepository(Volunteer).findOneByOrFail({ id: response.body.id });
    expect(row.userId).toBe(ctx.alice.id);
    expect((await register(volunteerBody({ event: null })).expect(201)).body.event).toBeNull();
    expect((await register(volunteerBody()).expect(201)).body.event).toBeNull();
  });

  it('reports every missing field at once with errorCode and message', async () => {
    const response = await register({}).expect(400);
    expectValidationFailure(response.body, {
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      dob: [M.dobRequired],
      gender: [M.genderRequired],
      phone: [M.phoneRequired],
      email: [M.emailRequired],
      address: [M.addressRequired],
      city: [M.cityRequired],
      state: [M.stateRequired],
      zipCode: [M.zipCodeRequired],
      message: [M.messageRequired],
    });
    expect(response.body.errorCode).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['firstName', 'x'.repeat(101), M.tooLong],
    ['lastName', ' ', M.lastNameRequired],
    ['dob', '12/04/1995', M.dobInvalid],
    ['dob', '1995-02-30', M.dobInvalid],
    ['dob', '2999-01-01', M.dobInvalid],
    ['gender', 'female', M.genderInvalid],
    ['phone', '12345', M.phoneInvalid],
    ['email', 'asha@', M.emailInvalid],
    ['address', 'x'.repeat(2001), M.longTooLong],
    ['city', 'x'.repeat(101), M.tooLong],
    ['state', '', M.stateRequired],
    ['zipCode', '#1', M.zipCodeInvalid],
    ['message', 'x'.repeat(2001), M.longTooLong],
  ])('%s %p gets the form message', async (field, value, message) => {
    await expectFormMessage(volunteerFormFieldsSchemaOn(volunteerToday), register, volunteerBody({ [field]: value }), field, message);
  });

  it("refuses today's date as a date of birth", async () => {
    expectValidationFailure((await register(volunteerBody({ dob: today() })).expect(400)).body, { dob: [M.dobInvalid] });
  });

  it('refuses a volunteer younger than 18 and accepts one who is 18 today, in the registration rule\'s words', async () => {
    const [year, rest] = [Number(today().slice(0, 4)), today().slice(4)];
    const dayAfter = addDays(`${year - 18}${rest}`, 1);
    expectValidationFailure((await register(volunteerBody({ dob: dayAfter })).expect(400)).body, { dob: [M.dobTooYoung] });
    await register(volunteerBody({ dob: `${year - 18}${rest}` })).expect(201);
  });

  it('names event when it does not exist or is not an id, storing nothing', async () => {
    const before = await server.dataSource.getRepository(Volunteer).count();
    expectValidationFailure((await register(volunteerBody({ event: { id: 999999 } })).expect(400)).body, { event: ['The selected event does not exist.'] });
    expectValidationFailure((await register(volunteerBody({ event: { id: '1' } })).expect(400)).body, { 'event.id': ['event.id must be a whole number'] });
    expect(await server.dataSource.getRepository(Volunteer).count()).toBe(before);
  });

  it('needs a login to register and an admin to list or delete', async () => {
    await ctx.as({ accessToken: '' } as never).post('/api/volunteers/register', volunteerBody()).expect(401);
    await ctx.as(ctx.bob).get('/api/volunteers/all-with-event').expect(403);
  });

  it('lists newest first with the event, keeps volunteers with event null when the event is deleted, and deletes', async () => {
    const event = await createEvent(server, ctx.admin.accessToken, { name: 'Drive to delete' });
    const { id } = (await register(volunteerBody({ firstName: 'Newest', event: { id: event.id } })).expect(201)).body;
    const admin = ctx.as(ctx.admin);
    const list = (await admin.get('/api/volunteers/all-with-event').expect(200)).body;
    expect(list[0]).toMatchObject({ id, firstName: 'Newest', event });
    const times = list.map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    await admin.delete(`/api/events/${event.id}`).expect(200);
    expect((await admin.get('/api/volunteers/all-with-event').expect(200)).body[0]).toMatchObject({ id, event: null });

    expect((await admin.delete(`/api/volunteers/${id}`).expect(200)).body).toEqual({ message: 'Volunteer deleted successfully.' });
    expect((await admin.delete(`/api/volunteers/${id}`).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Volunteer not found.' });
    await admin.delete('/api/volunteers/0').expect(400);
  });

  describe("a volunteer's own sign-ups", () => {
    const own = (who: typeof ctx.alice) => ctx.as(who).get('/api/user/volunteering');

    it('lists only the caller’s sign-ups, newest first, each with its event’s name, place and time', async () => {
      const event = await createEvent(server, ctx.admin.accessToken, { name: 'Harbour drive', location: 'Harbour Hall' });
      const volunteer = await loginAs(server, 'volunteer');
      const signUp = (body: object) => ctx.as(volunteer).post('/api/volunteers/register', body).expect(201);
      const first = (await signUp(volunteerBody({ event: { id: event.id } }))).body;
      const second = (await signUp(volunteerBody())).body;
      await ctx.as(ctx.bob).post('/api/volunteers/register', volunteerBody({ event: { id: event.id } })).expect(201);
      const listed = (await own(volunteer).expect(200)).body;
      expect(listed).toEqual([
        { id: second.id, event: null, createdAt: second.createdAt },
        { id: first.id, event, createdAt: first.createdAt },
      ]);
      expect(event).toMatchObject({ name: 'Harbour drive', location: 'Harbour Hall', dateTime: expect.stringMatching(ISO_DATE_TIME) });
    });

    it('withdraws the caller’s own sign-up; another account’s, an unknown or a malformed id change nothing', async () => {
      const { id } = (await register(volunteerBody()).expect(201)).body;
      const count = () => server.dataSource.getRepository(Volunteer).countBy({ id });
      expect((await ctx.as(ctx.bob).delete(`/api/user/volunteering/${id}`).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Volunteer not found.' });
      await ctx.as(ctx.admin).delete(`/api/user/volunteering/${id}`).expect(404);
      await ctx.as(ctx.alice).delete('/api/user/volunteering/999999').expect(404);
      expect((await ctx.as(ctx.alice).delete('/api/user/volunteering/abc').expect(400)).body.errors).toHaveProperty('id');
      expect(await count()).toBe(1);
      expect((await ctx.as(ctx.alice).delete(`/api/user/volunteering/${id}`).expect(200)).body).toEqual({ message: 'You have withdrawn your volunteer sign-up.' });
      expect(await count()).toBe(0);
      expect((await own(ctx.alice).expect(200)).body.map((row: { id: number }) => row.id)).not.toContain(id);
      await ctx.as(ctx.alice).delete(`/api/user/volunteering/${id}`).expect(404);
    });

    it('needs a login', async () => {
      await request(server.url).get('/api/user/volunteering').expect(401);
      await request(server.url).delete('/api/user/volunteering/1').expect(401);
    });
  });
});
