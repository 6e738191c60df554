import { DONOR_FORM_MESSAGES as M } from '@blood-donation/domain';
import request from 'supertest';
import { BloodRequest } from '../../src/blood-requests/blood-request.entity';
import { Account, loginAs } from './accounts';
import { startTestServer, type TestServer } from './test-server';

type Body = Record<string, unknown>;

/** The required message of each of the six donor fields both forms share. */
export const DONOR_FIELDS_REQUIRED: Record<string, string[]> = {
  name: [M.nameRequired],
  bloodGroup: [M.bloodGroupRequired],
  units: [M.unitsRequired],
  mobile: [M.mobileRequired],
  gender: [M.genderRequired],
  age: [M.ageRequired],
};

/** Every message of the six shared donor fields, each with a value that gets it: [field, value, message]. */
export const DONOR_FIELD_CASES: [string, unknown, string][] = [
  ['name', '   ', M.nameRequired],
  ['name', 'x'.repeat(101), M.nameMax],
  ['bloodGroup', '', M.bloodGroupRequired],
  ['bloodGroup', 'C+', M.bloodGroupInvalid],
  ['bloodGroup', 'AB', M.bloodGroupInvalid],
  ['units', '', M.unitsRequired],
  ['units', null, M.unitsRequired],
  ['units', 0, M.unitsPositiveInteger],
  ['units', -1, M.unitsPositiveInteger],
  ['units', 1.5, M.unitsPositiveInteger],
  ['units', 21, M.unitsMax],
  ['mobile', ' ', M.mobileRequired],
  ['mobile', '98765', M.mobileInvalid],
  ['mobile', '+1234 9876543210', M.mobileInvalid],
  ['mobile', '+91 98765 43210', M.mobileInvalid],
  ['gender', null, M.genderRequired],
  ['gender', 'male', M.genderInvalid],
  ['age', '', M.ageRequired],
  ['age', -3, M.agePositive],
  ['age', 0, M.agePositive],
  ['age', 17, M.ageMin],
  ['age', 121, M.ageMax],
  ['age', 30.5, M.ageWhole],
];

/** A valid Make Blood Request body, as the old client sends it (status false). */
export const bloodRequestBody = (overrides: Body = {}): Body => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  bloodGroup: 'B+',
  units: 2,
  mobile: '+91 9876543210',
  gender: 'Male',
  age: 40,
  disease: '',
  status: false,
  city: 'Pune',
  ...overrides,
});

/** A valid Donate Blood / Add Donor body. */
export const donationBody = (overrides: Body = {}): Body => ({
  name: 'Asha Patil',
  bloodGroup: 'O-',
  units: 1,
  mobile: '9876543210',
  gender: 'Female',
  age: 29,
  city: 'Pune',
  address: '1 Main Road, Shivajinagar',
  date: '2026-11-01',
  ...overrides,
});

/** A valid Create Event body. */
export const eventBody = (overrides: Body = {}): Body => ({
  name: 'City Blood Drive',
  location: 'Town Hall, Pune',
  dateTime: '2026-11-01T09:30:00.000Z',
  organizer: 'Red Cross Pune',
  description: 'Walk in between 9:30 and 16:00.',
  ...overrides,
});

/** Requests to the test server, with `token` as the bearer token when given. */
export function api(server: Pick<TestServer, 'url'>, token?: string) {
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) => {
    let pending = request(server.url)[method](path);
    if (token) pending = pending.auth(token, { type: 'bearer' });
    return body === undefined ? pending : pending.send(body);
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, body?: object) => call('post', path, body),
    put: (path: string, body?: object) => call('put', path, body),
    patch: (path: string, body?: object) => call('patch', path, body),
    delete: (path: string) => call('delete', path),
  };
}

async function created(response: request.Response, what: string) {
  if (response.status !== 201) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export const createBloodRequest = async (server: Pick<TestServer, 'url'>, token: string, overrides: Body = {}) =>
  created(await api(server, token).post('/api/blood-requests', bloodRequestBody(overrides)), 'POST /api/blood-requests');

/**
 * A request as stored before requests named their city (which every new one must): made through the API, then its
 * where-and-how-soon columns emptied as the migration left the older rows. Answers its id.
 */
export async function createRequestWithoutCity(server: TestServer, token: string, overrides: Body = {}): Promise<number> {
  const { id } = (await createBloodRequest(server, token, overrides)) as { id: number };
  await server.dataSource.getRepository(BloodRequest).update({ id }, { city: null, hospital: null, neededBy: null, urgent: null });
  return id;
}

export const createDonation = async (server: TestServer, token: string, overrides: Body = {}) =>
  created(await api(server, token).post('/api/add', donationBody(overrides)), 'POST /api/add');

export const createEvent = async (server: TestServer, adminToken: string, overrides: Body = {}) =>
  created(await api(server, adminToken).post('/api/events', eventBody(overrides)), 'POST /api/events');

/** An ISO 8601 date-time as the API writes it. */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A server with two donors (alice, bob), an admin and the superAdmin logged in. */
export async function startWithAccounts() {
  const server = await startTestServer();
  const [alice, bob, admin, superAdmin] = [
    await loginAs(server, 'user'),
    await loginAs(server, 'user'),
    await loginAs(server, 'admin'),
    await loginAs(server, 'superAdmin'),
  ];
  return { server, alice, bob, admin, superAdmin, as: (who: Account) => api(server, who.accessToken) };
}
