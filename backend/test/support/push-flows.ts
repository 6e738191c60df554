import { createECDH, randomBytes } from 'node:crypto';
import { PushWorker } from '../../src/push/push-worker';
import type { TestServer } from './test-server';

/**
 * A browser's PushSubscription JSON with fresh keys. Its default endpoint is a closed local port: a push sent to it
 * (should the account be asked meanwhile) fails at once and waits for a retry, never holding up the test.
 */
export function pushSubscriptionBody(endpoint = `https://127.0.0.1:9/push/${randomBytes(12).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

export const pushWorkerOf = (server: TestServer): PushWorker => server.app.get(PushWorker);
