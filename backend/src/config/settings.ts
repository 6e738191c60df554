import type { EligibilityRuleSetId, RetentionDays } from '@blood-donation/domain';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSettings, SQLITE_FILE_NAME } from './database-settings';
import { InvalidSettingError } from './invalid-setting.error';
import { loadOrCreateJwtSecret, loadOrCreateSecret } from './jwt-secret';
import { isVapidKeyPair, loadOrCreateVapidKeys, type VapidKeys } from './vapid-keys';
import { REPO_ROOT } from './paths';
import { CaptchaProvider, type LogLevel, SettingDefinition, SettingName, SETTINGS } from './settings.definitions';

export interface CaptchaSettings {
  provider: CaptchaProvider;
  /** Site key and secret of a hosted provider; null for altcha. */
  siteKey: string | null;
  secret: string | null;
  /** The hosted provider's siteverify URL (CAPTCHA_VERIFY_URL or its own); null for altcha. */
  verifyUrl: string | null;
  /** Signs ALTCHA challenges. */
  hmacKey: string;
}

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
  publicUrl: string;
}

/** siteverify endpoint of each hosted provider. */
export const CAPTCHA_VERIFY_URLS: Record<Exclude<CaptchaProvider, 'altcha'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** Everything the server reads from its environment, validated once at start. */
export interface Settings {
  port: number;
  dataDir: string;
  webRoot: string;
  database: DatabaseSettings;
  /** DATABASE_TIMEOUT_SECONDS: a statement's longest run (MySQL/MariaDB) or wait for the connection (SQLite). */
  databaseTimeoutSeconds: number;
  jwtSecret: string;
  /** TOTP_ENCRYPTION_KEY, else DATA_DIR/totp-key: encrypts authenticator apps' secrets at rest. */
  totpEncryptionKey: string;
  accessTokenTtlSeconds: number;
  /** STEP_UP_MINUTES: how long a second-factor check opens what needs one. */
  stepUpMinutes: number;
  refreshTokenTtlDays: number;
  admin: { email?: string; password?: string; username: string };
  /** argon2id cost of new password hashes. */
  passwordHash: { memoryKib: number; timeCost: number };
  trustProxy: boolean;
  /** SHUTDOWN_DRAIN_SECONDS, in ms. */
  shutdownDrainMs: number;
  logging: { level: LogLevel; pretty: boolean };
  /** METRICS_PORT and METRICS_HOST: where the Prometheus metrics server listens; port null when there is none. */
  metrics: { port: number | null; host: string };
  /** The rate limits: on unless RATE_LIMITS=false; their counters in Redis when REDIS_URL is set. */
  rateLimits: { enabled: boolean; redisUrl: string | null };
  captcha: CaptchaSettings;
  mail: MailSettings;
  /** ELIGIBILITY_RULES, and whether a donor's own donation dated too soon is refused (REFUSE_EARLY_DONATIONS). */
  eligibility: { ruleSet: EligibilityRuleSetId; refuseEarlyDonations: boolean };
  /** BOOKING_CLOSES_MINUTES: how long before a drive slot starts booking it closes. */
  bookingClosesMinutes: number;
  /** REMINDER_HOURS and REMINDER_SWEEP_MINUTES: when before an appointment its reminder goes, and how often that is looked at. */
  reminders: { hours: number; sweepMinutes: number };
  /** DONOR_CARD_TTL_DAYS: how long a donor card's codes work. */
  donorCardTtlDays: number;
  /** WAITLIST_HOLD_MINUTES: how long a freed drive time offered to a waiting donor is held for them. */
  waitlistHoldMinutes: number;
  /** SITE_TIME_ZONE: the organisation's time zone, whose calendar day is 'today' (eligibility, Needed by). */
  siteTimeZone: string;
  /** RETENTION_DAYS per kind of record, and how often the job erasing older ones runs. */
  retention: { days: RetentionDays; sweepMinutes: number };
  /** The search for donors an approval starts: MATCH_WAVE_SIZE donors asked per wave, MATCH_WAVE_MINUTES apart. */
  matching: { waveSize: number; waveMinutes: number };
  /** REQUEST_MAX_OPEN_DAYS and REQUEST_EXPIRY_SWEEP_MINUTES: when open blood requests expire, and how often that is looked at. */
  bloodRequests: { maxOpenDays: number; expirySweepMinutes: number };
  /** Passkeys (WebAuthn): the relying party id (the host of PUBLIC_URL) and the origin their answers must come from (its origin). */
  webauthn: { rpId: string; origin: string };
  /** Web Push: the VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else DATA_DIR/vapid-keys.json) and VAPID_SUBJECT. */
  push: VapidKeys & { subject: string };
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
  const settings: Omit<Settings, 'database' | 'jwtSecret' | 'totpEncryptionKey' | 'captcha' | 'push' | 'webauthn'> = {
    port: readSetting(env, 'PORT'),
    dataDir: resolve(readSetting(env, 'DATA_DIR') ?? join(REPO_ROOT, 'data')),
    webRoot: resolve(readSetting(env, 'WEB_ROOT') ?? REPO_ROOT),
    accessTokenTtlSeconds: readSetting(env, 'ACCESS_TOKEN_TTL_SECONDS'),
    stepUpMinutes: readSetting(env, 'STEP_UP_MINUTES'),
    refreshTokenTtlDays: readSetting(env, 'REFRESH_TOKEN_TTL_DAYS'),
    admin: {
      email: readSetting(env, 'ADMIN_EMAIL'),
      password: readSetting(env, 'ADMIN_PASSWORD'),
      username: readSetting(env, 'ADMIN_USERNAME'),
    },
    passwordHash: { memoryKib: readSetting(env, 'ARGON2_MEMORY_KIB'), timeCost: readSetting(env, 'ARGON2_TIME_COST') },
    trustProxy: readSetting(env, 'TRUST_PROXY'),
    shutdownDrainMs: readSetting(env, 'SHUTDOWN_DRAIN_SECONDS') * 1000,
    databaseTimeoutSeconds: readSetting(env, 'DATABASE_TIMEOUT_SECONDS'),
    logging: { level: readSetting(env, 'LOG_LEVEL'), pretty: readSetting(env, 'LOG_FORMAT') === 'pretty' },
    metrics: readMetrics(env),
    rateLimits: { enabled: readSetting(env, 'RATE_LIMITS'), redisUrl: readSetting(env, 'REDIS_URL') ?? null },
    eligibility: { ruleSet: readSetting(env, 'ELIGIBILITY_RULES'), refuseEarlyDonations: readSetting(env, 'REFUSE_EARLY_DONATIONS') },
    bookingClosesMinutes: readSetting(env, 'BOOKING_CLOSES_MINUTES'),
    reminders: { hours: readSetting(env, 'REMINDER_HOURS'), sweepMinutes: readSetting(env, 'REMINDER_SWEEP_MINUTES') },
    waitlistHoldMinutes: readSetting(env, 'WAITLIST_HOLD_MINUTES'),
    donorCardTtlDays: readSetting(env, 'DONOR_CARD_TTL_DAYS'),
    siteTimeZone: readSetting(env, 'SITE_TIME_ZONE'),
    retention: { days: readSetting(env, 'RETENTION_DAYS'), sweepMinutes: readSetting(env, 'RETENTION_SWEEP_MINUTES') },
    matching: { waveSize: readSetting(env, 'MATCH_WAVE_SIZE'), waveMinutes: readSetting(env, 'MATCH_WAVE_MINUTES') },
    bloodRequests: { maxOpenDays: readSetting(env, 'REQUEST_MAX_OPEN_DAYS'), expirySweepMinutes: readSetting(env, 'REQUEST_EXPIRY_SWEEP_MINUTES') },
    mail: {
      smtpUrl: readSetting(env, 'SMTP_URL') ?? null,
      from: readSetting(env, 'MAIL_FROM'),
      publicUrl: readSetting(env, 'PUBLIC_URL') ?? `http://localhost:${readSetting(env, 'PORT')}`,
    },
  };
  const captcha = readCaptcha(env);
  createFolder(settings.dataDir);
  const secret = jwtSecret ?? loadOrCreateJwtSecret(settings.dataDir);
  return {
    ...settings,
    database: mysql ? { driver: 'mysql', ...mysql } : { driver: 'sqlite', file: join(settings.dataDir, SQLITE_FILE_NAME) },
    jwtSecret: secret,
    totpEncryptionKey: readSetting(env, 'TOTP_ENCRYPTION_KEY') ?? loadOrCreateSecret(settings.dataDir, 'totp-key', 'TOTP_ENCRYPTION_KEY'),
    push: readPush(env, settings.dataDir, settings.mail),
    webauthn: readWebauthn(settings.mail.publicUrl),
    captcha: { ...captcha, hmacKey: readSetting(env, 'CAPTCHA_HMAC_KEY') ?? createHmac('sha256', secret).update('altcha-challenges').digest('base64url') },
  };
}

