import { daysBefore } from '@blood-donation/domain';
import { randomUUID } from 'node:crypto';
import { RefreshSession } from '../src/auth/refresh-session.entity';
import { Contact } from '../src/contacts/contact.entity';
import { DataSource } from 'typeorm';
import { type MessageStatus } from '../src/jobs/leased-message';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { PasswordResetToken } from '../src/password-reset/password-reset-token.entity';
import { RetentionService } from '../src/retention/retention.service';
import type { Account } from './support/accounts';
import { startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const daysAgo = (days: number) => daysBefore(NOW, days);

describe('the retention job (RETENTION_DAYS: messages 365 days, the rest 30)', () => {
  let server: TestServer;
  let alice: Account;
  const manager = () => server.app.get(DataSource).manager;

  beforeAll(async () => {
    ({ server, alice } = await startWithAccounts());
    // The run at start must not erase this test's rows before the run the test makes.
    await server.app.get(RetentionService).settled();
  });
  afterAll(() => server.close());

  const contact = (subject: string, sentDaysAgo: number) =>
    manager().insert(Contact, { name: 'Meera', email: 'meera@example.com', subject, message: 'Hello', createdAt: daysAgo(sentDaysAgo) });
  const email = (subject: string, status: MessageStatus, queuedDaysAgo: number) =>
    manager().insert(OutboxEmail, { to: 'meera@example.com', subject, text: 'Body', kind: 'other', aboutId: null, status, attempts: 1, nextAttemptAt: daysAgo(queuedDaysAgo), createdAt: daysAgo(queuedDaysAgo) });
  const session = (tokenHash: string, ends: { expiresAt: Date; revokedAt?: Date }) =>
    manager().insert(RefreshSession, { userId: alice.id, familyId: randomUUID(), tokenHash, keepLoggedIn: false, revokedAt: null, ...ends });
  const resetLink = (tokenHash: string, expiredDaysAgo: number) =>
    manager().insert(PasswordResetToken, { userId: alice.id, tokenHash, expiresAt: daysAgo(expiredDaysAgo), createdAt: daysAgo(expiredDaysAgo + 1) });

  it('erases only what is past its retention, whatever its kind, and a second run finds nothing more', async () => {
    await contact('old message', 366);
    await contact('kept message', 364);
    await email('old sent', 'sent', 31);
    await email('old failed', 'failed', 31);
    await email('old still queued', 'queued', 400);
    await email('recent sent', 'sent', 29);
    await session('a'.repeat(64), { expiresAt: daysAgo(31) });
    await session('b'.repeat(64), { expiresAt: daysAgo(29) });
    await session('c'.repeat(64), { expiresAt: daysAgo(-10), revokedAt: daysAgo(31) });
    await session('d'.repeat(64), { expiresAt: daysAgo(-10) });
    await resetLink('e'.repeat(64), 31);
    await resetLink('f'.repeat(64), 29);

    const retention = server.app.get(RetentionService);
    expect(await retention.sweep(NOW)).toEqual({ messages: 1, outbox: 2, sessions: 2, resetTokens: 1 });
    expect((await manager().find(Contact, { where: { email: 'meera@example.com' } })).map((row) => row.subject)).toEqual(['kept message']);
    const emails = await manager().find(OutboxEmail, { where: { to: 'meera@example.com' }, order: { id: 'ASC' } });
    expect(emails.map((row) => row.subject)).toEqual(['old still queued', 'recent sent']);
    // Alice's own login has a session too (a random hash): only the rows made here are looked at.
    const made = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(64));
    const kept = (await manager().find(RefreshSession, { where: { userId: alice.id } })).map((row) => row.tokenHash).filter((hash) => made.includes(hash));
    expect(kept.sort()).toEqual(['b'.repeat(64), 'd'.repeat(64)]);
    expect((await manager().find(PasswordResetToken, { where: { userId: alice.id } })).map((row) => row.tokenHash)).toEqual(['f'.repeat(64)]);

    expect(await retention.sweep(NOW)).toEqual({ messages: 0, outbox: 0, sessions: 0, resetTokens: 0 });
  });
});
