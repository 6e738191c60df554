import request from 'supertest';
import { SoftwareAuthenticator } from './software-authenticator';
import type { TestServer } from './test-server';

/** A software authenticator for the server's relying party (PUBLIC_URL's host and origin). */
export const authenticatorFor = (server: TestServer, synced = true): SoftwareAuthenticator =>
  new SoftwareAuthenticator(server.settings.webauthn.origin, server.settings.webauthn.rpId, synced);

/** Adds a passkey made by `authenticator` to the account of `token`: the passkey as the list shows it. */
export async function addPasskey(server: TestServer, token: string, authenticator: SoftwareAuthenticator, name?: string): Promise<{ id: number; name: string }> {
  const options = (await request(server.url).post('/api/user/passkeys/options').auth(token, { type: 'bearer' }).expect(200)).body;
  const response = await request(server.url)
    .post('/api/user/passkeys')
    .auth(token, { type: 'bearer' })
    .send({ ...authenticator.register(options), ...(name === undefined ? {} : { name }) });
  if (response.status !== 201) throw new Error(`adding a passkey failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Login options, and the authenticator's signed answer to them (the body of POST /api/auth/passkey). */
export async function passkeyAssertion(server: TestServer, authenticator: SoftwareAuthenticator, ...rest: Parameters<SoftwareAuthenticator['assert']> extends [unknown, ...infer R] ? R : never) {
  const options = (await request(server.url).post('/api/auth/passkey/options').expect(200)).body;
  return authenticator.assert(options, ...rest);
}
