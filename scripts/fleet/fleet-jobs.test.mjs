// The fleet's background work and its Redis (issue 26), on the real fleet of scripts/fleet/harness.mjs: three built
// servers on one MariaDB database behind Debian's haproxy.
//
// Jobs exactly once: with three instances claiming, every email of the outbox, every wave of donor asks and every
// appointment reminder goes out once, counted at a real SMTP server in this process. A claimer SIGKILLed in the middle
// of its job leaves nothing behind and another instance does the job: the outbox's claimer dies while the SMTP server
// holds its message unanswered (so the server never accepted it: exactly one accepted delivery is then the right
// count, where a claimer dying after the server's "250" would make it at least once); a wave's claimer and a
// reminder sweep die inside their transaction, held at their first email by a table lock. A lease runs 5 minutes
// (DEFAULT_OUTBOX_OPTIONS, DEFAULT_MATCH_WAVE_OPTIONS: no setting shortens it), so the test moves the dead claimer's
// claimedUntil into the past in the database, as if the 5 minutes had gone by.
//
// Redis down for 10 s: requests through the proxy keep being answered (no 5xx), each instance counts the rate limits on
// its own meanwhile and says so once in its log, and once Redis is back they count in it together again.
//
// `npm test` runs this file in its step `fleet`, after the build.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findProgram, freePort } from '../test-services.mjs';
import { adminSession, call, expectCall, newDonor } from './api.mjs';
import { startFleet, waitFor } from './harness.mjs';
import { connectionHolder } from './sockets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The backend's own packages: its test SMTP server, database and Redis clients, the texts.
const backend = createRequire(join(root, 'backend/package.json'));
const { SMTPServer } = backend('smtp-server');
const mysql = backend('mysql2/promise');
const Redis = backend('ioredis');
const { APPOINTMENT_EMAILS } = backend('@blood-donation/domain');

// ---------------------------------------------------------------------------------------------------------------
// Which instance holds a connection (scripts/fleet/sockets.mjs).

