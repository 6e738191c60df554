import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidSettingError } from './invalid-setting.error';

const MIN_SECRET_LENGTH = 32;

/** Without JWT_SECRET: the secret kept in DATA_DIR/jwt-secret, generated on the first start, so restarts keep sessions. */
export function loadOrCreateJwtSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, 'jwt-secret', 'JWT_SECRET');
}

/** A secret of the server's own, kept in DATA_DIR/`fileName` (mode 0600): generated on the first start, read after. */
export function loadOrCreateSecret(dataDir: string, fileName: string, setting: string): string {
  const file = join(dataDir, fileName);
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new InvalidSettingError('DATA_DIR', `a folder this process can write to (${(error as Error).message})`);
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new InvalidSettingError(setting, `unset, with at least ${MIN_SECRET_LENGTH} characters in ${file} (delete that file to generate a new one)`);
  }
  return secret;
}
