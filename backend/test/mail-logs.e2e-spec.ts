import request from 'supertest';
import { Contact } from '../src/contacts/contact.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { PasswordResetService } from '../src/password-reset/password-reset.service';
import { loginAs, register } from './support/accounts';
import { altchaToken } from './support/captcha';
import { TestSmtp, waitFor, waitForStatus, workerOf } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';
import { CapturedLog } from './support/captured-log';

describe('mail logs: ids, statuses and attempt counts only', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  const log = new CapturedLog();

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, LOG_LEVEL: 'trace' }, undefined, log);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('never logs an address, a subject, a body or a token, whether the email is sent or fails', async () => {
    workerOf(server).configure({ backoffBaseMs: 20, maxAttempts: 2 });
    const admin = await loginAs(server, 'admin');
    // The refusal quotes the address and subject, as real servers do; the worker must not pass that on.
    smtp.answer = (recipients, text) =>
      recipients.includes('refused.person@example.com') ? { code: 550, text: `<refused.person@example.com> rejected: "${/^Subject: (.*)$/m.exec(text)?.[1]}"` } : 'accept';

    const sent = await server.dataSource.getRepository(Contact).save({ name: 'Asha Patel', email: 'asha.patel@example.com', subject: 'Hosting a drive at Acme', message: 'Can Acme host one?', createdAt: new Date() });
    const refused = await server.dataSource.getRepository(Contact).save({ name: 'Refused Person', email: 'refused.person@example.com', subject: 'Secret plans of Refused', message: 'Private question', createdAt: new Date() });
    const reply = (id: number, message: string) => request(server.url).post(`/api/admin/contacts/${id}/reply`).auth(admin.accessToken, { type: 'bearer' }).send({ message }).expect(200);
    await reply(sent.id, 'Yes, Acme can host the drive on Friday.');
    await reply(refused.id, 'Confidential answer for Refused.');
    const donor = await register(server);
    await request(server.url).post('/api/auth/forgot-password').send({ email: donor.email, captchaToken: await altchaToken(server) }).expect(202);
    await server.app.get(PasswordResetService).settled();

    const outbox = server.dataSource.getRepository(OutboxEmail);
    const [sentEmail] = await outbox.findBy({ aboutId: sent.id, kind: 'contact-reply' });
    const [refusedEmail] = await outbox.findBy({ aboutId: refused.id, kind: 'contact-reply' });
    const [resetEmail] = await outbox.findBy({ kind: 'password-reset' });
    await waitForStatus(server, sentEmail.id, 'sent');
    await waitForStatus(server, refusedEmail.id, 'failed');
    await waitForStatus(server, resetEmail.id, 'sent');
    const token = await waitFor(() => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(smtp.received.find((email) => email.to.includes(donor.email))?.text ?? '')?.[1], 'the reset email');

    const text = log.text;
    expect(text).toContain(`Outbox email ${sentEmail.id} sent (attempt 1)`);
    expect(text).toContain(`Outbox email ${refusedEmail.id} not sent (attempt 1 of 2)`);
    expect(text).toContain(`Outbox email ${refusedEmail.id} failed after 2 attempts`);
    expect(text).toContain(`Password reset link queued as outbox email ${resetEmail.id}`);
    for (const secret of [
      'asha.patel@example.com',
      'refused.person@example.com',
      donor.email,
      'Hosting a drive at Acme',
      'Secret plans of Refused',
      'Reset your Blood Donation password',
      'Yes, Acme can host the drive',
      'Confidential answer',
      'Can Acme host one?',
      'Private question',
      'Asha Patel',
      token,
      sentEmail.text.slice(0, 40),
      resetEmail.text.slice(0, 40),
    ]) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
