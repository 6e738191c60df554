import type { Transporter } from 'nodemailer';
import { Database } from '../src/database/database.service';
import { MailService } from '../src/mail/mail.service';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { TestSmtp, waitFor, workerOf } from './support/mail';
import { createTestStorage, startTestServer, TestServer, TestStorage } from './support/test-server';

// 180 s: several app instances start on one MariaDB database and deliver 120 messages through the outbox.
jest.setTimeout(180_000);

const MESSAGES = 120;

// MySQL/MariaDB only (jest.config.js): several instances share one database there; SQLite is one process, whose
// claims are serialized in it.
describe('two app instances on one database share the outbox', () => {
  let storage: TestStorage;
  let smtp: TestSmtp;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    storage = await createTestStorage();
    smtp = await TestSmtp.start();
    for (let n = 0; n < 2; n += 1) servers.push(await startTestServer({ SMTP_URL: smtp.url }, storage));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await smtp.close();
    await storage.dispose();
  });

  it('delivers every one of many queued messages exactly once, each instance claiming its own', async () => {
    // Small batches, so the two workers claim over and over side by side.
    for (const server of servers) workerOf(server).configure({ batchSize: 3, backoffBaseMs: 50 });
    // Counts the messages each instance hands to the SMTP server.
    const sentBy = servers.map(() => 0);
    servers.forEach((server, index) => {
      const transporter = (workerOf(server) as unknown as { transporter: Transporter }).transporter;
      const sendMail = transporter.sendMail.bind(transporter);
      transporter.sendMail = ((message: Parameters<Transporter['sendMail']>[0]) => {
        sentBy[index] += 1;
        return sendMail(message);
      }) as Transporter['sendMail'];
    });
    const [first, second] = servers;
    const mail = first.app.get(MailService);
    const ids = await first.app.get(Database).transaction(async () => {
      const queued: number[] = [];
      for (let n = 0; n < MESSAGES; n += 1) queued.push(await mail.queue({ to: `reader${n}@example.com`, subject: `Message ${n}`, text: `Body of message ${n}` }));
      return queued;
    });
    await Promise.all([workerOf(first).runNow(), workerOf(second).runNow()]);
    const outbox = first.dataSource.getRepository(OutboxEmail);
    await waitFor(async () => (await outbox.countBy({ status: 'sent' })) === MESSAGES, 'every message to be sent');

    const recipients = smtp.received.map((email) => email.to.join(','));
    expect(recipients).toHaveLength(MESSAGES);
    expect(new Set(recipients).size).toBe(MESSAGES);
    expect(recipients.sort()).toEqual(Array.from({ length: MESSAGES }, (_, n) => `reader${n}@example.com`).sort());
    const rows = await outbox.find({ order: { id: 'ASC' } });
    expect(rows.map(({ id }) => id)).toEqual(ids);
    expect(rows.every(({ status, attempts }) => status === 'sent' && attempts === 1)).toBe(true);
    expect(sentBy[0] + sentBy[1]).toBe(MESSAGES);
    expect(Math.min(...sentBy)).toBeGreaterThan(0);
  });
});
