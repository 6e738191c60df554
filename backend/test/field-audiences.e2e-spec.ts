import { type Audience, PERSONAL_RECORDS, type PersonalField, type PersonalRecordName } from '@blood-donation/domain';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { OPENAPI_FILE } from '../src/openapi/openapi-file';
import type { Account } from './support/accounts';
import { type Seeded, seedStranger, STRANGER } from './support/stranger';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Every personal field has one audience (domain/src/privacy/personal-fields.ts, docs/privacy.md), and the server
 * keeps to it: every GET endpoint of the OpenAPI document, called by every kind of caller, answers no field of the
 * stranger's records outside the caller's audience — (a) by name, in any object that shows it is about the stranger,
 * and (b) by value, wherever it is in the answer (which catches a field leaking under another name).
 */

/** A kind of caller: the audiences they belong to as far as the stranger's records go, and their login. */
interface Identity {
  name: string;
  audiences: readonly Audience[];
  account?: (seeded: Seeded) => Account;
  /** Values of its audience no answer holds ("record.field"), or 'all': the check that answers do show them skips those. */
  notAnswered?: readonly string[] | 'all';
}

const IDENTITIES: Identity[] = [
  { name: 'anonymous', audiences: ['everyone'] },
  { name: 'user asked about the stranger’s request who said no', audiences: ['everyone', 'asked'], account: (seeded) => seeded.user },
  { name: 'volunteer', audiences: ['everyone'], account: (seeded) => seeded.volunteer },
  { name: 'donor and requester matched with the stranger', audiences: ['everyone', 'asked', 'matched'], account: (seeded) => seeded.matched },
  // Sees the stranger's username among the members of the team it owns.
  { name: 'owner of a team the stranger is in', audiences: ['everyone', 'teamOwner'], account: (seeded) => seeded.teamOwner },
  { name: 'moderator', audiences: ['everyone', 'moderator'], account: (seeded) => seeded.moderator },
  { name: 'admin', audiences: ['everyone', 'admin'], account: (seeded) => seeded.admin },
  { name: 'superAdmin', audiences: ['everyone', 'superAdmin'], account: (seeded) => seeded.superAdmin },
  // The reply to a contact message reaches its sender by email only.
  { name: 'the stranger', audiences: ['everyone', 'self'], account: (seeded) => seeded.stranger, notAnswered: ['contactMessage.reply'] },
];

/** The id each GET path with a parameter is called with: one of the stranger's records where there is one. */
const PATH_IDS: Record<string, (ids: Seeded['ids']) => string | number> = {
  '/api/admin/users/{id}': (ids) => ids.account,
  '/api/admin/bloodRequests/{id}': (ids) => ids.bloodRequest,
  // The request the stranger is a candidate for (available in its city, of a suitable group) and said yes to.
  '/api/admin/bloodRequests/{id}/matches': (ids) => ids.matchedRequest,
  '/api/admin/donorlist/{id}': (ids) => ids.donation,
  '/api/admin/donations/{id}/journey': (ids) => ids.donation,
  '/api/admin/volunteers/{id}': (ids) => ids.volunteerSignUp,
  '/api/admin/contacts/{id}': (ids) => ids.contact,
  '/api/admin/events/{id}': (ids) => ids.event,
  '/api/admin/board-members/{id}': (ids) => ids.boardMember,
  '/api/admin/teams/{id}': (ids) => ids.boardMember,
  // The first entry: the login of the first account the seeding signed in.
  '/api/admin/audit-log/{id}': () => 1,
  '/api/board-members/{id}/photo': (ids) => ids.boardMember,
  // A plain event: its slots answer 404 (a drive's slots are free places only, no one's).
  '/api/drives/{id}/slots': (ids) => ids.event,
  // An appointment email's link: its token is its donor's key (only their email holds it); a guessed one answers 404.
  '/api/appointments/by-token/{token}': () => 'not-a-token',
  // Likewise: a drive's waitlist answers a count only.
  '/api/drives/{id}/waitlist': (ids) => ids.event,
  // No id: an unknown offer link answers 410 (a live one shows a drive's name and time, no one's).
  '/api/waitlist-offers/{token}': () => '',
  // The stranger books no drive: a plain event answers 404 (test/drive-figures.e2e-spec.ts checks the CSV's columns).
  '/api/admin/events/{id}/appointments/export.csv': (ids) => ids.event,
  // A plain event: the desk's list and a drive's figures answer 404 (the drive desk's own test covers what they show).
  '/api/drive-desk/{driveId}/appointments': (ids) => ids.event,
  '/api/admin/drives/{id}/figures': (ids) => ids.event,
  // A plain event: the desk's lookup by donor card answers 404 or 400 (test/donor-card.e2e-spec.ts covers what it shows).
  '/api/drive-desk/{driveId}/lookup': (ids) => ids.event,
  // The team the stranger joined: its page shows counts, and the usernames of shown members only (the stranger is not).
  '/api/teams/{slug}': (ids) => ids.team,
};

