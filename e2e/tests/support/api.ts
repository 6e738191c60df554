import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { BASE_URL } from './product';

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
export async function accessTokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${BASE_URL}/api/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
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