/** The running instance of `fleet` that owns the client end of the connection from `clientPort` to `serverPort`, or null. */
function instanceOwning(fleet, clientPort, serverPort) {
  const running = fleet.instances.filter((instance) => instance.running);
  const pid = connectionHolder(running.map((instance) => instance.pid), clientPort, serverPort);
  return running.find((instance) => instance.pid === pid) ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The mail server.

/** A header of a raw message, unfolded, its encoded words (RFC 2047) decoded. */
function headerOf(data, name) {
  const head = data.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding, text) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/**
 * A real SMTP server (the backend tests' smtp-server) that notes, for each message whose data arrived, which instance
 * sent it (its connection's owner), and answers it: at once with 250 ("accepted"), after `delayMs`, or, while held,
 * not until release(). A message whose connection closed before its answer was never accepted: it is kept apart
 * (`unanswered`), as a real server drops it.
 */
class MailServer {
  accepted = [];
  unanswered = [];
  /** Messages held unanswered now. */
  waiting = [];
  delayMs = 0;
  /** Sets who sent a message: (clientPort, serverPort) → instance. */
  identify = () => null;
  #closed = new Set();
  #held = null;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const sender = this.identify(session.remotePort, this.port);
        let data = '';
        stream.setEncoding('latin1');
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => void this.#answer({ session, sender, data, to: session.envelope.rcptTo.map(({ address }) => address).join(','), subject: headerOf(data, 'Subject') }, callback));
      },
      onClose: (session) => this.#closed.add(session.id),
    });
    // A socket of a killed sender may end mid-command; that is its business, not a failure of the server.
    this.server.on('error', () => {});
  }

  async start() {
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = this.server.server.address().port;
    this.url = `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages from now on wait unanswered until release() (which answers them: 250, unless their sender is gone). */
  hold() {
    let release;
    this.#held = new Promise((resolve) => (release = resolve));
    return {
      release: () => {
        this.#held = null;
        release();
      },
    };
  }

  /** Whether the connection of `message` has closed. */
  closed(message) {
    return this.#closed.has(message.session.id);
  }

  /** The accepted messages to `to`. */
  to(to) {
    return this.accepted.filter((message) => message.to === to);
  }

  close() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  async #answer(message, callback) {
    if (this.#held) {
      this.waiting.push(message);
      await this.#held;
      this.waiting.splice(this.waiting.indexOf(message), 1);
    } else if (this.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    }
    if (this.closed(message)) {
      this.unanswered.push(message);
      return;
    }
    this.accepted.push({ ...message, at: Date.now() });
    callback();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The API, through the proxy.

/** A new donor account of blood group O+ through the API, logged in; available in `city` when given. */
async function donor(fleet, city) {
  const account = await newDonor(fleet.url, (id, count) => ({
    username: `donor${id}`,
    email: `donor${id}@example.com`,
    password: `secret-${id}`,
    mobile: `98${String(Date.now() % 1e6).padStart(6, '0')}${String(count % 100).padStart(2, '0')}`,
  }));
  if (city) await expectCall(fleet.url, 'PUT', '/api/user/availability', { status: 200, body: { available: true, city }, token: account.token });
  return account;
}

/**
 * The superAdmin the fleet seeded, logged in: its first login must set up a second factor (staff), done here as
 * the public site does it, with an authenticator app, which proves the session. Answers the access token.
 */
async function adminToken(fleet) {
  return (await adminSession(fleet.url, fleet.settings.ADMIN_EMAIL, fleet.settings.ADMIN_PASSWORD)).accessToken;
}

/** The status of `method` `path` through the proxy, or, when it was not answered, the error. */
async function statusOf(fleet, method, path, body) {
  const { status, error } = await call(fleet.url, method, path, { body });
  return error ? `${error.name}: ${error.message}` : status;
}

// ---------------------------------------------------------------------------------------------------------------
// The database.

/** A connection to the fleet's database (times in UTC, as the servers write them). */
function database(fleet) {
  return mysql.createConnection({ uri: fleet.settings.DATABASE_URL, timezone: 'Z' });
}

/** A moment as the servers store it (DATETIME(3), UTC). */
const sqlTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * An INSERT into outbox_emails of `kind` that waits (for the table lock), with the instance whose connection runs it:
 * { id (the database's thread), instance }, or null.
 */
async function blockedEmailInsert(db, fleet, kind) {
  const [rows] = await db.query("SELECT ID AS id, HOST AS host, INFO AS info FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND INFO LIKE 'INSERT INTO `outbox_emails`%'");
  const row = rows.find(({ info }) => info.includes(`'${kind}'`));
  if (!row) return null;
  const instance = instanceOwning(fleet, Number(row.host.split(':').at(-1)), Number(new URL(fleet.settings.DATABASE_URL).port || 3306));
  return instance && { id: row.id, instance };
}

/** Whether the database still runs thread `id` (a killed instance's, until the server notices and rolls it back). */
async function threadAlive(db, id) {
  const [rows] = await db.query('SELECT ID FROM information_schema.PROCESSLIST WHERE ID = ?', [id]);
  return rows.length > 0;
}

/**
 * Every message accepted at the SMTP server is one outbox row marked sent, and every sent row was accepted once: the
 * same multiset of (recipient, subject) on both sides.
 */
async function assertEachSentRowDeliveredOnce(db, smtp) {
  const [rows] = await db.query("SELECT `to`, subject FROM outbox_emails WHERE status = 'sent'");
  const key = ({ to, subject }) => `${to} | ${subject}`;
  assert.deepEqual(smtp.accepted.map(key).sort(), rows.map(key).sort());
}

/** How many lines of `instance`'s output match `pattern`. */
const linesMatching = (instance, pattern) => instance.output.split('\n').filter((line) => pattern.test(line)).length;

// ---------------------------------------------------------------------------------------------------------------

/**
 * Holds every new email back (a write lock on outbox_emails), makes work due (`bringDue`), kills the instance whose
 * email of `kind` then waits on the lock, inside its transaction, and lets go once the database has rolled that
 * transaction back (it notices the dead connection when its statement can go on). Answers the killed instance.
 */
async function killWhileQueuing(fleet, db, kind, what, bringDue) {
  const lock = await database(fleet);
  try {
    await lock.query('LOCK TABLES outbox_emails WRITE');
    await bringDue();
    const blocked = await waitFor(() => blockedEmailInsert(db, fleet, kind), what, 90_000);
    blocked.instance.kill('SIGKILL');
    await blocked.instance.exited;
    await lock.query('UNLOCK TABLES');
    await waitFor(async () => !(await threadAlive(db, blocked.id)), "the killed instance's transaction to end");
    return blocked.instance;
  } finally {
    await lock.end();
  }
}

describe('jobs exactly once', { timeout: 300_000 }, () => {
  const smtp = new MailServer();
  let fleet;
  let db;
  /** The superAdmin's access token (its login sets up its authenticator app: once). */
  let admin;

  before(async () => {
    await smtp.start();
    fleet = await startFleet({
      instances: 3,
      env: {
        SMTP_URL: smtp.url,
        // Many accounts from one address (the proxy's): the limits are the other test's subject.
        RATE_LIMITS: 'false',
        // Waves of 3 donors, the next one an hour later (the test makes it due); reminders an hour before, looked
        // for every minute by each instance.
        MATCH_WAVE_SIZE: '3',
        MATCH_WAVE_MINUTES: '60',
        REMINDER_HOURS: '1',
        REMINDER_SWEEP_MINUTES: '1',
      },
    });
    smtp.identify = (clientPort, serverPort) => instanceOwning(fleet, clientPort, serverPort);
    db = await database(fleet);
  });

  after(async () => {
    await db?.end();
    await fleet?.stop();
    await smtp.close();
  });

  test('the outbox: each email once with three instances claiming, and once when its claimer is killed mid-send', async (t) => {
    // 30 newsletter sign-ups through the proxy, 10 at a time: each instance queues some and wakes its own worker;
    // a slow mail server (100 ms a message) keeps them claiming side by side.
    smtp.delayMs = 100;
    const addresses = Array.from({ length: 30 }, (_, n) => `reader${n}-${randomBytes(3).toString('hex')}@example.com`);
    for (let n = 0; n < addresses.length; n += 10) {
      await Promise.all(addresses.slice(n, n + 10).map((email) => expectCall(fleet.url, 'POST', '/api/newsletter/subscribe', { status: 200, body: { email } })));
    }
    await waitFor(() => addresses.every((to) => smtp.to(to).length > 0), 'every welcome email to be accepted');
    smtp.delayMs = 0;
    for (const to of addresses) assert.equal(smtp.to(to).length, 1, `${to}: accepted ${smtp.to(to).length} times`);
    const [welcomes] = await db.query("SELECT status, attempts FROM outbox_emails WHERE kind = 'newsletter-welcome'");
    assert.deepEqual(welcomes, addresses.map(() => ({ status: 'sent', attempts: 1 })));
    const senders = new Set(addresses.map((to) => smtp.to(to)[0].sender?.name));
    t.diagnostic(`30 welcome emails sent by ${[...senders].join(', ')}`);
    assert.ok(!senders.has(undefined), 'a message whose sender was not found');
    assert.ok(senders.size >= 2, `only ${[...senders]} sent`);

    // One more, held unanswered by the mail server: its claimer is in the middle of sending it.
    const hold = smtp.hold();
    const to = `held-${randomBytes(3).toString('hex')}@example.com`;
    await expectCall(fleet.url, 'POST', '/api/newsletter/subscribe', { status: 200, body: { email: to } });
    const held = await waitFor(() => smtp.waiting.find((message) => message.to === to), 'the held message to arrive');
    const claimer = held.sender;
    assert.ok(claimer, 'the sender of the held message');
    const [[row]] = await db.query('SELECT id, status, attempts, claimedUntil FROM outbox_emails WHERE `to` = ?', [to]);
    assert.equal(row.status, 'sending');
    assert.equal(row.attempts, 1);
    // A live claimer's lease outlasts any one send (5 minutes against the SMTP timeouts).
    assert.ok(row.claimedUntil.getTime() > Date.now() + 60_000, `claimed until ${row.claimedUntil.toISOString()}`);

    claimer.kill('SIGKILL');
    await claimer.exited;
    await waitFor(() => smtp.closed(held), 'the mail server to see the killed sender go');
    hold.release();
    await waitFor(() => smtp.unanswered.includes(held), 'the held message to be dropped unanswered');
    assert.equal(smtp.to(to).length, 0);

    // Its lease runs out (moved to the past: 5 minutes is too long a wait) and another instance sends it.
    await db.query('UPDATE outbox_emails SET claimedUntil = ? WHERE id = ? AND claimedUntil = ?', [sqlTime(new Date(Date.now() - 1000)), row.id, sqlTime(row.claimedUntil)]);
    const [delivered] = await waitFor(() => smtp.to(to).length > 0 && smtp.to(to), 'another instance to send the held email');
    assert.ok(delivered.sender && delivered.sender !== claimer, `sent by ${delivered.sender?.name}, the killed claimer was ${claimer.name}`);
    await waitFor(async () => (await db.query('SELECT status FROM outbox_emails WHERE id = ?', [row.id]))[0][0].status === 'sent', 'the row to be marked sent');
    const [[sent]] = await db.query('SELECT status, attempts, claimedUntil FROM outbox_emails WHERE id = ?', [row.id]);
    assert.deepEqual(sent, { status: 'sent', attempts: 2, claimedUntil: null });
    assert.match(delivered.sender.output, new RegExp(`Outbox email ${row.id} sent \\(attempt 2\\)`));
    assert.doesNotMatch(claimer.output, new RegExp(`Outbox email ${row.id} sent`));
    assert.equal(smtp.to(to).length, 1);
    t.diagnostic(`held email ${row.id}: ${claimer.name} (pid ${claimer.pid}) killed mid-send, sent by ${delivered.sender.name} at attempt 2`);

    await fleet.restart(fleet.instances.indexOf(claimer));
    await assertEachSentRowDeliveredOnce(db, smtp);
  });

  test('donor-ask waves: each donor asked and emailed once, also when the instance running a wave is killed in it', async (t) => {
    const city = `Fleetville${randomBytes(3).toString('hex')}`;
    admin ??= await adminToken(fleet);
    const [requester, ...donors] = await Promise.all([donor(fleet), ...Array.from({ length: 6 }, () => donor(fleet, city))]);
    const request = { name: 'Ravi Kumar', email: 'ravi@example.com', bloodGroup: 'A+', units: 6, mobile: '+91 9876543210', gender: 'Male', age: 40, disease: '', status: false, city, hospital: 'Ruby Hall', urgent: true };
    const { id } = await expectCall(fleet.url, 'POST', '/api/blood-requests', { status: 201, body: request, token: requester.token });
    const subject = `Urgent: a patient in ${city} needs A+ blood`;
    const asked = async () => (await db.query('SELECT userId FROM donor_asks WHERE bloodRequestId = ?', [id]))[0].length;
    const emailed = () => donors.filter(({ email }) => smtp.to(email).some((message) => message.subject === subject)).length;

    // The approval starts the search: its first wave asks 3 of the 6 donors, once, whichever instances look.
    await expectCall(fleet.url, 'PUT', `/api/blood-requests/${id}/approve`, { status: 200, token: admin });
    await waitFor(async () => (await asked()) === 3 && emailed() === 3, 'the first wave to ask and email 3 donors');
    const [[job]] = await db.query('SELECT id, dueAt FROM match_wave_jobs WHERE bloodRequestId = ?', [id]);
    assert.ok(job.dueAt.getTime() > Date.now() + 30 * 60_000, 'the next wave is due an hour later');

    // The next wave, made due while a table lock holds every new email: its claimer stops at the first one, inside
    // the wave's transaction (asks inserted, not committed), and is killed there.
    const waveLine = new RegExp(`Blood request ${id}: wave asked 3 donors`);
    const wavesBefore = new Map(fleet.instances.map((instance) => [instance, linesMatching(instance, waveLine)]));
    const killed = await killWhileQueuing(fleet, db, 'donor-ask', "a wave's claimer to reach its first email", () =>
      db.query('UPDATE match_wave_jobs SET dueAt = ? WHERE id = ?', [sqlTime(new Date(Date.now() - 1000)), job.id]),
    );
    assert.equal(await asked(), 3, 'asks of the killed wave were kept');
    const [[claimed]] = await db.query('SELECT attempts, claimedUntil FROM match_wave_jobs WHERE id = ?', [job.id]);
    assert.equal(claimed.attempts, 1);
    assert.ok(claimed.claimedUntil.getTime() > Date.now() + 60_000, 'the dead claim holds its lease');

    // Its lease runs out (moved to the past) and another instance runs the wave: the other 3 donors, once each.
    await db.query('UPDATE match_wave_jobs SET claimedUntil = ? WHERE id = ? AND claimedUntil = ?', [sqlTime(new Date(Date.now() - 1000)), job.id, sqlTime(claimed.claimedUntil)]);
    await waitFor(async () => (await asked()) === 6 && emailed() === 6, 'another instance to run the wave', 60_000);
    const [asks] = await db.query('SELECT userId FROM donor_asks WHERE bloodRequestId = ?', [id]);
    assert.equal(new Set(asks.map(({ userId }) => userId)).size, 6);
    for (const { email } of donors) assert.equal(smtp.to(email).filter((message) => message.subject === subject).length, 1, `${email} asked more than once`);
    const ran = fleet.instances.filter((instance) => linesMatching(instance, waveLine) > (wavesBefore.get(instance) ?? 0));
    assert.equal(ran.length, 1, `the wave ran on ${ran.map(({ name }) => name)}`);
    assert.ok(ran[0] !== killed && ran[0].running, `${killed.name} was killed`);
    t.diagnostic(`wave of request ${id}: ${killed.name} (pid ${killed.pid}) killed in it, run again by ${ran.map(({ name }) => name).join(', ')}`);

    await fleet.restart(fleet.instances.indexOf(killed));
    await assertEachSentRowDeliveredOnce(db, smtp);
  });

  test('appointment reminders: each sent once, also when the instance sweeping them is killed in its sweep', async (t) => {
    admin ??= await adminToken(fleet);
    // A drive 3 to 4 hours ahead (reminders go 1 hour before), three donors booked into its first slot.
    const start = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000);
    const drive = await expectCall(fleet.url, 'POST', '/api/events', { status: 201, body: { name: 'Fleet drive', location: 'Hall', dateTime: start.toISOString(), organizer: 'Org' }, token: admin });
    const session = { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), slotMinutes: 15, chairs: 3 };
    await expectCall(fleet.url, 'PUT', `/api/admin/events/${drive.id}/drive`, { status: 200, body: { sessions: [session] }, token: admin });
    const donors = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const booking = await donor(fleet);
        await expectCall(fleet.url, 'POST', `/api/drives/${drive.id}/appointments`, { status: 201, body: { slotStart: start.toISOString() }, token: booking.token });
        return booking;
      }),
    );
    const subjects = (email) => smtp.to(email).map((message) => message.subject);
    await waitFor(() => donors.every(({ email }) => subjects(email).length === 1), 'the confirmations');
    for (const { email } of donors) assert.deepEqual(subjects(email), [APPOINTMENT_EMAILS.confirmedSubject]);

    // The appointments are moved to half an hour from now while a table lock holds every new email: the first sweep
    // to find them (any instance's, each looks every minute) marks them reminded and stops at the first reminder,
    // inside its transaction, and is killed there.
    const sweepLine = /Queued \d+ appointment reminder/;
    const sweepsBefore = new Map(fleet.instances.map((instance) => [instance, linesMatching(instance, sweepLine)]));
    const soon = Date.now() + 30 * 60_000;
    const killed = await killWhileQueuing(fleet, db, 'appointment', 'a sweep to reach its first reminder', () =>
      db.query('UPDATE appointments SET start = ?, end = ? WHERE eventId = ?', [sqlTime(new Date(soon)), sqlTime(new Date(soon + 15 * 60_000)), drive.id]),
    );
    const [marked] = await db.query('SELECT remindedAt FROM appointments WHERE eventId = ?', [drive.id]);
    assert.deepEqual(marked, donors.map(() => ({ remindedAt: null })), 'the killed sweep kept its marks');

    // The next sweep, of another instance or of the killed one started again, reminds each donor once.
    await fleet.restart(fleet.instances.indexOf(killed));
    await waitFor(() => donors.every(({ email }) => subjects(email).length === 2), 'the reminders', 90_000);
    for (const { email } of donors) assert.deepEqual(subjects(email), [APPOINTMENT_EMAILS.confirmedSubject, APPOINTMENT_EMAILS.reminderSubject]);
    const [reminded] = await db.query('SELECT remindedAt FROM appointments WHERE eventId = ?', [drive.id]);
    assert.ok(reminded.every(({ remindedAt }) => remindedAt !== null));
    const swept = fleet.instances.filter((instance) => linesMatching(instance, sweepLine) > (sweepsBefore.get(instance) ?? 0));
    assert.equal(linesMatching(killed, sweepLine), sweepsBefore.get(killed));
    t.diagnostic(`reminders of drive ${drive.id}: ${killed.name} (pid ${killed.pid}) killed in its sweep, sent after the sweep of ${swept.map(({ name, pid }) => `${name} (pid ${pid})`).join(', ')}`);
    await assertEachSentRowDeliveredOnce(db, smtp);
    assert.deepEqual(smtp.unanswered.map(({ to }) => to).filter((to) => !to.startsWith('held-')), []);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// A Redis of this test's own, to stop and start again on its port.

/** Whether a Redis answers PING on `port` of 127.0.0.1. */
function pongs(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/** redis-server on `port` of 127.0.0.1, keeping nothing on disk, once it answers; kill() ends it at once (SIGKILL). */
async function redisServer(port) {
  const child = spawn(findProgram('redis-server'), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return exited;
  };
  process.once('exit', kill);
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode}`);
    return pongs(port);
  }, `redis-server on port ${port}`, 30_000);
  return {
    async kill() {
      await kill();
      process.removeListener('exit', kill);
    },
  };
}