const GET_PATHS = Object.entries(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')).paths as Record<string, object>)
  .filter(([, operations]) => 'get' in operations)
  .map(([path]) => path);

/** One personal value of the stranger: the field (of the domain source) that holds it. */
interface Planted {
  record: PersonalRecordName;
  field: PersonalField;
  value: string;
}

function fieldOf(record: PersonalRecordName, name: string): PersonalField {
  const field = PERSONAL_RECORDS[record].fields.find(({ names }) => names[0] === name);
  if (!field) throw new Error(`${record}.${name} is not a personal field of domain/src/privacy/personal-fields.ts`);
  return field;
}

/** The stranger's donor card codes (GET /api/user/donor-card answers the same card again while it runs). */
interface CardCodes {
  token: string;
  shortCode: string;
}

function plantedValues(seeded: Seeded, card: CardCodes): Planted[] {
  const planted = Object.entries(STRANGER).flatMap(([record, values]) =>
    Object.entries(values).map(([name, value]) => ({ record: record as PersonalRecordName, field: fieldOf(record as PersonalRecordName, name), value })),
  );
  const password = fieldOf('account', 'password');
  const token = fieldOf('passwordReset', 'token');
  // One day kept twice: the stranger's own eligibility, and each of their donations on the admin's donor list.
  const nextEligible = (['availability', 'donation'] as const).map((record) => ({ record, field: fieldOf(record, 'nextEligibleDate'), value: seeded.nextEligibleDate }));
  const cardCodes = fieldOf('donorCard', 'token');
  const cardValues = [card.token, card.shortCode].map((value) => ({ record: 'donorCard' as const, field: cardCodes, value }));
  const passkeyKeys = [
    { record: 'passkey' as const, field: fieldOf('passkey', 'credentialId'), value: seeded.hidden.passkeyCredentialId },
    { record: 'passkey' as const, field: fieldOf('passkey', 'publicKey'), value: seeded.hidden.passkeyPublicKey },
  ];
  return [...planted, { record: 'account', field: password, value: seeded.hidden.passwordHash }, { record: 'passwordReset', field: token, value: seeded.hidden.resetToken }, ...nextEligible, ...cardValues, ...passkeyKeys];
}

const sees = (identity: Identity, field: PersonalField) => field.audience.some((audience) => identity.audiences.includes(audience));

/** One cell of a CSV file (RFC 4180: quoted, with doubled quotes, or plain) and what ends it. */
const CSV_CELL = /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/g;

/** A CSV export's rows as objects keyed by its header. */
function csvRows(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const [, quoted, plain, end] of text.matchAll(CSV_CELL)) {
    row.push(quoted?.replaceAll('""', '"') ?? plain);
    if (end === ',') continue;
    rows.push(row);
    row = [];
    if (end === '') break;
  }
  const [header = [], ...body] = rows.filter((cells) => cells.some((cell) => cell !== ''));
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** Every object in a JSON value, nested ones included. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value === null || typeof value !== 'object') return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)];
}

