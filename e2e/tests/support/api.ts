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
