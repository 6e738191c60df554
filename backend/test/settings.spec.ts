import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '../src/config/settings';
import { SETTINGS } from '../src/config/settings.definitions';

describe('settings', () => {
  let dataDir: string;
  const load = (env: Record<string, string>) => loadSettings({ DATA_DIR: dataDir, ...env });
  const failure = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };

  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'settings-')), 'nested', 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..', '..'), { recursive: true, force: true }));

  it('has defaults for everything and creates DATA_DIR', () => {
    const settings = load({});
    expect(settings).toMatchObject({
      port: 3000,
      dataDir,
      database: { driver: 'sqlite', file: join(dataDir, 'blood-donation.sqlite') },
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      admin: { email: undefined, password: undefined, username: 'Administrator' },
      passwordHash: { memoryKib: 19456, timeCost: 2 },
      trustProxy: false,
    });
    expect(existsSync(dataDir)).toBe(true);
  });

  it('reads where the metrics are served (METRICS_PORT, none by default; METRICS_HOST, 127.0.0.1), never on PORT', () => {
    expect(load({}).metrics).toEqual({ port: null, host: '127.0.0.1' });
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: '::' }).metrics).toEqual({ port: 9464, host: '::' });
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: 'metrics.internal' }).metrics).toEqual({ port: 9464, host: 'metrics.internal' });
    expect(failure({ METRICS_PORT: '3000' })).toBe('Invalid setting METRICS_PORT: expected a port other than PORT (the metrics are not served on the public port)');
    expect(failure({ PORT: '8080', METRICS_PORT: '8080' })).toMatch(/^Invalid setting METRICS_PORT: /);
    expect(failure({ METRICS_PORT: '70000' })).toBe('Invalid setting METRICS_PORT: expected a whole number from 1 to 65535');
    expect(failure({ METRICS_HOST: 'http://x/' })).toBe('Invalid setting METRICS_HOST: expected an IP address or a host name to listen on, such as 127.0.0.1, 0.0.0.0 or ::');
  });

  it('reads the size of and the minutes between the waves that ask donors (MATCH_WAVE_SIZE, MATCH_WAVE_MINUTES)', () => {
    expect(load({}).matching).toEqual({ waveSize: 10, waveMinutes: 30 });
    expect(load({ MATCH_WAVE_SIZE: '25', MATCH_WAVE_MINUTES: '120' }).matching).toEqual({ waveSize: 25, waveMinutes: 120 });
    expect(failure({ MATCH_WAVE_SIZE: '0' })).toBe('Invalid setting MATCH_WAVE_SIZE: expected a whole number from 1 to 1000');
    expect(failure({ MATCH_WAVE_MINUTES: 'soon' })).toBe('Invalid setting MATCH_WAVE_MINUTES: expected a whole number from 1 to 10080');
  });

  it('generates the JWT secret once, into DATA_DIR/jwt-secret with mode 0600', () => {
    const secret = load({}).jwtSecret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(load({}).jwtSecret).toBe(secret);
    expect(load({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('reads a MySQL or MariaDB URL', () => {
    expect(load({ DATABASE_URL: 'mysql://app:p%40ss@db.example:3307/blood' }).database).toEqual({
      driver: 'mysql',
      host: 'db.example',
      port: 3307,
      username: 'app',
      password: 'p@ss',
      database: 'blood',
    });
    expect(load({ DATABASE_URL: 'mariadb://db/blood' }).database).toMatchObject({ host: 'db', port: 3306, database: 'blood' });
  });

  it('reads the other values', () => {
    expect(load({ PORT: '8080', TRUST_PROXY: 'true', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ADMIN_EMAIL: ' Boss@Example.com ', ADMIN_PASSWORD: 'long enough' })).toMatchObject({
      port: 8080,
      trustProxy: true,
      passwordHash: { memoryKib: 1024, timeCost: 1 },
      admin: { email: 'boss@example.com', password: 'long enough' },
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT: expected a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'Invalid setting PORT: expected a whole number from 1 to 65535'],
    [{ PORT: '80.5' }, 'Invalid setting PORT: expected a whole number from 1 to 65535'],
    [{ JWT_SECRET: 'too-short' }, 'Invalid setting JWT_SECRET: expected at least 32 characters'],
    [{ DATABASE_URL: 'postgres://db/blood' }, 'Invalid setting DATABASE_URL: expected a mysql:// or mariadb:// URL with a database name, such as mysql://user:password@localhost:3306/blood_donation'],
    [{ DATABASE_URL: 'mysql://db' }, 'Invalid setting DATABASE_URL: expected a mysql:// or mariadb:// URL with a database name, such as mysql://user:password@localhost:3306/blood_donation'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '-5' }, 'Invalid setting ACCESS_TOKEN_TTL_SECONDS: expected a whole number from 10 to 86400'],
    [{ REFRESH_TOKEN_TTL_DAYS: '0' }, 'Invalid setting REFRESH_TOKEN_TTL_DAYS: expected a whole number from 1 to 365'],
    [{ ARGON2_MEMORY_KIB: '512' }, 'Invalid setting ARGON2_MEMORY_KIB: expected a whole number from 1024 to 1048576'],
    [{ ARGON2_TIME_COST: '0' }, 'Invalid setting ARGON2_TIME_COST: expected a whole number from 1 to 10'],
    [{ ADMIN_EMAIL: 'nope' }, 'Invalid setting ADMIN_EMAIL: expected an email address such as admin@example.org'],
    [{ ADMIN_PASSWORD: 'short' }, 'Invalid setting ADMIN_PASSWORD: expected 8 to 72 characters'],
    [{ ADMIN_USERNAME: 'ab' }, 'Invalid setting ADMIN_USERNAME: expected 3 to 50 characters'],
    [{ TRUST_PROXY: 'maybe' }, 'Invalid setting TRUST_PROXY: expected true or false'],
    [{ CAPTCHA_PROVIDER: 'google' }, 'Invalid setting CAPTCHA_PROVIDER: expected one of altcha, recaptcha, hcaptcha, turnstile'],
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, 'Invalid setting CAPTCHA_SITE_KEY: expected the site key of recaptcha (required when CAPTCHA_PROVIDER is recaptcha)'],
    [{ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site' }, 'Invalid setting CAPTCHA_SECRET: expected the secret key of hcaptcha (required when CAPTCHA_PROVIDER is hcaptcha)'],
    [{ CAPTCHA_VERIFY_URL: 'ftp://x' }, 'Invalid setting CAPTCHA_VERIFY_URL: expected an http:// or https:// URL'],
    [{ CAPTCHA_HMAC_KEY: 'short' }, 'Invalid setting CAPTCHA_HMAC_KEY: expected at least 32 characters'],
  ])('rejects %p with one line naming it', (env, message) => {
    expect(failure(env)).toBe(message);
  });

  it('reads the captcha: altcha by default with a key derived from the JWT secret, hosted providers with their siteverify URL', () => {
    const secret = 'x'.repeat(40);
    const altcha = load({ JWT_SECRET: secret }).captcha;
    expect(altcha).toEqual({ provider: 'altcha', siteKey: null, secret: null, verifyUrl: null, hmacKey: expect.any(String) });
    expect(altcha.hmacKey).not.toContain(secret);
    expect(load({ JWT_SECRET: secret }).captcha.hmacKey).toBe(altcha.hmacKey);
    expect(load({ CAPTCHA_HMAC_KEY: 'k'.repeat(32) }).captcha.hmacKey).toBe('k'.repeat(32));
    expect(load({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }).captcha).toMatchObject({
      provider: 'recaptcha',
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
    expect(load({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 's', CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify' }).captcha.verifyUrl).toBe('http://127.0.0.1:9/verify');
  });

  it('reads RETENTION_DAYS per kind, the others at their default, and refuses anything else', () => {
    expect(load({}).retention).toEqual({ days: { messages: 365, outbox: 30, sessions: 30, resetTokens: 30 }, sweepMinutes: 60 });
    expect(load({ RETENTION_DAYS: 'messages=90, sessions=7', RETENTION_SWEEP_MINUTES: '5' }).retention).toEqual({
      days: { messages: 90, outbox: 30, sessions: 7, resetTokens: 30 },
      sweepMinutes: 5,
    });
    for (const bad of ['90', 'messages=0', 'messages=3651', 'letters=30', 'messages=ten', 'messages=30,']) {
      expect(failure({ RETENTION_DAYS: bad })).toBe('Invalid setting RETENTION_DAYS: expected a list such as messages=365,outbox=30,sessions=30,resetTokens=30 (each 1 to 3650 days)');
    }
  });

  it("reads the organisation's time zone (SITE_TIME_ZONE, UTC by default) and refuses a name that is not one", () => {
    expect(load({}).siteTimeZone).toBe('UTC');
    expect(load({ SITE_TIME_ZONE: 'Asia/Kolkata' }).siteTimeZone).toBe('Asia/Kolkata');
    for (const bad of ['Mars/Olympus', 'UTC+5:30', 'Asia/Kolkata; DROP']) {
      expect(failure({ SITE_TIME_ZONE: bad })).toBe('Invalid setting SITE_TIME_ZONE: expected an IANA time zone name such as Asia/Kolkata, Europe/Berlin or UTC');
    }
  });

  it('documents every setting with a description and a default', () => {
    for (const [name, definition] of Object.entries(SETTINGS)) {
      expect({ name, description: definition.description.length > 0 }).toEqual({ name, description: true });
      expect({ name, hasDefault: 'default' in definition || 'defaultText' in definition }).toEqual({ name, hasDefault: true });
    }
  });

  it('stops main with exit code 1 and that one line on stderr', () => {
    const backend = join(__dirname, '..');
    const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', join(backend, 'src', 'main.ts')], {
      cwd: backend,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'abc' },
      encoding: 'utf8',
      // Generous: ts-node compiles the whole app first, which takes long on a busy machine.
      timeout: 120_000,
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({
      status: 1,
      stderr: 'Invalid setting PORT: expected a whole number from 1 to 65535\n',
    });
    // 180 s: the child's own 120 s timeout (above) and the time to see it end.
  }, 180_000);
});
