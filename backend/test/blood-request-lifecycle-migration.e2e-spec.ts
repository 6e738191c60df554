import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { dataSourceOptions } from '../src/database/data-source-options';
import { openDatabase } from '../src/database/open-database';
import { ListCount } from '../src/lists/list-count.entity';
import { fillBefore } from './support/earlier-schema';
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
    await fillBefore(storage, LIFECYCLE, async (before) => {
      await before.createQueryBuilder().insert().into(BloodRequest, [...(Object.keys(REQUEST) as (keyof typeof REQUEST)[]), 'status'])
        .values([{ ...REQUEST, status: 'Approved' }, { ...REQUEST, status: 'Pending' }] as never).callListeners(false).updateEntity(false).execute();
    });
    const after = await openDatabase(await dataSourceOptions(storage.database));
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
