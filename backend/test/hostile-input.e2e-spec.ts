import { Logger } from '@nestjs/common';
import request from 'supertest';
import { JSON_MAX_DEPTH } from '../src/errors/body-parser-errors';
import { login, newDonor, register } from './support/accounts';
import { startTestServer, TestServer } from './support/test-server';

describe('hostile input', () => {
  let server: TestServer;
  const register400 = async (body: object) => (await request(server.url).post('/api/user/register').send(body).expect(400)).body;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 400 to malformed JSON, in the error shape', async () => {
    const response = await request(server.url)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.co", "password": ')
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed JSON body' });
  });

  it('answers 413 to a body over 100 kB', async () => {
    const response = await request(server.url)
      .post('/api/user/register')
      .send(newDonor({ username: 'x'.repeat(110 * 1024) }))
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is larger than 100 kB' });
  });

  it('answers 400 to JSON nested deeper than the limit, however deep, and takes the deepest allowed', async () => {
    for (const depth of [JSON_MAX_DEPTH + 1, 14_000]) {
      const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const response = await request(server.url).post('/api/user/register').set('Content-Type', 'application/json').send(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: `JSON body nested deeper than ${JSON_MAX_DEPTH} levels` });
    }
    // Brackets inside strings do not count.
    const inText = JSON.stringify({ username: '['.repeat(100), email: 'x' });
    const text = await request(server.url).post('/api/user/register').set('Content-Type', 'application/json').send(inText).expect(400);
    expect(text.body.errors).toHaveProperty('username');
    const nested = `{"a":${'['.repeat(JSON_MAX_DEPTH - 1)}${']'.repeat(JSON_MAX_DEPTH - 1)}}`;
    const allowed = await request(server.url).post('/api/user/register').set('Content-Type', 'application/json').send(nested).expect(400);
    expect(allowed.body.errors).toHaveProperty('a');
  });

  it.each(['gzip', 'br', 'deflate', 'x-unknown'])('answers 415 to a body sent with Content-Encoding: %s', async (encoding) => {
    const response = await request(server.url)
      .post('/api/user/register')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .send(JSON.stringify({ username: 'someone' }))
      .expect(415);
    expect(response.body).toMatchObject({ statusCode: 415, message: 'Compressed request bodies are not accepted: send the JSON without a Content-Encoding' });
  });

  it('names unknown fields', async () => {
    const body = await register400({ ...newDonor(), isAdmin: true, role: 'admin' });
    expect(body.errors).toEqual({ isAdmin: ['property isAdmin should not exist'], role: ['property role should not exist'] });
    expect(body.errorCode).toBe('VALIDATION_ERROR');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('names a field called %s like any unknown field (400, not 500)', async (key) => {
    // As text: an object literal cannot have an own key named __proto__.
    const body = `{${JSON.stringify(key)}:1,"email":"a@b.org","password":"x"}`;
    const response = await request(server.url).post('/api/auth/login').set('Content-Type', 'application/json').send(body).expect(400);
    expect(Object.getOwnPropertyDescriptor(response.body.errors, key)?.value).toEqual([`property ${key} should not exist`]);
    expect(Object.keys(response.body.errors)).toEqual([key]);
  });

  it('names fields of the wrong type instead of converting them', async () => {
    const body = await register400(newDonor({ username: 12345, mobile: 9876543210, gender: ['female'], password: { $gt: '' }, confirmPassword: true }));
    expect(body.errors).toEqual({
      username: ['username must be a string'],
      mobile: ['mobile must be a string'],
      gender: ['gender must be a string'],
      password: ['password must be a string'],
      confirmPassword: ['confirmPassword must be a string'],
    });
    const login400 = await request(server.url).post('/api/auth/login').send({ email: ['a@b.co'], password: 1 }).expect(400);
    expect(Object.keys(login400.body.errors)).toEqual(['email', 'password']);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const messages: Record<string, string> = {};
    for (const raw of ['[]', '[{"email":"a@b.co"}]', 'null', '"text"', '42']) {
      const response = await request(server.url).post('/api/auth/login').set('Content-Type', 'application/json').send(raw).expect(400);
      messages[raw] = response.body.message;
    }
    expect(messages).toEqual({
      '[]': 'The request body must be a JSON object',
      '[{"email":"a@b.co"}]': 'The request body must be a JSON object',
      null: 'Malformed JSON body',
      '"text"': 'Malformed JSON body',
      '42': 'Malformed JSON body',
    });
  });

  it('ignores a body sent as another content type (fields then count as missing)', async () => {
    const response = await request(server.url).post('/api/user/register').type('form').send('username=alice').expect(400);
    expect(response.body.errors.username).toEqual(['Username is required']);
  });

  it('stores SQL and HTML in a username as plain text and returns it unchanged', async () => {
    const username = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`.slice(0, 50);
    const donor = await register(server, { username });
    const { accessToken } = await login(server, donor.email, donor.password);
    const me = await request(server.url).get('/api/user/me').auth(accessToken, { type: 'bearer' }).expect(200);
    expect(me.headers['content-type']).toMatch(/^application\/json/);
    expect(me.body.username).toBe(username);
    await request(server.url).post('/api/auth/login').send({ email: `'or'1'='1@x.io`, password: `' OR '1'='1` }).expect(401);
  });

  it('answers unknown API paths with the JSON 404 shape', async () => {
    const response = await request(server.url).get('/api/no-such-endpoint').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-endpoint' });
    await request(server.url).patch('/api/user/register').expect(404);
  });

  it('answers an unexpected failure with a generic 500 and logs the stack (last: it breaks the database)', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const typeormLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const donor = await register(server);
    await server.dataSource.query('DROP TABLE refresh_sessions');
    const response = await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password }).expect(500);
    expect(response.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again later.' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('refresh_sessions'));
    logged.mockRestore();
    typeormLog.mockRestore();
  });
});