/** A CSV cell that starts with a formula character is written with a leading apostrophe. */
const cellValue = (value: unknown) => (typeof value === 'string' ? value.replace(/^'/, '') : value);

describe('field audiences: no answer holds a personal field outside its audience', () => {
  let server: TestServer;
  let seeded: Seeded;
  let planted: Planted[];

  beforeAll(async () => {
    server = await startTestServer();
    seeded = await seedStranger(server);
    const card = (await get('/api/user/donor-card', seeded.stranger).expect(200)).body as CardCodes;
    planted = plantedValues(seeded, card);
  });
  afterAll(() => server.close());

  const get = (url: string, account?: Account) => {
    const pending = request(server.url).get(url).buffer(true);
    return account ? pending.auth(account.accessToken, { type: 'bearer' }) : pending;
  };
  const call = (path: string, identity: Identity) => get(path.replace(/\{(id|token|driveId|slug)\}/, () => String(PATH_IDS[path](seeded.ids))), identity.account?.(seeded));

  /** The answer's objects: JSON as it is, a CSV export row by row, nothing of anything else (an image). */
  const objectsOf = (response: request.Response): Record<string, unknown>[] => {
    const type = String(response.headers['content-type'] ?? '');
    if (type.startsWith('application/json')) return objectsIn(response.body);
    if (type.startsWith('text/csv')) return csvRows(response.text);
    return [];
  };

  it('calls every GET endpoint of the OpenAPI document, with an id for each that takes one', () => {
    expect(GET_PATHS.filter((path) => path.includes('{') && !PATH_IDS[path])).toEqual([]);
    expect(Object.keys(PATH_IDS).filter((path) => !GET_PATHS.includes(path))).toEqual([]);
  });

  it('plants values that are each found nowhere else (none holds another)', () => {
    const clashes = planted.filter((one) => planted.some((other) => other.value !== one.value && other.value.includes(one.value)));
    expect(clashes.map(({ record, field }) => `${record}.${field.names[0]}`)).toEqual([]);
  });

  it('brokers contacts only after a yes: each side sees the other’s name and mobile once the donor said yes, and nothing after a no', async () => {
    const { matched, user, ids } = seeded;
    const helpers = async (who: Account) => ((await get('/api/user-blood-requests', who)).body as { helpers?: object[] }[]).flatMap((row) => row.helpers ?? []);
    expect(await helpers(matched)).toEqual([{ name: STRANGER.account.username, mobile: STRANGER.account.mobile }]);
    expect(await helpers(user)).toEqual([]);
    const requesters = async (who: Account) =>
      ((await get('/api/user/asks', who)).body as { requestId: number; requester: object | null }[]).filter((ask) => ask.requestId === ids.bloodRequest).map((ask) => ask.requester);
    expect(await requesters(matched)).toEqual([{ name: STRANGER.bloodRequest.name, mobile: STRANGER.bloodRequest.mobile }]);
    expect(await requesters(user)).toEqual([null]);
  });

  it.each(IDENTITIES.filter(({ notAnswered }) => notAnswered !== 'all'))('shows $name every planted value of its audience in some answer (the checks are not vacuous)', async (identity) => {
    const answers = (await Promise.all(GET_PATHS.map(async (path) => (await call(path, identity)).text ?? ''))).join('\n');
    const skipped = identity.notAnswered === 'all' ? [] : (identity.notAnswered ?? []);
    const missing = planted.filter(({ field }) => sees(identity, field)).map(({ record, field, value }) => ({ name: `${record}.${field.names[0]}`, value }));
    expect(missing.filter(({ name, value }) => !skipped.includes(name) && !answers.includes(value)).map(({ name }) => name)).toEqual([]);
  });

  describe.each(IDENTITIES)('$name', (identity) => {
    it.each(GET_PATHS)('GET %s', async (path) => {
      const response = await call(path, identity);
      const text = response.text ?? '';
      const problems: string[] = [];

      // (b) By value: a value the caller may not see, unless the same value is also one they may (one address kept twice).
      for (const { record, field, value } of planted) {
        const allowed = planted.some((other) => other.value === value && sees(identity, other.field));
        if (!allowed && text.includes(value)) problems.push(`holds ${record}.${field.names[0]} (by value)`);
      }

      // (a) By name: in an object showing one of the stranger's records (it holds one of its values), every key
      // that is a field of such a record must be one the caller may see (in one of them, when a value is kept twice).
      for (const object of objectsOf(response)) {
        const values = new Set(Object.values(object).map(cellValue));
        const records = new Set(planted.filter(({ value }) => values.has(value)).map(({ record }) => record));
        for (const key of Object.keys(object)) {
          const fields = [...records].flatMap((record) => PERSONAL_RECORDS[record].fields.filter(({ names }) => (names as readonly string[]).includes(key)).map((field) => ({ record, field })));
          if (fields.length > 0 && !fields.some(({ field }) => sees(identity, field))) problems.push(`holds ${fields.map(({ record, field }) => `${record}.${field.names[0]}`).join(' or ')} as "${key}"`);
        }
      }
      expect({ status: response.status, problems }).toEqual({ status: response.status, problems: [] });
    });
  });
});
