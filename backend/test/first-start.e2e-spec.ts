import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DEFAULT_ADMIN_EMAIL } from '../src/config/settings.definitions';
import { FIRST_ADMIN_FILE } from '../src/users/first-admin';
import { User } from '../src/users/user.entity';
import { login } from './support/accounts';
import { createTestStorage, startTestServer, TestStorage } from './support/test-server';

/** Starts the server and returns what it printed on stdout. */
async function startCapturing(env: Record<string, string>, storage: TestStorage) {
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const server = await startTestServer(env, storage);
    return { server, printed: stdout.mock.calls.map(([chunk]) => String(chunk)).join('') };
  } finally {
    stdout.mockRestore();
  }
}

describe('first start and restart', () => {
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(() => storage.dispose());

  it('creates one superAdmin with a generated password written to a file only its owner reads, never to the log, and keeps sessions across a restart', async () => {
    const first = await startCapturing({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ADMIN_USERNAME: '', LOG_LEVEL: 'info' }, storage);
    const file = join(storage.dataDir, FIRST_ADMIN_FILE);
    const credentials = readFileSync(file, 'utf8');
    const password = /password: (\S+)/.exec(credentials)?.[1] ?? '';
    expect(credentials).toContain(`email:    ${DEFAULT_ADMIN_EMAIL}`);
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.printed).toContain(file);
    expect(first.printed).not.toContain(password);
    expect(first.printed).not.toContain(DEFAULT_ADMIN_EMAIL);
    const session = await login(first.server, DEFAULT_ADMIN_EMAIL, password);
    expect(session.response.body).toMatchObject({ username: 'Administrator', role: [{ authority: 'ROLE_superAdmin' }] });
    expect(statSync(join(storage.dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    await first.server.close();

    const second = await startCapturing({ ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'OtherSecret1' }, storage);
    try {
      expect(second.printed).not.toContain(password);
      expect(second.printed).not.toContain(FIRST_ADMIN_FILE);
      expect(await second.server.dataSource.getRepository(User).count()).toBe(1);
      await request(second.server.url).get('/api/user/me').auth(session.accessToken, { type: 'bearer' }).expect(200);
      await request(second.server.url).post('/api/auth/refresh').set('Cookie', session.cookie).expect(200);
      await request(second.server.url).post('/api/auth/login').send({ email: 'other@example.com', password: 'OtherSecret1' }).expect(401);
    } finally {
      await second.server.close();
    }
  });
});
