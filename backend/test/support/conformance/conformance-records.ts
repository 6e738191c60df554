import request from 'supertest';
import type { Role } from '@blood-donation/domain';
import { Contact } from '../../../src/contacts/contact.entity';
import { User } from '../../../src/users/user.entity';
import { type Account, loginAs, refreshCookieOf, register, setRole } from '../accounts';
import { createBoardMember, PNG_1X1 } from '../board-member-flows';
import { altchaToken } from '../captcha';
import { volunteerBody } from '../content-flows';
import { api, createBloodRequest, createDonation, createEvent } from '../donor-flows';
import { TestSmtp, waitFor, workerOf } from '../mail';
import { createTestStorage, startTestServer, type TestServer } from '../test-server';

const PUBLIC_URL = 'https://blood.example.org';
/** A reply with this text is refused by the mail server for good: its contact shows replyStatus failed. */
export const REFUSED_REPLY = 'This reply bounces.';

/** Every kind of record the API keeps, made through the API, and an account of each role. */
export interface ConformanceRecords {
  server: TestServer;
  /** A second server on the same data with the rate limits on (and no mail server: its outbox waits). */
  rateLimitedServer: TestServer;
  smtp: TestSmtp;
  donor: Account;
  volunteer: Account;
  moderator: Account;
  admin: Account;
  superAdmin: Account;
  /** A moderator whose login answered enrolmentRequired: no second factor set up yet (every staff route: 403). */
  unenrolledStaff: Account;
  upcomingEventId: number;
  contactIds: { unanswered: number; replied: number; failed: number };
  boardMemberIds: { withPhoto: string; withoutPhoto: string };
  /** The token of the newsletter welcome email's unsubscribe link. */
  unsubscribeToken: string;
  /** A contact message sent through the form; its id. */
  newContact(subject?: string): Promise<number>;
  /** The token of the link in a new password reset email to `email`. */
  resetToken(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The token in a link `<PUBLIC_URL>/<page>?token=…` of the latest email to `to` (quoted-printable undone). */
async function linkToken(smtp: TestSmtp, to: string, page: string, before: number): Promise<string> {
  const email = await waitFor(() => smtp.received.filter((mail) => mail.to.includes(to))[before], `the ${page} email`);
  return new RegExp(`${PUBLIC_URL}/${page}\\?token=([A-Za-z0-9_-]+)`).exec(email.text)![1];
}

const emailsTo = (smtp: TestSmtp, to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length;

/** A new account of a staff `role` logged in with its password only: its login answered enrolmentRequired. */
async function withoutSecondFactor(server: TestServer, role: Role): Promise<Account> {
  const { email, password } = await register(server);
  await setRole(server, email, role);
  const response = await request(server.url).post('/api/auth/login').send({ email, password }).expect(200);
  const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email });
  return { accessToken: response.body.accessToken, cookie: refreshCookieOf(response)!.split(';')[0], response, email, id };
}

export async function seedConformanceRecords(): Promise<ConformanceRecords> {
  const smtp = await TestSmtp.start();
  smtp.answer = (_to, text) => (text.includes(REFUSED_REPLY) ? { code: 550, text: 'Mailbox unavailable' } : 'accept');
  const storage = await createTestStorage();
  const server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL }, storage);
  const rateLimitedServer = await startTestServer({ RATE_LIMITS: 'true' }, storage);
  workerOf(server).configure({ maxAttempts: 1, backoffBaseMs: 20 });
  const [donor, volunteer, moderator, admin, superAdmin] = [
    await loginAs(server, 'user'),
    await loginAs(server, 'volunteer'),
    await loginAs(server, 'moderator'),
    await loginAs(server, 'admin'),
    await loginAs(server, 'superAdmin'),
  ];
  const unenrolledStaff = await withoutSecondFactor(server, 'moderator');
  const as = (account: Account) => api(server, account.accessToken);

  const upcoming = await createEvent(server, admin.accessToken, { dateTime: '2099-05-01T09:00:00.000Z' });
  await createEvent(server, admin.accessToken, { name: 'Last year drive', dateTime: '2020-05-01T09:00:00.000Z', description: '' });
  await createDonation(server, donor.accessToken);
  await createDonation(server, donor.accessToken, { event: { id: upcoming.id } });
  await createDonation(server, admin.accessToken, { name: 'Walk-in donor' });
  await createBloodRequest(server, donor.accessToken);
  const approved = await createBloodRequest(server, donor.accessToken, { name: 'Approved patient' });
  await as(admin).put(`/api/blood-requests/${approved.id}/approve`, { message: 'Two units reserved.' }).expect(200);
  const rejected = await createBloodRequest(server, volunteer.accessToken, { name: 'Rejected patient' });
  await as(admin).put(`/api/blood-requests/${rejected.id}/reject`).expect(200);
  await as(volunteer).post('/api/volunteers/register', volunteerBody({ event: { id: upcoming.id } })).expect(201);
  await as(donor).post('/api/volunteers/register', volunteerBody({ email: 'any-drive@example.com' })).expect(201);

  const newContact = async (subject = `Question ${Date.now()}-${Math.random()}`) => {
    const form = { name: 'Meera Shah', email: 'meera@example.com', subject, message: 'When is the next drive?' };
    await request(server.url).post('/api/contact-us').send({ ...form, captchaToken: await altchaToken(server) }).expect(200);
    return (await server.dataSource.getRepository(Contact).findOneByOrFail({ subject })).id;
  };
  const contactIds = { unanswered: await newContact(), replied: await newContact(), failed: await newContact() };
  await as(admin).post(`/api/admin/contacts/${contactIds.replied}/reply`, { message: 'On the 12th.' }).expect(200);
  await as(admin).post(`/api/admin/contacts/${contactIds.failed}/reply`, { message: REFUSED_REPLY }).expect(200);
  await waitFor(async () => (await server.dataSource.getRepository(Contact).findOneByOrFail({ id: contactIds.failed })).replyStatus === 'failed', 'the refused reply');

  const withPhoto = (await createBoardMember(server, admin.accessToken))._id;
  await request(server.url).put(`/api/admin/board-members/${withPhoto}/photo`).auth(admin.accessToken, { type: 'bearer' }).attach('photo', PNG_1X1, 'a.png').expect(200);
  const withoutPhoto = (await createBoardMember(server, admin.accessToken, { full_name: 'Arjun Rao', teams: ['social'], linkedin_url: null }))._id;

  const subscriber = 'reader@example.com';
  await request(server.url).post('/api/newsletter/subscribe').send({ email: subscriber }).expect(200);
  const unsubscribeToken = await linkToken(smtp, subscriber, 'unsubscribe', 0);

  const resetToken = async (email: string) => {
    const before = emailsTo(smtp, email);
    await request(server.url).post('/api/auth/forgot-password').send({ email, captchaToken: await altchaToken(server) }).expect(202);
    return linkToken(smtp, email, 'reset-password', before);
  };
  return {
    server, rateLimitedServer, smtp, donor, volunteer, moderator, admin, superAdmin, unenrolledStaff,
    upcomingEventId: upcoming.id,
    contactIds,
    boardMemberIds: { withPhoto, withoutPhoto },
    unsubscribeToken,
    newContact,
    resetToken,
    close: async () => {
      await rateLimitedServer.close();
      await server.close();
      await storage.dispose();
      await smtp.close();
    },
  };
}
