import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { dataSourceOptions, migrationsFolder } from '../src/database/data-source-options';
import { openDatabase } from '../src/database/open-database';
import { ListCount } from '../src/lists/list-count.entity';
import { createTestStorage, testDriver, TestStorage } from './support/test-server';

const LIFECYCLE = '1795673134605';
const REQUEST = { name: 'Old Request', bloodGroup: 'A+', units: 1, mobile: '9876543210', gender: 'Male', age: 40, email: 'old.request@example.com', disease: '', message: null, userId: null };

describe(`the blood request lifecycle migration (${testDriver()})`, () => {
  let storage: TestStorage;

  beforeEach(async () => {
    storage = await createTestStorage();
  });
  afterEach(() => storage.dispose());

  it('keeps every status and the list counts, which follow the new statuses afterwards', async () => {
    const options = await dataSourceOptions(storage.database);
    const folder = migrationsFolder(storage.database.driver);
    const earlier = readdirSync(folder).filter((file) => file.endsWith('.ts')).sort().filter((file) => file < LIFECYCLE);
    const before = await new DataSource({ ...options, migrationsRun: false, migrations: earlier.map((file) => join(folder, file)) }).initialize();
    try {
      await before.runMigrations({ transaction: 'all' });
      await before.createQueryBuilder().insert().into(BloodRequest, [...(Object.keys(REQUEST) as (keyof typeof REQUEST)[]), 'status'])
        .values([{ ...REQUEST, status: 'Approved' }, { ...REQUEST, status: 'Pending' }] as never).callListeners(false).updateEntity(false).execute();
    } finally {
      await before.destroy();
    }
    const after = await openDatabase(options);
    try {
      const requests = after.getRepository(BloodRequest);
      expect((await requests.find({ order: { id: 'ASC' } })).map((request) => request.status)).toEqual(['Approved', 'Pending']);
      const [first, second] = await requests.find({ order: { id: 'ASC' } });
      await requests.update({ id: first.id }, { status: 'Cancelled' });
      await requests.update({ id: second.id }, { status: 'Fulfilled' });
      await requests.delete({ id: second.id });
      const counts = await after.getRepository(ListCount).find({ where: { tableName: 'blood_requests' }, order: { c1: 'ASC' } });
      expect(counts.filter(({ total }) => total > 0).map(({ c1, total }) => [c1, total])).toEqual([['Cancelled', 1]]);
      expect((await requests.findOneByOrFail({ id: first.id })).status).toBe('Cancelled');
    } finally {
      await after.destroy();
    }
  });
});
