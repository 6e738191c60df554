import { TEAMS } from '@blood-donation/domain';
import { INVALID_UUID_MESSAGE } from '../src/validation/uuid-param';
import request from 'supertest';
import { BoardMemberPhoto } from '../src/board-members/board-member.entities';
import { BOARD_MEMBER_MESSAGES as M, PHOTO_MAX_BYTES } from '../src/board-members/board-members.messages';
import { boardMemberBody, PNG_1X1 } from './support/board-member-flows';
import { startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-ish body bytes')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('board members', () => {
  let ctx: Awaited<ReturnType<typeof startWithAccounts>>;
  let server: TestServer;

  beforeAll(async () => {
    ctx = await startWithAccounts();
    server = ctx.server;
  });
  afterAll(() => server.close());

  const admin = () => request(server.url);
  const bearer = () => ctx.admin.accessToken;
  const create = (body: object) => admin().post('/api/admin/board-members').auth(bearer(), { type: 'bearer' }).send(body);
  const update = (id: string, body: object) => admin().put(`/api/admin/board-members/${id}`).auth(bearer(), { type: 'bearer' }).send(body);
  const remove = (id: string) => admin().delete(`/api/admin/board-members/${id}`).auth(bearer(), { type: 'bearer' });
  const upload = (id: string) => admin().put(`/api/admin/board-members/${id}/photo`).auth(bearer(), { type: 'bearer' });
  const list = async () => (await request(server.url).get('/api/board-members').expect(200)).body as { _id: string; full_name: string; photoUrl: string | null }[];
  const newMember = async (overrides: Record<string, unknown> = {}) => (await create(boardMemberBody(overrides)).expect(201)).body as { _id: string };

  it('creates, lists oldest first, updates and deletes, answering exact records', async () => {
    const first = await create(boardMemberBody({ full_name: '  First  ', teams: ['design', 'open-source', 'design'] })).expect(201);
    expect(first.body).toEqual({ ...boardMemberBody({ full_name: 'First' }), _id: expect.stringMatching(/^[0-9a-f-]{36}$/), photoUrl: null });
    const second = await newMember({ full_name: 'Second', linkedin_url: '', twitter_url: undefined, github_url: ' ' });
    expect(second).toMatchObject({ linkedin_url: null, twitter_url: null, github_url: null });
    const names = (await list()).filter(({ _id }) => [first.body._id, second._id].includes(_id)).map(({ full_name }) => full_name);
    expect(names).toEqual(['First', 'Second']);

    const updated = await update(first.body._id, boardMemberBody({ full_name: 'First Renamed', teams: ['social'], twitter_url: 'http://x.com/first' })).expect(200);
    expect(updated.body).toEqual({ ...boardMemberBody({ full_name: 'First Renamed', teams: ['social'], twitter_url: 'http://x.com/first' }), _id: first.body._id, photoUrl: null });
    expect((await list()).find(({ _id }) => _id === first.body._id)).toEqual(updated.body);

    expect((await remove(first.body._id).expect(200)).body).toEqual({ message: 'Board member deleted successfully.' });
    expect((await list()).map(({ _id }) => _id)).not.toContain(first.body._id);
    await remove(first.body._id).expect(404);
  });

  it('reports every missing field at once', async () => {
    expectValidationFailure((await create({}).expect(400)).body, {
      full_name: [M.fullNameRequired],
      description: [M.descriptionRequired],
      teams: [M.teamsRequired],
    });
  });

  it.each([
    ['full_name', ' ', M.fullNameRequired],
    ['full_name', 'x'.repeat(101), M.fullNameTooLong],
    ['description', 'x'.repeat(2001), M.descriptionTooLong],
    ['linkedin_url', 'linkedin.com/in/priya', M.urlInvalid],
    ['twitter_url', 'javascript:alert(1)', M.urlInvalid],
    ['github_url', 'ftp://github.com/priya', M.urlInvalid],
    ['github_url', `https://github.com/${'x'.repeat(500)}`, M.urlTooLong],
    ['linkedin_url', 42, M.urlInvalid],
    ['teams', [], M.teamsRequired],
    ['teams', 'design', M.teamsRequired],
    ['teams', ['design', 'marketing'], M.teamsInvalid],
  ])('%s %p is refused naming the field', async (field, value, message) => {
    expectValidationFailure((await create(boardMemberBody({ [field]: value })).expect(400)).body, { [field]: [message] });
  });

  it('accepts every team, refuses unknown fields, and checks ids', async () => {
    expect((await newMember({ teams: [...TEAMS] })) as object).toMatchObject({ teams: [...TEAMS] });
    expect((await create({ ...boardMemberBody(), role: 'admin' }).expect(400)).body.message).toContain('role');
    expectValidationFailure((await update('not-a-uuid', boardMemberBody()).expect(400)).body, { id: [INVALID_UUID_MESSAGE] });
    expectValidationFailure((await remove('123').expect(400)).body, { id: [INVALID_UUID_MESSAGE] });
    expectValidationFailure((await request(server.url).get('/api/board-members/x/photo').expect(400)).body, { id: [INVALID_UUID_MESSAGE] });
    expect((await update(UNKNOWN_ID, boardMemberBody()).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: M.notFound });
    await upload(UNKNOWN_ID).attach('photo', PNG_1X1, 'x.png').expect(404);
    await admin().delete(`/api/admin/board-members/${UNKNOWN_ID}/photo`).auth(bearer(), { type: 'bearer' }).expect(404);
    expect((await request(server.url).get(`/api/board-members/${UNKNOWN_ID}/photo`).expect(404)).body.message).toBe(M.notFound);
  });

  it.each([
    ['PNG', PNG_1X1, 'image/png', 'photo.jpg'],
    ['JPEG', JPEG, 'image/jpeg', 'photo.png'],
    ['WebP', WEBP, 'image/webp', 'photo'],
  ])('stores a %s photo and serves the same bytes with its type, cacheable', async (_kind, bytes, contentType, name) => {
    const { _id } = await newMember();
    const record = (await upload(_id).attach('photo', bytes, { filename: name, contentType: 'application/octet-stream' }).expect(200)).body;
    expect(record.photoUrl).toMatch(new RegExp(`^/api/board-members/${_id}/photo\\?v=\\d+$`));
    expect((await list()).find((member) => member._id === _id)?.photoUrl).toBe(record.photoUrl);
    const photo = await request(server.url).get(record.photoUrl).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(photo.headers['content-type']).toBe(contentType);
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(photo.body as Buffer, bytes)).toBe(0);
  });

  it('replaces a photo with a new URL and removes it on request', async () => {
    const { _id } = await newMember();
    const first = (await upload(_id).attach('photo', PNG_1X1, 'a.png').expect(200)).body.photoUrl;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await upload(_id).attach('photo', JPEG, 'b.jpg').expect(200)).body.photoUrl;
    expect(second).not.toBe(first);
    const removed = await admin().delete(`/api/admin/board-members/${_id}/photo`).auth(bearer(), { type: 'bearer' }).expect(200);
    expect(removed.body).toMatchObject({ _id, photoUrl: null });
    expect((await request(server.url).get(`/api/board-members/${_id}/photo`).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: M.photoNotFound });
  });

  it('refuses a photo just over 2 MB with 413', async () => {
    const { _id } = await newMember();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG_1X1.length)]);
    const response = await upload(_id).attach('photo', big, 'big.png').expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: M.photoTooLarge });
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(PHOTO_MAX_BYTES - PNG_1X1.length)]);
    await upload(_id).attach('photo', exact, 'exact.png').expect(200);
  });

  it.each([
    ['a text file named photo.png declared image/png', Buffer.from('hello, I am not an image'), 'photo.png', 'image/png'],
    ['a PDF renamed .jpg', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'photo.jpg', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'photo.webp', 'image/webp'],
    ['RIFF that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '), 'photo.webp', 'image/webp'],
  ])('refuses %s with 415, keeping no photo', async (_case, bytes, filename, contentType) => {
    const { _id } = await newMember();
    const response = await upload(_id).attach('photo', bytes, { filename, contentType }).expect(415);
    expect(response.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'The photo must be a JPEG, PNG or WebP image.' });
    expect((await list()).find((member) => member._id === _id)?.photoUrl).toBeNull();
  });

  it('answers 400 naming photo when the file is missing or in another field', async () => {
    const { _id } = await newMember();
    expectValidationFailure((await upload(_id).field('name', 'x').expect(400)).body, { photo: [M.photoRequired] });
    expectValidationFailure((await upload(_id).send({}).expect(400)).body, { photo: [M.photoRequired] });
    const other = await upload(_id).attach('image', PNG_1X1, 'x.png').expect(400);
    expect(Object.keys(other.body.errors)).toEqual(['photo']);
  });

  it('deletes the photo with its member', async () => {
    const { _id } = await newMember();
    await upload(_id).attach('photo', PNG_1X1, 'x.png').expect(200);
    const photos = server.dataSource.getRepository(BoardMemberPhoto);
    expect(await photos.countBy({ memberId: _id })).toBe(1);
    await remove(_id).expect(200);
    expect(await photos.countBy({ memberId: _id })).toBe(0);
    await request(server.url).get(`/api/board-members/${_id}/photo`).expect(404);
  });

  it('needs an admin to manage members and photos', async () => {
    const { _id } = await newMember();
    const user = ctx.alice.accessToken;
    await request(server.url).post('/api/admin/board-members').auth(user, { type: 'bearer' }).send(boardMemberBody()).expect(403);
    await request(server.url).put(`/api/admin/board-members/${_id}/photo`).auth(user, { type: 'bearer' }).attach('photo', PNG_1X1, 'x.png').expect(403);
    await request(server.url).delete(`/api/admin/board-members/${_id}`).expect(401);
  });
});
