import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { InvalidSettingError } from './invalid-setting.error';

/** The server's VAPID key pair (P-256, base64url): the public key goes to browsers, the private one signs each push. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Bytes of a VAPID public key (an uncompressed P-256 point) and of its private key. */
export const VAPID_PUBLIC_KEY_BYTES = 65;
export const VAPID_PRIVATE_KEY_BYTES = 32;

const decodedLength = (key: string): number => (/^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : -1);

/** Whether `keys` are base64url keys of the right sizes (the public one an uncompressed point, starting 0x04). */
export function isVapidKeyPair(keys: Partial<VapidKeys>): keys is VapidKeys {
  const { publicKey = '', privateKey = '' } = keys;
  return decodedLength(publicKey) === VAPID_PUBLIC_KEY_BYTES && Buffer.from(publicKey, 'base64url')[0] === 4 && decodedLength(privateKey) === VAPID_PRIVATE_KEY_BYTES;
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the pair kept in DATA_DIR/vapid-keys.json, generated on the first
 * start (as the JWT secret is), so the browsers' subscriptions stay valid across restarts: a new pair would orphan
 * every one of them.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  try {
    const { publicKey, privateKey } = generateVAPIDKeys();
    writeFileSync(file, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new InvalidSettingError('DATA_DIR', `a folder this process can write to (${(error as Error).message})`);
    }
  }
  let kept: Partial<VapidKeys> = {};
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  } catch {
    // reported below
  }
  if (!isVapidKeyPair(kept)) {
    throw new InvalidSettingError('VAPID_PUBLIC_KEY', `unset, with a valid key pair in ${file} (delete that file to generate a new one; devices then turn notifications on again)`);
  }
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
