import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSettings, SQLITE_FILE_NAME } from '../database/database-settings';
import { InvalidSettingError } from './invalid-setting.error';
import { loadOrCreateJwtSecret } from './jwt-secret';
import { REPO_ROOT } from './paths';
import { SettingDefinition, SettingName, SETTINGS } from './settings.definitions';

/** Everything the server reads from its environment, validated once at start. */
export interface Settings {
  port: number;
  dataDir: string;
  webRoot: string;
  database: DatabaseSettings;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  admin: { email?: string; password?: string; username: string };
  bcryptRounds: number;
  trustProxy: boolean;
}

type Environment = Record<string, string | undefined>;
type Definitions = typeof SETTINGS;
type ValueOf<K extends SettingName> = Definitions[K] extends { default: infer D }
  ? D
  : Definitions[K] extends SettingDefinition<infer T>
    ? T | undefined
    : never;

/** One variable: its default when unset or empty, else the parsed value; a bad value throws InvalidSettingError. */
export function readSetting<K extends SettingName>(env: Environment, name: K): ValueOf<K> {
  const definition = SETTINGS[name] as SettingDefinition<ValueOf<K>>;
  const raw = env[name];
  if (raw === undefined || raw === '') return definition.default as ValueOf<K>;
  const result = definition.parse(raw);
  if ('expected' in result) throw new InvalidSettingError(name, result.expected);
  return result.value;
}

export function loadSettings(env: Environment = process.env): Settings {
  const mysql = readSetting(env, 'DATABASE_URL');
  const jwtSecret = readSetting(env, 'JWT_SECRET');
  const settings: Omit<Settings, 'database' | 'jwtSecret'> = {
    port: readSetting(env, 'PORT'),
    dataDir: resolve(readSetting(env, 'DATA_DIR') ?? join(REPO_ROOT, 'data')),
    webRoot: resolve(readSetting(env, 'WEB_ROOT') ?? REPO_ROOT),
    accessTokenTtlSeconds: readSetting(env, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlDays: readSetting(env, 'REFRESH_TOKEN_TTL_DAYS'),
    admin: {
      email: readSetting(env, 'ADMIN_EMAIL'),
      password: readSetting(env, 'ADMIN_PASSWORD'),
      username: readSetting(env, 'ADMIN_USERNAME'),
    },
    bcryptRounds: readSetting(env, 'BCRYPT_ROUNDS'),
    trustProxy: readSetting(env, 'TRUST_PROXY'),
  };
  createFolder(settings.dataDir);
  return {
    ...settings,
    database: mysql ? { driver: 'mysql', ...mysql } : { driver: 'sqlite', file: join(settings.dataDir, SQLITE_FILE_NAME) },
    jwtSecret: jwtSecret ?? loadOrCreateJwtSecret(settings.dataDir),
  };
}

function createFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new InvalidSettingError('DATA_DIR', `a folder this process can create (${(error as Error).message})`);
  }
}
