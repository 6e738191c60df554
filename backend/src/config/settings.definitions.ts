import { CAPTCHA_PROVIDERS, type CaptchaProvider, DEFAULT_ELIGIBILITY_RULE_SET_ID, DEFAULT_RETENTION_DAYS, DEFAULT_REQUEST_MAX_OPEN_DAYS, ELIGIBILITY_RULE_SET_IDS, type EligibilityRuleSetId, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, SITE_SETTINGS } from '@blood-donation/domain';
import { MysqlDatabase, parseMysqlUrl } from './database-settings';
import { VAPID_PRIVATE_KEY_BYTES, VAPID_PUBLIC_KEY_BYTES } from './vapid-keys';
import { emailAddress, folder, hostAddress, httpUrl, oneOf, retentionDays, SettingParser, text, timeZone, urlWithProtocol, wholeNumber, yesOrNo } from './setting-parsers';

/** Captcha providers (domain's list): ALTCHA is self-hosted proof-of-work; the others are hosted services. */
export { CAPTCHA_PROVIDERS, type CaptchaProvider };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_MAIL_FROM = 'Blood Donation <no-reply@blood-donation.local>';

/** Email of the first superAdmin when ADMIN_EMAIL is unset. */
export const DEFAULT_ADMIN_EMAIL = 'admin@blood-donation.local';

export interface SettingDefinition<T> {
  description: string;
  parse: SettingParser<T>;
  default?: T;
  /** How docs/settings.md shows a default that is worked out at start. */
  defaultText?: string;
}

function define<T>(definition: SettingDefinition<T> & { default: T }): SettingDefinition<T> & { default: T };
function define<T>(definition: SettingDefinition<T>): SettingDefinition<T>;
function define<T>(definition: SettingDefinition<T>): SettingDefinition<T> {
  return definition;
}

const mysqlDatabaseUrl: SettingParser<Omit<MysqlDatabase, 'driver'>> = (raw) => {
  const server = parseMysqlUrl(raw);
  return server?.database
    ? { value: { ...server, database: server.database } }
    : { expected: 'a mysql:// or mariadb:// URL with a database name, such as mysql://user:password@localhost:3306/blood_donation' };
};

/** A VAPID key of `bytes` bytes, base64url. */
const vapidKey =
  (bytes: number): SettingParser<string> =>
  (raw) =>
    /^[A-Za-z0-9_-]+$/.test(raw) && Buffer.from(raw, 'base64url').length === bytes ? { value: raw } : { expected: `a base64url key of ${bytes} bytes` };

const vapidSubject: SettingParser<string> = (raw) => {
  const expected = 'a mailto: address or an https:// URL, such as mailto:donors@example.org';
  if (!URL.canParse(raw)) return { expected };
  const url = new URL(raw);
  return (url.protocol === 'mailto:' && url.pathname.includes('@')) || (url.protocol === 'https:' && url.hostname) ? { value: raw } : { expected };
};

/**
 * Every environment variable the server reads, in the order docs/settings.md lists them.
 * docs/settings.md is written from this list (name, description, default).
 */
