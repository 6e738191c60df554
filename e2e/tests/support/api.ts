import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { BASE_URL } from './product';
import { enrolApp, finishWithCode } from './staff-factors';

export interface Donor {
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A donor account that no other test uses, created through the API. */
export async function registerDonor(request: APIRequestContext, label = 'donor'): Promise<Donor> {
  sequence += 1;
  const donor = {
    username: `${label} ${sequence}`,
    email: `${label}.${Date.now()}.${sequence}@e2e.test`,
    password: 'donor-pass-1',
  };
  const response = await request.post(`${BASE_URL}/api/user/register`, {
    data: {
      ...donor,
      age: 30,
      bloodGroup: 'O+',
      bloodgroup: 'O+',
      gender: 'female',
      mobile: '9876543210',
      confirmPassword: donor.password,
    },
  });
  expect(response.status()).toBe(200);
  return donor;
}

/** An access token for an account, through the API. */
/** Staff logins of this worker, kept a few minutes: each costs a code of the app, and counts as a step-up for ten. */
const staffLogins = new Map<string, { token: string; until: number }>();
const STAFF_LOGIN_KEPT_MS = 5 * 60_000;

/**
 * An access token of the account, logged in through the API as its owner would: the password, then for a staff
 * account its second factor (the authenticator app the suite set up at its first login, codes computed here).
 */
export async function accessTokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const kept = staffLogins.get(email);
  if (kept && kept.until > Date.now()) return kept.token;
  const response = await request.post(`${BASE_URL}/api/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { accessToken?: string; enrolmentRequired?: boolean; secondFactorRequired?: boolean; challengeToken?: string };
  if (!body.enrolmentRequired && !body.secondFactorRequired) return body.accessToken!;
  const token = body.secondFactorRequired ? await finishWithCode(request, email, body.challengeToken!) : body.accessToken!;
  if (body.enrolmentRequired) await enrolApp(request, token, email);
  staffLogins.set(email, { token, until: Date.now() + STAFF_LOGIN_KEPT_MS });
  return token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A blood request made through the API by the holder of the token. */
export async function createBloodRequest(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post(`${BASE_URL}/api/blood-requests`, {
    headers: bearer(token),
    data: { name: 'Api Patient', email: 'patient@e2e.test', bloodGroup: 'A-', units: 2, mobile: '9876543210', gender: 'Male', age: 44, disease: '', status: false, city: 'Testville', ...overrides },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; status: string };
}

export async function approveBloodRequest(request: APIRequestContext, adminToken: string, id: number): Promise<void> {
  await moveBloodRequest(request, adminToken, id, 'approve');
}

/** Gives the account of `email` another role, as the superAdmin (`adminToken`) does in the panel. */
export async function setRole(request: APIRequestContext, adminToken: string, email: string, role: 'user' | 'volunteer' | 'moderator' | 'admin'): Promise<void> {
  const response = await request.put(`${BASE_URL}/api/admin/updateRole/${encodeURIComponent(email)}?newRole=${role}`, { headers: bearer(adminToken) });
  expect(response.status()).toBe(200);
}

/** Signs the holder of the token up as a volunteer for the event `eventId`; the sign-up's id. */
export async function signUpToVolunteer(request: APIRequestContext, token: string, eventId: number): Promise<number> {
  const response = await request.post(`${BASE_URL}/api/volunteers/register`, {
    headers: bearer(token),
    data: { firstName: 'Asha', lastName: 'Patil', dob: '1995-04-12', gender: 'Female', phone: '9876543210', email: 'asha@e2e.test', address: '1 Main Road', city: 'Pune', state: 'Maharashtra', zipCode: '411005', message: 'I can help at the desk.', event: { id: eventId } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Approves, rejects (`message`: the reason), fulfils or cancels a request through the API, as the holder of the token. */
export async function moveBloodRequest(request: APIRequestContext, token: string, id: number, action: 'approve' | 'reject' | 'fulfil' | 'cancel', message?: string): Promise<void> {
  const response = await request.put(`${BASE_URL}/api/blood-requests/${id}/${action}`, { headers: bearer(token), ...(message && { data: { message } }) });
  expect(response.status()).toBe(200);
}

/** An event made through the admin API. */
export async function createEvent(request: APIRequestContext, adminToken: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post(`${BASE_URL}/api/events`, {
    headers: bearer(adminToken),
    data: { name: `Drive ${Date.now()}`, location: 'Town Hall', dateTime: '2026-12-05T10:00:00.000Z', organizer: 'Red Drop Society', description: 'A winter blood drive.', ...overrides },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** A donation recorded through the API by the holder of the token. */
export async function recordDonation(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post(`${BASE_URL}/api/add`, {
    headers: bearer(token),
    data: { name: 'Api Donor', bloodGroup: 'B+', units: 1, mobile: '9876543210', gender: 'Female', age: 31, city: 'Nagpur', address: '4 Hill Street', date: '2026-10-02', ...overrides },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Makes the event `eventId` a drive with these sessions (ISO instants), through the admin API. */
export async function makeDrive(request: APIRequestContext, adminToken: string, eventId: number, sessions: { start: string; end: string; slotMinutes: number; chairs: number }[]) {
  const response = await request.put(`${BASE_URL}/api/admin/events/${eventId}/drive`, { headers: bearer(adminToken), data: { sessions } });
  expect(response.status()).toBe(200);
}

/** The appointments of the holder of the token, as `GET /api/user/appointments` lists them. */
export async function appointmentsOf(request: APIRequestContext, token: string) {
  const response = await request.get(`${BASE_URL}/api/user/appointments`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; driveId: number; start: string; end: string; status: string }[];
}

/** Books the drive's slot starting at `slotStart` for the holder of the token, through the API. */
export async function bookAppointment(request: APIRequestContext, token: string, driveId: number, slotStart: string): Promise<void> {
  const response = await request.post(`${BASE_URL}/api/drives/${driveId}/appointments`, { headers: bearer(token), data: { slotStart } });
  expect(response.status()).toBe(201);
}

/**
 * Makes a new account the staff of the drive (PUT /api/admin/drive-staff). Its new role ends its sessions and needs a
 * second factor: its first staff login sets up an authenticator app here, so that its browser login asks for a code.
 */
export async function makeDriveStaff(request: APIRequestContext, adminToken: string, driveId: number, person: { email: string; password: string }): Promise<void> {
  const { id } = (await (await request.get(`${BASE_URL}/api/user/me`, { headers: bearer(await accessTokenFor(request, person.email, person.password)) })).json()) as { id: number };
  expect((await request.put(`${BASE_URL}/api/admin/drive-staff/${driveId}`, { headers: bearer(adminToken), data: { userIds: [id] } })).status()).toBe(200);
  await accessTokenFor(request, person.email, person.password);
}
