import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Contact } from '../src/contacts/contact.entity';
import { dataSourceOptions, migrationsFolder } from '../src/database/data-source-options';
import { ListCount } from '../src/lists/list-count.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { createTestStorage, testDriver, TestStorage } from './support/test-server';

const OUTBOX_MIGRATION = '1795475079138';

describe(`the outbox migration keeps what was there (${testDriver()})`, () => {
  let storage: TestStorage;

  beforeEach(async () => {
    storage = await createTestStorage();
  });
  afterEach(() => storage.dispose());

  it('queues the emails kept before, counts earlier replies as sent, and keeps the contacts triggers', async () => {
    const options = await dataSourceOptions(storage.database);
    const folder = migrationsFolder(storage.database.driver);
    const earlier = readdirSync(folder).filter((file) => file.endsWith('.ts') && file < OUTBOX_MIGRATION).sort();
    const before = await new DataSource({ ...options, migrationsRun: false, migrations: earlier.map((file) => join(folder, file)) }).initialize();
    const q = (name: string) => (testDriver() === 'mysql' ? `\`${name}\`` : `"${name}"`);
    try {
      await before.runMigrations({ transaction: 'all' });
      await before.query(
        `INSERT INTO ${q('outbox_emails')} (${q('to')}, ${q('subject')}, ${q('text')}, ${q('reason')}, ${q('createdAt')}) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)`,
        ['kept@example.com', 'Kept', 'Kept body', 'SMTP_URL is not set', '2025-01-01 10:00:00.000', 'failed@example.com', 'Failed', 'Failed body', 'sending failed: 550 <failed@example.com> unknown', '2025-01-02 10:00:00.000'],
      );
      await before.query(
        `INSERT INTO ${q('contacts')} (${q('name')}, ${q('email')}, ${q('subject')}, ${q('message')}, ${q('createdAt')}, ${q('reply')}, ${q('repliedAt')}) VALUES (?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, NULL, NULL)`,
        ['Old Reply', 'old@example.com', 'Hi', 'Hello', '2025-01-01 09:00:00.000', 'Answered', '2025-01-01 09:30:00.000', 'Unanswered', 'new@example.com', 'Hi', 'Hello', '2025-01-01 09:00:00.000'],
      );
    } finally {
      await before.destroy();
    }

    const after = await new DataSource({ ...options, migrationsRun: false }).initialize();
    try {
      await after.runMigrations({ transaction: 'all' });
      const emails = await after.getRepository(OutboxEmail).find({ order: { id: 'ASC' } });
      expect(emails.map(({ to, status, attempts, kind, lastError, nextAttemptAt, createdAt }) => ({ to, status, attempts, kind, lastError, due: nextAttemptAt.getTime() === createdAt.getTime() }))).toEqual([
        { to: 'kept@example.com', status: 'queued', attempts: 0, kind: 'other', lastError: null, due: true },
        { to: 'failed@example.com', status: 'queued', attempts: 0, kind: 'other', lastError: 'ELEGACY sending failed before the outbox retried', due: true },
      ]);
      expect(emails[0]).toMatchObject({ subject: 'Kept', text: 'Kept body', claimedUntil: null, sentAt: null, aboutId: null });

      const contacts = after.getRepository(Contact);
      expect((await contacts.find({ order: { id: 'ASC' } })).map(({ name, replyStatus, replyEmailId }) => ({ name, replyStatus, replyEmailId }))).toEqual([
        { name: 'Old Reply', replyStatus: 'sent', replyEmailId: null },
        { name: 'Unanswered', replyStatus: null, replyEmailId: null },
      ]);

      // The list triggers still count contacts by answered: a new one, then a failed reply clearing repliedAt.
      const answered = async () =>
        Object.fromEntries((await after.getRepository(ListCount).findBy({ tableName: 'contacts' })).map(({ c1, total }) => [c1, total]));
      const { id } = await contacts.save({ name: 'New', email: 'n@example.com', subject: 'S', message: 'M', createdAt: new Date(), reply: 'R', repliedAt: new Date(), replyStatus: 'queued' });
      const counted = await answered();
      await contacts.update({ id }, { replyStatus: 'failed', repliedAt: null });
      const moved = await answered();
      expect(moved.true).toBe(counted.true - 1);
      expect(moved.false).toBe(counted.false + 1);
    } finally {
      await after.destroy();
    }
  });
});