export const SETTINGS = {
  PORT: define({ description: 'HTTP port serving the API, Swagger UI and both web apps.', default: 3000, parse: wholeNumber(1, 65535) }),
  DATA_DIR: define({
    description: 'Folder for the SQLite file and the generated JWT secret; created if missing.',
    defaultText: '<repo>/data',
    parse: folder,
  }),
  WEB_ROOT: define({
    description: 'Folder holding public-site/dist and admin-panel/dist.',
    defaultText: '<repo>',
    parse: folder,
  }),
  DATABASE_URL: define({
    description: 'mysql:// or mariadb:// URL of a MySQL/MariaDB database. Unset: SQLite file DATA_DIR/blood-donation.sqlite.',
    defaultText: '(SQLite)',
    parse: mysqlDatabaseUrl,
  }),
  DATABASE_TIMEOUT_SECONDS: define({
    description: 'Longest a database statement may run (MySQL/MariaDB) or wait for the connection (SQLite) before the request answers 503.',
    default: 10,
    parse: wholeNumber(1, 600),
  }),
  JWT_SECRET: define({
    description: 'Secret signing the access tokens (HS256), at least 32 characters.',
    defaultText: 'random, generated once and kept in DATA_DIR/jwt-secret (mode 0600)',
    parse: text(32, 4096, 'at least 32 characters'),
  }),
  TOTP_ENCRYPTION_KEY: define({
    description: "Key encrypting authenticator apps' secrets at rest (AES-256-GCM), at least 32 characters. Changing it makes every authenticator app set up before unusable.",
    defaultText: 'random, generated once and kept in DATA_DIR/totp-key (mode 0600)',
    parse: text(32, 4096, 'at least 32 characters'),
  }),
  STEP_UP_MINUTES: define({
    description:
      'Minutes after a second-factor check (a login finished with one, a passkey login, POST /api/auth/step-up) during which the session may do what needs one: removing the authenticator app, and the dangerous staff actions.',
    default: 10,
    parse: wholeNumber(1, 120),
  }),
  ACCESS_TOKEN_TTL_SECONDS: define({ description: 'Lifetime of an access token, in seconds.', default: 900, parse: wholeNumber(10, 86400) }),
  REFRESH_TOKEN_TTL_DAYS: define({ description: 'Lifetime of a refresh token (login session), in days.', default: 30, parse: wholeNumber(1, 365) }),
  ADMIN_EMAIL: define({
    description: 'Email of the superAdmin created on the first start (empty database only).',
    defaultText: DEFAULT_ADMIN_EMAIL,
    parse: emailAddress,
  }),
  ADMIN_PASSWORD: define({
    description: `Password of that superAdmin, 8 to ${PASSWORD_MAX_LENGTH} characters.`,
    defaultText: 'generated and printed once',
    parse: text(8, PASSWORD_MAX_LENGTH, `8 to ${PASSWORD_MAX_LENGTH} characters`),
  }),
  ADMIN_USERNAME: define({
    description: 'Username of that superAdmin.',
    default: 'Administrator',
    parse: text(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH, `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`),
  }),
  ARGON2_MEMORY_KIB: define({
    description: 'Memory of one argon2id password hash, in KiB (OWASP: 19456, with ARGON2_TIME_COST 2).',
    default: 19456,
    parse: wholeNumber(1024, 1048576),
  }),
  ARGON2_TIME_COST: define({ description: 'Passes of one argon2id password hash.', default: 2, parse: wholeNumber(1, 10) }),
  LOG_LEVEL: define({
    description: `Least severe log level written: ${LOG_LEVELS.join(', ')}.`,
    default: 'info' as LogLevel,
    parse: oneOf(LOG_LEVELS),
  }),
  METRICS_PORT: define({
    description:
      'Port of a second HTTP server answering GET /metrics in the Prometheus text format (request durations by route, Node.js figures, the database pool and statements, the outbox and job backlog, rate limit refusals, logins by outcome); never the same as PORT. Unset: no metrics server at all.',
    defaultText: '(no metrics)',
    parse: wholeNumber(1, 65535),
  }),
  METRICS_HOST: define({
    description: 'Address the metrics server listens on: the default keeps it to this machine; 0.0.0.0 (or ::) lets a Prometheus elsewhere scrape it, behind a firewall, as the figures are not for the public.',
    default: '127.0.0.1',
    parse: hostAddress,
  }),
  LOG_FORMAT: define({
    description: 'json: one JSON object per line (for log collectors); pretty: human-readable lines (needs the dev dependencies; npm run dev uses it).',
    default: 'json' as 'json' | 'pretty',
    parse: oneOf(['json', 'pretty'] as const),
  }),
  REDIS_URL: define({
    description: 'redis:// or rediss:// URL of a Redis server: the rate limit counters live there, shared by every instance. Unset: in memory, per instance.',
    defaultText: '(in memory)',
    parse: urlWithProtocol(['redis:', 'rediss:'], 'a redis:// or rediss:// URL such as redis://localhost:6379'),
  }),
  RATE_LIMITS: define({
    description: 'false turns the rate limits off (load tests, trusted networks); never in production.',
    default: true,
    parse: yesOrNo,
  }),
  TRUST_PROXY: define({
    description: 'true when one reverse proxy sits in front: its X-Forwarded-Proto decides whether cookies are Secure, and its X-Forwarded-For is the client address the rate limits count.',
    default: false,
    parse: yesOrNo,
  }),
  SHUTDOWN_DRAIN_SECONDS: define({
    description:
      "Seconds an instance keeps serving after SIGTERM while GET /api/health answers 503, before it stops taking connections: behind a proxy, long enough for its health checks to take the instance out (the fleet's haproxy: 4), so that no request is sent to a listener that is closing. 0: stop taking connections at once.",
    default: 0,
    parse: wholeNumber(0, 60),
  }),
  CAPTCHA_PROVIDER: define<CaptchaProvider>({
    description: `Captcha of the contact and forgot-password forms: ${CAPTCHA_PROVIDERS.join(', ')}. altcha is self-hosted proof-of-work (no outside service); the others need CAPTCHA_SITE_KEY and CAPTCHA_SECRET.`,
    default: 'altcha',
    parse: oneOf(CAPTCHA_PROVIDERS),
  }),
  CAPTCHA_SITE_KEY: define({
    description: 'Public site key of the hosted captcha provider (required unless CAPTCHA_PROVIDER is altcha).',
    defaultText: '(none)',
    parse: text(1, 500, '1 to 500 characters'),
  }),
  CAPTCHA_SECRET: define({
    description: 'Secret key of the hosted captcha provider (required unless CAPTCHA_PROVIDER is altcha).',
    defaultText: '(none)',
    parse: text(1, 500, '1 to 500 characters'),
  }),
  CAPTCHA_VERIFY_URL: define({
    description: "Overrides the hosted provider's siteverify URL (for tests or a proxy).",
    defaultText: "the provider's own",
    parse: httpUrl,
  }),
  CAPTCHA_HMAC_KEY: define({
    description: 'Key signing ALTCHA challenges, at least 32 characters.',
    defaultText: 'derived from JWT_SECRET',
    parse: text(32, 4096, 'at least 32 characters'),
  }),
  SMTP_URL: define({
    description: 'smtp:// or smtps:// URL of the mail server (user and password in the URL). Unset: emails wait in the outbox_emails table (status queued) and go out once it is set.',
    defaultText: '(no mail server)',
    parse: urlWithProtocol(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL such as smtps://user:password@mail.example.org:465'),
  }),
  MAIL_FROM: define({ description: 'Sender of the emails the server sends.', default: DEFAULT_MAIL_FROM, parse: text(3, 320, '3 to 320 characters') }),
  ELIGIBILITY_RULES: define<EligibilityRuleSetId>({
    description: `Whose donation intervals say when a donor may give again: ${ELIGIBILITY_RULE_SET_IDS.join(', ')} (the blood services of the US, UK, India, Canada).`,
    default: DEFAULT_ELIGIBILITY_RULE_SET_ID,
    parse: oneOf(ELIGIBILITY_RULE_SET_IDS),
  }),
  REFUSE_EARLY_DONATIONS: define({
    description: 'false records every donation a donor sends for themself, however soon after the last (importing old records); true answers 409 to one dated sooner than ELIGIBILITY_RULES allow.',
    default: true,
    parse: yesOrNo,
  }),
  BOOKING_CLOSES_MINUTES: define({
    description: 'Minutes before a drive slot starts when booking it (or moving an appointment to it) closes.',
    default: 60,
    parse: wholeNumber(0, 10080),
  }),
  REMINDER_HOURS: define({
    description: 'Hours before a drive appointment when its donor is emailed a reminder (with what to bring and how to prepare). A booking made closer to the time than this gets no separate reminder.',
    default: 48,
    parse: wholeNumber(1, 720),
  }),
  REMINDER_SWEEP_MINUTES: define({ description: 'How often the jobs sending appointment reminders and eligible-again reminders run (they also run at start).', default: 60, parse: wholeNumber(1, 1440) }),
  DONOR_CARD_TTL_DAYS: define({
    description: "Days a donor card's QR code and short code work after they are issued (a screenshot stops working then). The card page answers the same card until less than a quarter of this is left, then a new one.",
    default: 30,
    parse: wholeNumber(1, 365),
  }),
  WAITLIST_HOLD_MINUTES: define({
    description: "Minutes a freed drive time offered to the first donor on the drive's waitlist stays held for them (their emailed link books it); then it goes to the next donor waiting. Expired holds are swept every minute.",
    default: 30,
    parse: wholeNumber(1, 1440),
  }),
  RETENTION_DAYS: define({
    description:
      'How long old records are kept, in days, before a scheduled job erases them: contact messages (from when sent), delivered or given-up outbox emails (from when queued), login sessions (from when they expired or were revoked) and password reset links (from when they expired). Any of the four; the others keep their default. The privacy page states the figures the public site was built with: set it for the build too.',
    default: { ...DEFAULT_RETENTION_DAYS },
    defaultText: 'messages=365,outbox=30,sessions=30,resetTokens=30',
    parse: retentionDays,
  }),
  RETENTION_SWEEP_MINUTES: define({ description: 'How often the retention job runs (it also runs at start).', default: 60, parse: wholeNumber(1, 1440) }),
  MATCH_WAVE_SIZE: define({
    description: 'Most donors asked by email in one wave of the search that approving a blood request starts.',
    default: 10,
    parse: wholeNumber(1, 1000),
  }),
  MATCH_WAVE_MINUTES: define({
    description: 'Minutes between two waves of a search, while fewer donors have said yes than the request needs units.',
    default: 30,
    parse: wholeNumber(1, 10080),
  }),
  REQUEST_MAX_OPEN_DAYS: define({
    description: 'Days after which an open (Pending or Approved) blood request is marked Expired, when its Needed by day has not ended it first.',
    default: DEFAULT_REQUEST_MAX_OPEN_DAYS,
    parse: wholeNumber(1, 365),
  }),
  REQUEST_EXPIRY_SWEEP_MINUTES: define({
    description: 'Minutes between two looks for blood requests to mark Expired (one look also runs at every start).',
    default: 60,
    parse: wholeNumber(1, 1440),
  }),
  SITE_TIME_ZONE: define({
    description: SITE_SETTINGS.SITE_TIME_ZONE.description,
    default: SITE_SETTINGS.SITE_TIME_ZONE.default,
    parse: timeZone,
  }),
  PUBLIC_URL: define({
    description: 'Address the public site is reached at, for links in emails (no trailing slash). Passkeys belong to its host name and work from its origin only: changing its host makes every passkey unusable.',
    defaultText: 'http://localhost:<PORT>',
    parse: httpUrl,
  }),
  VAPID_PUBLIC_KEY: define({
    description: 'Public key of the VAPID key pair signing Web Push notifications (base64url, as `npx web-push generate-vapid-keys` prints it); set with VAPID_PRIVATE_KEY. Changing it makes every device turn notifications on again.',
    defaultText: 'generated once and kept in DATA_DIR/vapid-keys.json (mode 0600)',
    parse: vapidKey(VAPID_PUBLIC_KEY_BYTES),
  }),
  VAPID_PRIVATE_KEY: define({
    description: 'Private key of that pair (base64url); set with VAPID_PUBLIC_KEY.',
    defaultText: 'generated once and kept in DATA_DIR/vapid-keys.json (mode 0600)',
    parse: vapidKey(VAPID_PRIVATE_KEY_BYTES),
  }),
  VAPID_SUBJECT: define({
    description: 'How push services can reach the organisation about its notifications: a mailto: address or an https:// URL.',
    defaultText: 'PUBLIC_URL when https://, else mailto: the address of MAIL_FROM',
    parse: vapidSubject,
  }),
};

export type SettingName = keyof typeof SETTINGS;
