import { daysBefore } from '@blood-donation/domain';
import { DonorAsk } from '../../src/donor-asks/donor-ask.entity';
import { MatchWaveJob } from '../../src/donor-asks/match-wave-job.entity';
import { MatchWaveWorker } from '../../src/donor-asks/match-wave-worker';
import { User } from '../../src/users/user.entity';
import { type Account, login, register } from './accounts';
import { api, createBloodRequest, createDonation } from './donor-flows';
import type { TestServer } from './test-server';

/** A donor's account with their blood group and mobile, logged in, and (unless `available` is false) available in `city`. */
export interface Donor extends Account {
  bloodGroup: string;
  mobile: string;
  username: string;
}

export interface DonorOptions {
  bloodGroup: string;
  city?: string;
  available?: boolean;
  /** A whole blood donation on this day (YYYY-MM-DD), recorded by the donor. */
  donatedOn?: string;
}

let mobileCounter = 0;

export async function donor(server: TestServer, { bloodGroup, city = 'Pune', available = true, donatedOn }: DonorOptions): Promise<Donor> {
  mobileCounter += 1;
  const mobile = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileCounter % 100).padStart(2, '0')}`;
  const { email, password, username } = await register(server, { bloodGroup, bloodgroup: bloodGroup.toLowerCase(), mobile });
  const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email });
  const account = { ...(await login(server, email, password)), email, id };
  if (available) await api(server, account.accessToken).put('/api/user/availability', { available: true, city }).expect(200);
  if (donatedOn) await createDonation(server, account.accessToken, { date: donatedOn, bloodGroup });
  return { ...account, bloodGroup, mobile, username };
}

/** A request made by `requester` and approved by `admin`; returns its id. */
export async function approvedRequest(server: TestServer, requester: Account, admin: Account, overrides: Record<string, unknown> = {}): Promise<number> {
  const { id } = await createBloodRequest(server, requester.accessToken, { bloodGroup: 'A+', units: 2, city: 'Pune', hospital: 'Ruby Hall', urgent: true, ...overrides });
  await api(server, admin.accessToken).put(`/api/blood-requests/${id}/approve`).expect(200);
  return id as number;
}

export const waveWorkerOf = (server: TestServer): MatchWaveWorker => server.app.get(MatchWaveWorker);

/** Runs the waves due `minutes` from now, after the run in progress. */
export const runWavesIn = (server: TestServer, minutes: number) => waveWorkerOf(server).runNow(new Date(Date.now() + minutes * 60_000));

/** The ids of the donors asked about the request, in the order they were asked. */
export async function askedIds(server: TestServer, bloodRequestId: number): Promise<number[]> {
  const asks = await server.dataSource.getRepository(DonorAsk).find({ where: { bloodRequestId }, order: { id: 'ASC' } });
  return asks.map(({ userId }) => userId);
}

export const waveJobOf = (server: TestServer, bloodRequestId: number) => server.dataSource.getRepository(MatchWaveJob).findOneBy({ bloodRequestId });

/** Records that `userId` was asked about request `bloodRequestId` `daysAgo` days ago. */
export async function askedBefore(server: TestServer, bloodRequestId: number, userId: number, daysAgo: number): Promise<void> {
  await server.dataSource.getRepository(DonorAsk).insert({ bloodRequestId, userId, askedAt: daysBefore(new Date(), daysAgo), answer: null, answeredAt: null });
}

/** The caller's answer to being asked about request `id`. */
export const answer = (server: TestServer, who: Account, id: number, body: object) => api(server, who.accessToken).post(`/api/blood-requests/${id}/responses`, body);
