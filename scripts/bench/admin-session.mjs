// The admin's session, as the panel gets one (staff two-factor): the password login of a staff account without a
// second factor answers enrolmentRequired, and setting up an authenticator app (its code computed here from the
// secret, as the app would) proves that session; until then staff routes answer 403.
import { generateSync } from 'otplib';
import { expectCall } from './api-call.mjs';

/** The login answer ({ accessToken, email, username, role }) of the staff account `email`, its session proved. */
export async function adminSession(baseUrl, email, password) {
  const login = await expectCall(baseUrl, 'POST', '/api/auth/login', { status: 200, body: { email, password } });
  if (!login.enrolmentRequired) throw new Error(`the admin's first login did not ask for a second factor: ${JSON.stringify(login)}`);
  const { secret } = await expectCall(baseUrl, 'POST', '/api/user/2fa/totp', { status: 201, token: login.accessToken, body: {} });
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
  await expectCall(baseUrl, 'POST', '/api/user/2fa/totp/confirm', { status: 200, token: login.accessToken, body: { code } });
  return login;
}
