import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { Database } from '../src/database/database.service';
import { Donation } from '../src/donations/donation.entity';
import { DonationsService } from '../src/donations/donations.service';
import { CreateDonationDto } from '../src/donations/dto/create-donation.dto';
import { RegisterUserDto } from '../src/users/dto/register-user.dto';
import { PasswordHasher } from '../src/users/password-hasher';
import { User } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import { Account, login, loginAs, newDonor, register } from './support/accounts';
import { donationBody } from './support/donor-flows';
import { startTestServer, SUPER_ADMIN, TestServer } from './support/test-server';

const WRITES = 100; // registrations, and as many donations
const REFUSED = 50; // role changes refused inside their transaction

/** 200 acknowledged writes of other users while 50 transactions fail: every write is stored, no refused change is. */
describe('no acknowledged write is lost while other transactions fail', () => {
  let server: TestServer;
  let chief: Account;
  let donors: Account[];

  beforeAll(async () => {
    server = await startTestServer();
    chief = await loginAs(server, 'superAdmin');
    donors = [];
    for (let index = 0; index < WRITES; index += 1) {
      const { email, password } = await register(server);
      const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email });
      donors.push({ ...(await login(server, email, password)), email, id });
    }
  });
  afterAll(() => server.close());

  const donationsOf = (ids: number[]) => server.dataSource.getRepository(Donation).countBy(ids.map((id) => ({ id })));

  it('over HTTP: registrations and donations, with role changes refused inside transactions at the same time', async () => {
    const victim = await loginAs(server, 'user');
    const registrations = Array.from({ length: WRITES }, () => newDonor());
    const calls = [
      ...registrations.map((body) => request(server.url).post('/api/user/register').send(body)),
      ...donors.map((donor, index) => request(server.url).post('/api/add').auth(donor.accessToken, { type: 'bearer' }).send(donationBody({ name: `Donor ${index}` }))),
      // The last superAdmin demoting themselves (409) and promoting a user to superAdmin as someone who is not one (403).
      ...Array.from({ length: REFUSED }, (_, index) =>
        index % 2 === 0
          ? request(server.url).put(`/api/admin/users/${chief.id}`).auth(chief.accessToken, { type: 'bearer' }).send({ role: 'user' })
          : request(server.url).put(`/api/admin/updateRole/${victim.email}?newRole=superAdmin`).auth(victim.accessToken, { type: 'bearer' }),
      ),
    ];
    const responses = await Promise.all(calls);

    const statuses = responses.map((response) => response.status);
    expect(statuses.slice(0, WRITES)).toEqual(Array(WRITES).fill(200));
    expect(statuses.slice(WRITES, 2 * WRITES)).toEqual(Array(WRITES).fill(201));
    expect(new Set(statuses.slice(2 * WRITES))).toEqual(new Set([409, 403]));

    const users = server.dataSource.getRepository(User);
    for (const { email } of registrations) expect(await users.existsBy({ email })).toBe(true);
    const donationIds = responses.slice(WRITES, 2 * WRITES).map((response) => response.body.id as number);
    expect(new Set(donationIds).size).toBe(WRITES);
    expect(await donationsOf(donationIds)).toBe(WRITES);
    expect((await users.findOneByOrFail({ email: SUPER_ADMIN.email })).role).toBe('superAdmin');
    expect((await users.findOneByOrFail({ email: victim.email })).role).toBe('user');
  });

  it('in one process: the services side by side with transactions that write, await real I/O, then fail', async () => {
    const database = server.app.get(Database);
    const usersService = server.app.get(UsersService);
    const donationsService = server.app.get(DonationsService);
    const hasher = server.app.get(PasswordHasher);
    const users = server.dataSource.getRepository(User);
    const victim = await loginAs(server, 'user');
    const owners = await users.findBy(donors.map(({ id }) => ({ id })));

    const refusedChange = async (index: number) => {
      await database.transaction(async (manager) => {
        await manager.update(User, { id: victim.id }, { role: 'admin', username: `changed${index}` });
        // Real I/O while the transaction is open: a timer, or a password hash.
        if (index % 2 === 0) await sleep(2);
        else await hasher.hash('a password');
        throw new Error('refused');
      });
    };
    const registrations = Array.from({ length: WRITES }, () => newDonor() as unknown as RegisterUserDto);
    const results = await Promise.allSettled([
      ...registrations.map((form) => usersService.register(form)),
      ...owners.map((owner, index) => donationsService.create(donationBody({ name: `Side ${index}` }) as unknown as CreateDonationDto, owner)),
      ...Array.from({ length: REFUSED }, (_, index) => refusedChange(index)),
    ]);

    const failures = results.slice(0, 2 * WRITES).filter((result) => result.status === 'rejected');
    expect(failures).toEqual([]);
    expect(results.slice(2 * WRITES).map((result) => result.status === 'rejected' && (result.reason as Error).message)).toEqual(Array(REFUSED).fill('refused'));
    for (const { email } of registrations) expect(await users.existsBy({ email })).toBe(true);
    const donationIds = results.slice(WRITES, 2 * WRITES).map((result) => (result as PromiseFulfilledResult<{ id: number }>).value.id);
    expect(await donationsOf(donationIds)).toBe(WRITES);
    expect(await users.findOneByOrFail({ id: victim.id })).toMatchObject({ role: 'user', username: expect.stringMatching(/^donor/) });
  });
});
