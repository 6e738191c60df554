import { DRIVE_MESSAGES as M } from '@blood-donation/domain';
import { Appointment } from '../src/drives/appointment.entity';
import { DriveSlot } from '../src/drives/drive-slot.entity';
import { Account, loginAs } from './support/accounts';
import { api } from './support/donor-flows';
import { createDrive, hoursFromNow, session, slotsOf } from './support/drive-flows';
import { startTestServer, TestServer } from './support/test-server';

/** Many donors at the same moment: the chairs and the one-open-appointment rule hold, by the database. */
describe('drive capacity under a rush', () => {
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  it('100 donors booking the last 10 chairs at once: exactly 10 appointments, every other donor 409 full', async () => {
    const start = hoursFromNow(48);
    const id = await createDrive(server, admin.accessToken, [session(start, 1, 30, 10)]);
    const donors: Account[] = [];
    for (let count = 0; count < 100; count += 1) donors.push(await loginAs(server, 'user'));
    const answers = await Promise.all(donors.map(({ accessToken }) => api(server, accessToken).post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() })));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    expect(new Set(answers.filter(({ status }) => status === 409).map(({ body }) => body.message))).toEqual(new Set([M.full]));
    expect(await server.dataSource.getRepository(Appointment).countBy({ eventId: id })).toBe(10);
    expect(await server.dataSource.getRepository(DriveSlot).findOneByOrFail({ eventId: id })).toMatchObject({ booked: 10, chairs: 10 });
    expect((await slotsOf(server, id))[0].free).toBe(0);
    // Cancelling frees the chair at once: a refused donor books it.
    const winner = donors[statuses.indexOf(201)];
    const appointmentId = answers[statuses.indexOf(201)].body.id;
    await api(server, winner.accessToken).delete(`/api/user/appointments/${appointmentId}`).expect(200);
    expect((await slotsOf(server, id))[0].free).toBe(1);
    await api(server, donors[statuses.indexOf(409)].accessToken).post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201);
    expect((await slotsOf(server, id))[0].free).toBe(0);
  });

  it('one donor booking two slots at once holds one open appointment', async () => {
    const start = hoursFromNow(50);
    const id = await createDrive(server, admin.accessToken, [session(start, 4, 15, 5)]);
    const donor = api(server, (await loginAs(server, 'user')).accessToken);
    const slots = await slotsOf(server, id);
    const answers = await Promise.all(slots.map((slot) => donor.post(`/api/drives/${id}/appointments`, { slotStart: slot.start })));
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409, 409]);
    expect((await slotsOf(server, id)).reduce((sum, { free }) => sum + free, 0)).toBe(19);
  });

  it('two moves of one appointment at once end in one appointment, holding one chair', async () => {
    const start = hoursFromNow(52);
    const id = await createDrive(server, admin.accessToken, [session(start, 3, 20, 1)]);
    const slots = await slotsOf(server, id);
    for (let round = 0; round < 5; round += 1) {
      const donor = await loginAs(server, 'user');
      const call = api(server, donor.accessToken);
      const booked = (await call.post(`/api/drives/${id}/appointments`, { slotStart: slots[0].start }).expect(201)).body;
      const answers = await Promise.all([slots[1], slots[2]].map((slot) => call.put(`/api/user/appointments/${booked.id}`, { slotStart: slot.start })));
      expect(answers.map(({ status }) => status)).toEqual([200, 200]);
      const mine = (await call.get('/api/user/appointments').expect(200)).body;
      expect(mine).toHaveLength(1);
      expect(mine[0].id).toBe(booked.id);
      const free = (await slotsOf(server, id)).map(({ free }) => free);
      expect(free.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect(free[slots.findIndex(({ start: slotStart }) => slotStart === mine[0].start)]).toBe(0);
      await call.delete(`/api/user/appointments/${booked.id}`).expect(200);
    }
  });

  it('a move and a cancel of one appointment at once: one chair or none, never two', async () => {
    const start = hoursFromNow(54);
    const id = await createDrive(server, admin.accessToken, [session(start, 2, 30, 1)]);
    const slots = await slotsOf(server, id);
    for (let round = 0; round < 5; round += 1) {
      const call = api(server, (await loginAs(server, 'user')).accessToken);
      const booked = (await call.post(`/api/drives/${id}/appointments`, { slotStart: slots[0].start }).expect(201)).body;
      const [moved, cancelled] = await Promise.all([call.put(`/api/user/appointments/${booked.id}`, { slotStart: slots[1].start }), call.delete(`/api/user/appointments/${booked.id}`)]);
      expect(cancelled.status).toBe(200);
      expect([200, 409]).toContain(moved.status);
      expect((await slotsOf(server, id)).map(({ free }) => free)).toEqual([1, 1]);
    }
  });
});
