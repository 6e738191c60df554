import { execFile } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { REPO_ROOT } from '../src/config/paths';
import { Contact } from '../src/contacts/contact.entity';
import { MysqlDatabase, SQLITE_FILE_NAME } from '../src/config/database-settings';
import { SEARCHED_LISTS } from '../src/searched-lists';
import { Donation } from '../src/donations/donation.entity';
import { SearchWord } from '../src/lists/search-word.entity';
import { searchWordsOf } from '../src/database/search-words';
import { Account, loginAs } from './support/accounts';
import { volunteerBody } from './support/content-flows';
import { createBloodRequest, createDonation, createEvent } from './support/donor-flows';
import { createTestStorage, startTestServer, testDriver, TestServer, TestStorage } from './support/test-server';

jest.setTimeout(120_000);

/**
 * The admin lists' search words are kept by the database's triggers (migration SearchWordsByTriggers): rows that
 * reach the tables by plain SQL, not through the app, are found as the app's own are.
 */
describe('the search index kept by the database', () => {
  let storage: TestStorage;
  let server: TestServer;
  let admin: Account;
  let template: number;

  const sql = (query: string, parameters: unknown[] = []) => server.dataSource.query(query, parameters);
  const searched = async (resource: string, q: string) => {
    const response = await request(server.url)
      .get(`/api/admin/${resource}`)
      .query({ filter: JSON.stringify({ q }), range: '[0,99]', sort: '["id","ASC"]' })
      .auth(admin.accessToken, { type: 'bearer' })
      .expect(200);
    return { total: Number(String(response.headers['content-range']).split('/')[1]), names: (response.body as { name: string }[]).map((row) => row.name) };
  };
  /**
   * Donations written by one INSERT … SELECT, as an SQL import would write them: copies of a donation made through the
   * app, with these names. Answers their ids.
   */
  const importDonations = async (names: string[]): Promise<number[]> => {
    const columns = server.dataSource.getMetadata(Donation).columns.map((column) => column.databaseName).filter((name) => name !== 'id' && name !== 'name');
    const escape = (name: string) => server.dataSource.driver.escape(name);
    const list = columns.map(escape).join(', ');
    const named = names.map(() => 'SELECT ? AS name').join(' UNION ALL ');
    const [{ lastId }] = await sql('SELECT MAX(id) AS lastId FROM donations');
    await sql(`INSERT INTO donations (name, ${list}) SELECT imported.name, ${columns.map((column) => `template.${escape(column)}`).join(', ')} FROM donations template, (${named}) imported WHERE template.id = ?`, [...names, template]);
    return ((await sql('SELECT id FROM donations WHERE id > ? ORDER BY id', [lastId])) as { id: unknown }[]).map((row) => Number(row.id));
  };
  const wordsOf = async (table: string, rowId: number) => (await server.dataSource.getRepository(SearchWord).findBy({ tableName: table, rowId })).map((row) => row.word).sort();
  /** Every search word, as text: 'table:rowId:word', sorted. */
  const everyWord = async () => (await server.dataSource.getRepository(SearchWord).find()).map(({ tableName, rowId, word }) => `${tableName}:${rowId}:${word}`).sort();

  beforeAll(async () => {
    const own = await createTestStorage();
    // The SQLite file where the server looks for it in DATA_DIR, so that the rebuild command finds it too.
    storage = testDriver() === 'sqlite' ? { ...own, database: { driver: 'sqlite', file: join(own.dataDir, SQLITE_FILE_NAME) } } : own;
    server = await startTestServer({}, storage);
    admin = await loginAs(server, 'superAdmin');
    template = (await createDonation(server, admin.accessToken, { name: 'Template Donor' })).id;
  });
  afterAll(async () => {
    await server.close();
    await storage.dispose();
  });

  it('finds donations written with plain SQL by the words of their names, ignoring case and accents', async () => {
    const ashas = Array.from({ length: 25 }, (_, index) => `Asha Import${String(index).padStart(2, '0')}`);
    const others = Array.from({ length: 75 }, (_, index) => `Ravi Import${String(index).padStart(2, '0')}`);
    await importDonations([...ashas, ...others, 'JOSÉ Ñandú-Pérez', 'सीता Devi']);
    expect(await searched('donorlist', 'asha')).toEqual({ total: 25, names: ashas });
    expect((await searched('donorlist', 'import')).total).toBe(100);
    expect(await searched('donorlist', 'asha import07')).toEqual({ total: 1, names: ['Asha Import07'] });
    expect((await searched('donorlist', 'jose nandu-')).names).toEqual(['JOSÉ Ñandú-Pérez']);
    expect((await searched('donorlist', 'PEREZ')).names).toEqual(['JOSÉ Ñandú-Pérez']);
    expect((await searched('donorlist', 'सीता')).names).toEqual(['सीता Devi']);
  });

  it('follows plain SQL updates and deletes of the searched columns', async () => {
    const [renamed, deleted, untouched] = await importDonations(['Meena Oldname', 'Meena Gone', 'Meena Stays']);
    await sql('UPDATE donations SET name = ? WHERE id = ?', ['Meena Zorbalina', renamed]);
    await sql('UPDATE donations SET city = ? WHERE id = ?', ['Nashik', untouched]);
    await sql('DELETE FROM donations WHERE id = ?', [deleted]);
    expect(await searched('donorlist', 'oldname')).toEqual({ total: 0, names: [] });
    expect(await searched('donorlist', 'zorbalina')).toEqual({ total: 1, names: ['Meena Zorbalina'] });
    expect(await searched('donorlist', 'meena')).toEqual({ total: 2, names: ['Meena Zorbalina', 'Meena Stays'] });
    expect(await wordsOf('donations', deleted)).toEqual([]);
    // A change of case or accent alone is a change: the words are written again (MySQL's collation would see none).
    await sql('UPDATE donations SET name = ? WHERE id = ?', ['MEENA ZÖRBALINA+', renamed]);
    expect(await wordsOf('donations', renamed)).toEqual(['meena', 'zorbalina+']);
  });

  it('gives every searched list the words searchWordsOf gives the search box, however the record was written', async () => {
    const donor = await loginAs(server, 'user');
    const bloodRequest = await createBloodRequest(server, donor.accessToken, { name: 'Ｆｕｌｌ Wïdth', bloodGroup: 'AB-', mobile: '+91 9812345678' });
    const event = await createEvent(server, admin.accessToken, { name: 'Drive № 5 ½ day', description: 'Café, naïve façade; ﬁne ΟΔΟΣ straße 🩸 x²' });
    await request(server.url).post('/api/volunteers/register').auth(donor.accessToken, { type: 'bearer' }).send(volunteerBody({ event: { id: event.id }, firstName: 'Zoë', lastName: "O'Brien-Łukasz" })).expect(201);
    await server.dataSource.getRepository(Contact).insert({ name: 'İlkay Şahin', email: 'ilkay@example.com', subject: 'Ǆemal ǈ', message: 'M', createdAt: new Date() });
    await sql('UPDATE blood_requests SET name = ? WHERE id = ?', ['Åsa  Ölund--', bloodRequest.id]);
    await sql("UPDATE contacts SET subject = ? WHERE name = 'İlkay Şahin'", ['nul\u0000tab\there+-+ e\u0301clair ｶﾀｶﾅ ⑴']);
    for (const list of SEARCHED_LISTS) {
      for (const record of await server.dataSource.getRepository(list.entity).find()) {
        const rowId = record.id as number;
        expect({ table: list.table, rowId, words: await wordsOf(list.table, rowId) }).toEqual({ table: list.table, rowId, words: searchWordsOf(...list.searchWords!(record)).sort() });
      }
    }
  });

  describe('npm run search:rebuild', () => {
    /** The command reads the settings the server would: the database of DATA_DIR (SQLite) or DATABASE_URL. */
    const env = () => {
      const { DATABASE_URL: _ignored, ...rest } = process.env;
      const database = storage.database as MysqlDatabase;
      const credentials = database.username ? `${encodeURIComponent(database.username)}${database.password ? `:${encodeURIComponent(database.password)}` : ''}@` : '';
      return { ...rest, DATA_DIR: storage.dataDir, ...(testDriver() === 'mysql' ? { DATABASE_URL: `mysql://${credentials}${database.host}:${database.port}/${database.database}` } : {}) };
    };
    const run = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile('npm', ['run', '-s', 'search:rebuild', '--', ...args], { cwd: REPO_ROOT, env: env(), timeout: 90_000 }, (error, stdout, stderr) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
        );
      });

    it('writes again the words of records the index lacks, and drops those of records gone', async () => {
      const before = await everyWord();
      // As if the donations had been imported before the triggers existed, and the index had been damaged elsewhere.
      await sql("DELETE FROM search_words WHERE tableName = 'donations'");
      await sql("DELETE FROM search_words WHERE tableName = 'users' AND word LIKE 'c%'");
      await sql("INSERT INTO search_words (tableName, word, rowId) VALUES ('events', 'stale', 999999), ('donations', 'stale', 0)");
      expect(await searched('donorlist', 'asha')).toEqual({ total: 0, names: [] });

      const { code, stdout, stderr } = await run();
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      const counts = Object.fromEntries(await Promise.all(SEARCHED_LISTS.map(async (list) => [list.table, await server.dataSource.getRepository(list.entity).count()])));
      expect(stdout.trim().split('\n')).toEqual(SEARCHED_LISTS.map((list) => `${list.table}: search words of ${counts[list.table]} records written again`));
      expect(await everyWord()).toEqual(before);
      expect((await searched('donorlist', 'asha')).total).toBe(25);
    });

    it('refuses arguments', async () => {
      expect(await run('donations')).toMatchObject({ code: 2, stderr: 'Usage: npm run search:rebuild\n' });
    });
  });

});
