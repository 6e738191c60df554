import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import type { TestServer } from './test-server';

/** What the altcha widget puts in the form: base64(JSON { challenge, solution }). */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a challenge from the server and solves it, as the widget does. */
export async function altchaToken(server: TestServer): Promise<string> {
  const challenge = (await request(server.url).get('/api/captcha/challenge').expect(200)).body as Challenge;
  return solve(challenge);
}

/** A challenge signed with the server's key that expired a minute ago, solved. */
export async function expiredAltchaToken(server: TestServer): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: '0',
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) - 60,
    hmacSignatureSecret: server.settings.captcha.hmacKey,
  });
  return solve(challenge);
}
