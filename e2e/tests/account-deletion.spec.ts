import { test } from './support/fixtures';
import { downloadDataThenLeave } from './support/leave';

// A fresh donor of its own (the fixture): the signed-in donor of the other specs stays.
test('a donor downloads their data from the dashboard, deletes the account and can no longer log in', async ({ page, request, donor }) => {
  await downloadDataThenLeave(page, request, donor);
});
