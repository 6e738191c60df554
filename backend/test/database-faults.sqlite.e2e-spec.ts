// SQLite only (jest.config.js runs *.sqlite.e2e-spec.ts in the sqlite project alone).
import request from 'supertest';
import { Database } from '../src/database/database.service';
import { startTestServer } from './support/test-server';
import { expectUnavailable } from './support/unavailable';

describe('SQLite: a statement that cannot get the connection in time', () => {
  it('answers 503 after DATABASE_TIMEOUT_SECONDS, and normally once the connection is free', async () => {
    const server = await startTestServer({ DATABASE_TIMEOUT_SECONDS: '1' });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = server.app.get(Database).transaction(() => held);
      expectUnavailable(await request(server.url).get('/api/events/all'));
      release();
      await holding;
      await request(server.url).get('/api/events/all').expect(200);
    } finally {
      await server.close();
    }
  });
});