/** Passkeys belong to the host of PUBLIC_URL (the relying party id), and are used from its origin only. */
function readWebauthn(publicUrl: string): Settings['webauthn'] {
  const url = new URL(publicUrl);
  return { rpId: url.hostname, origin: url.origin };
}

/** The metrics server's port, never the public one (its figures are for the operator only), and its address. */
function readMetrics(env: Environment): Settings['metrics'] {
  const port = readSetting(env, 'METRICS_PORT') ?? null;
  if (port !== null && port === readSetting(env, 'PORT')) throw new InvalidSettingError('METRICS_PORT', 'a port other than PORT (the metrics are not served on the public port)');
  return { port, host: readSetting(env, 'METRICS_HOST') };
}

/** A hosted provider needs its site key and secret; altcha needs neither. */
function readCaptcha(env: Environment): Omit<CaptchaSettings, 'hmacKey'> {
  const provider = readSetting(env, 'CAPTCHA_PROVIDER');
  const siteKey = readSetting(env, 'CAPTCHA_SITE_KEY');
  const secret = readSetting(env, 'CAPTCHA_SECRET');
  const verifyUrl = readSetting(env, 'CAPTCHA_VERIFY_URL');
  if (provider === 'altcha') return { provider, siteKey: null, secret: null, verifyUrl: null };
  if (!siteKey) throw new InvalidSettingError('CAPTCHA_SITE_KEY', `the site key of ${provider} (required when CAPTCHA_PROVIDER is ${provider})`);
  if (!secret) throw new InvalidSettingError('CAPTCHA_SECRET', `the secret key of ${provider} (required when CAPTCHA_PROVIDER is ${provider})`);
  return { provider, siteKey, secret, verifyUrl: verifyUrl ?? CAPTCHA_VERIFY_URLS[provider] };
}

/** The VAPID pair: both set, or neither (then kept in DATA_DIR); the subject, else one derived from PUBLIC_URL or MAIL_FROM. */
function readPush(env: Environment, dataDir: string, mail: MailSettings): Settings['push'] {
  const publicKey = readSetting(env, 'VAPID_PUBLIC_KEY');
  const privateKey = readSetting(env, 'VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new InvalidSettingError(publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY', 'set together with the other key of the pair, or both unset');
  }
  const keys = publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : loadOrCreateVapidKeys(dataDir);
  if (!isVapidKeyPair(keys)) throw new InvalidSettingError('VAPID_PUBLIC_KEY', 'an uncompressed P-256 public key (65 bytes starting 0x04), base64url');
  const sender = /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from;
  const subject = readSetting(env, 'VAPID_SUBJECT') ?? (mail.publicUrl.startsWith('https://') ? mail.publicUrl : `mailto:${sender.trim()}`);
  return { ...keys, subject };
}

function createFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new InvalidSettingError('DATA_DIR', `a folder this process can create (${(error as Error).message})`);
  }
}