/** The keys of the Redis database at `url`. */
async function redisKeys(url) {
  const client = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    return await client.keys('*');
  } finally {
    client.disconnect();
  }
}

/** A wrong-password login of an unknown address, sent straight to `instance` as if from `clientAddress`: its status. */
async function loginFrom(instance, clientAddress) {
  const response = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    // TRUST_PROXY: the instance takes the client's address from the header, as the proxy sets it.
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({ email: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'not-the-password' }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** POST /api/auth/login's limit: calls a minute per address (docs/operations.md). */
const LOGINS_A_MINUTE = 10;

test('Redis down for 10 s: every request answered, each instance counts alone and says so once, and uses Redis again once it is back', { timeout: 240_000 }, async (t) => {
  const port = await freePort();
  let redis = await redisServer(port);
  let fleet;
  t.after(async () => {
    await fleet?.stop();
    await redis.kill();
  });
  fleet = await startFleet({ instances: 3, redisUrl: `redis://127.0.0.1:${port}`, env: { RATE_LIMITS: 'true' } });
  const redisUrl = fleet.settings.REDIS_URL;
  const fallback = /"context":"Redis","msg":"Redis unavailable/;
  const recovery = /"context":"Redis","msg":"Redis available again/;
  const account = await donor(fleet);
  assert.ok((await redisKeys(redisUrl)).some((key) => key.endsWith(':hits')), 'the counters live in Redis');

  // Requests through the proxy, four at a time, until told to stop: public reads, a right and a wrong login.
  const answers = [];
  let flowing = true;
  const traffic = (async () => {
    while (flowing) {
      const calls = [
        statusOf(fleet, 'GET', '/api/need-board'),
        statusOf(fleet, 'GET', '/api/events/all'),
        statusOf(fleet, 'POST', '/api/auth/login', { email: account.email, password: account.password }),
        statusOf(fleet, 'POST', '/api/auth/login', { email: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'not-the-password' }),
      ];
      for (const status of await Promise.all(calls)) {
        answers.push({ at: Date.now(), status });
      }
    }
  })();

  try {
    await waitFor(() => answers.length >= 8, 'requests to flow');
    await redis.kill();
    const downAt = Date.now();
    await waitFor(() => fleet.instances.every((instance) => linesMatching(instance, fallback) > 0), 'each instance to log that Redis is away', 30_000);

    // Meanwhile each instance counts on its own: one address's logins, straight to app1, reach the limit there…
    const [first, second] = fleet.instances;
    const address = '198.51.100.23';
    const statuses = [];
    for (let n = 0; n <= LOGINS_A_MINUTE; n += 1) statuses.push(await loginFrom(first, address));
    assert.deepEqual(statuses, [...Array(LOGINS_A_MINUTE).fill(401), 429]);
    // … and app2 has counted none of them.
    assert.equal(await loginFrom(second, address), 401);

    // The outage lasts 10 s; then Redis is back, empty, on its port.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, downAt + 10_000 - Date.now())));
    redis = await redisServer(port);
    const upAt = Date.now();
    await waitFor(() => fleet.instances.every((instance) => linesMatching(instance, recovery) > 0), 'each instance to log that Redis is back', 30_000);
    await waitFor(() => answers.filter(({ at }) => at > upAt).length >= 8, 'requests after the outage');
    flowing = false;
    await traffic;

    const during = answers.filter(({ at }) => at > downAt && at < upAt);
    t.diagnostic(`${answers.length} requests through the proxy, ${during.length} while Redis was down (${Math.round((upAt - downAt) / 1000)} s): ${[...new Set(answers.map(({ status }) => status))].join(', ')}`);
    assert.ok(during.length >= 20, `${during.length} requests while Redis was down`);
    const failed = answers.filter(({ status }) => typeof status !== 'number' || status >= 500);
    assert.deepEqual(failed, [], 'requests not answered, or answered 5xx');
    for (const instance of fleet.instances) {
      assert.equal(linesMatching(instance, fallback), 1, `${instance.name} logged the outage ${linesMatching(instance, fallback)} times`);
      assert.equal(linesMatching(instance, recovery), 1, `${instance.name} logged the return ${linesMatching(instance, recovery)} times`);
      assert.equal(linesMatching(instance, /Rate limit not checked/), 0, `${instance.name} let requests through unchecked`);
    }

    // The instances count in Redis together again: one address's logins spread over all three reach the limit once
    // they add up to it, and the counters are in Redis (the per-address hits, the per-account failures).
    const spread = [];
    for (let n = 0; n <= LOGINS_A_MINUTE; n += 1) spread.push(await loginFrom(fleet.instances[n % fleet.instances.length], '198.51.100.24'));
    assert.deepEqual(spread, [...Array(LOGINS_A_MINUTE).fill(401), 429]);
    const keys = await redisKeys(redisUrl);
    assert.ok(keys.some((key) => key.endsWith(':hits')), `no per-address counter in Redis: ${keys}`);
    assert.ok(keys.some((key) => key.startsWith('login-failures:')), `no per-account counter in Redis: ${keys}`);
  } finally {
    flowing = false;
    await traffic;
  }
});
