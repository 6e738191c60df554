import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { AccountNotices } from '../src/account-notices/account-notices.service';
import { User } from '../src/users/user.entity';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { login, loginAs, newDonor, register, setRole } from './support/accounts';
import { enrolTotp, passwordStep, totpCode } from './support/two-factor-flows';
import { bloodRequestBody, createBloodRequest, createDonation, createEvent, donationBody, eventBody } from './support/donor-flows';
import { startTestServer, SUPER_ADMIN, TestServer } from './support/test-server';
import { altchaToken } from './support/captcha';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { Contact } from '../src/contacts/contact.entity';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { DonorAsk } from '../src/donor-asks/donor-ask.entity';
import { PasswordResetToken } from '../src/password-reset/password-reset-token.entity';
import { createHash, randomUUID } from 'node:crypto';
import { todayIn } from '@blood-donation/domain';
import { volunteerBody } from './support/content-flows';
import { pendingEmailChange, PROFILE_BODY } from './support/email-changes';
import { boardMemberBody, createBoardMember, PNG_1X1 } from './support/board-member-flows';
import { createDrive, hoursFromNow, session, slotsOf } from './support/drive-flows';
import { AppointmentMailer } from '../src/drives/appointment-mailer';
import { fullDrive, offered } from './support/waitlist-flows';
import { pushSubscriptionBody } from './support/push-flows';
import { addPasskey, authenticatorFor, passkeyAssertion } from './support/passkey-flows';

/**
 * 'moderator': moderators, admins and superAdmins (what a moderator coordinates); 'admin': admins and superAdmins;
 * 'superAdmin': that role only (an admin gets 403 too). A volunteer is checked as any logged-in account.
 * 'desk': the drive desk's roles (drive staff, moderators, admins); 'assigned-desk': of drive staff only those
 * assigned to the drive (the caller 'driveStaff' is, 'driveStaff of another drive' is not). 'hospital-list': admins
 * and every drive staff account; 'assigned-journey': admins, and drive staff of the drive the donation was given at.
 */
type Access = 'public' | 'logged-in' | 'moderator' | 'admin' | 'superAdmin' | 'desk' | 'assigned-desk' | 'hospital-list' | 'assigned-journey';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Endpoint {
  method: Method;
  /** As the Swagger document writes it (path parameters in braces). */
  path: string;
  access: Access;
  /**
   * A request that succeeds for a caller who is allowed in: concrete url, body, cookie. `as.caller` is a
   * valid token of the caller (of the superAdmin the forged tokens name), `as.admin` one of the superAdmin.
   */
  prepare?: (server: TestServer, as: { caller: string; admin: string; staffId?: number }) => Promise<Prepared>;
}

/** A concrete request: url, JSON body or multipart file (`attach`), cookie. */
interface Prepared {
  url?: string;
  body?: object;
  attach?: { field: string; file: Buffer; name: string };
  cookie?: string;
  /** A token to send instead of a logged-in caller's own, of an account with the same role. */
  token?: string;
}

/** A token of a new donor account given the role of `caller`'s account. */
async function newAccountLike(server: TestServer, caller: string): Promise<string> {
  const { role } = (await request(server.url).get('/api/user/me').auth(caller, { type: 'bearer' })).body;
  const account = await register(server);
  await setRole(server, account.email, role);
  return (await login(server, account.email, account.password)).accessToken;
}

/** A new account of the caller's role with an authenticator app, logged in before setting it up: its token and the app's secret. */
async function accountWithAppLike(server: TestServer, caller: string): Promise<{ token: string; secret: string }> {
  const token = await newAccountLike(server, caller);
  return { token, secret: (await enrolTotp(server, token)).secret };
}

/** The session id (sid) an access token names. */
const sessionOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

/** A new account of the caller's role logged in twice: a token of its first session, and the url that ends its second. */
async function secondSessionLike(server: TestServer, caller: string): Promise<Prepared> {
  const { role } = (await request(server.url).get('/api/user/me').auth(caller, { type: 'bearer' })).body;
  const account = await register(server);
  await setRole(server, account.email, role);
  const first = await login(server, account.email, account.password);
  const second = await login(server, account.email, account.password);
  return { token: first.accessToken, url: `/api/user/sessions/${sessionOf(second.accessToken)}` };
}

/** A new drive 48 hours ahead (4 slots of 50 chairs) and its slots' starts. */
async function newDrive(server: TestServer, adminToken: string): Promise<{ id: number; starts: string[] }> {
  const id = await createDrive(server, adminToken, [session(hoursFromNow(48), 4, 15, 50)]);
  return { id, starts: (await slotsOf(server, id)).map(({ start }) => start) };
}

const QUARTER = 15 * 60_000;

/** A drive running today (from the last quarter hour, 16 slots of 50 chairs) staffed by `staffId` when given. */
async function driveToday(server: TestServer, as: { admin: string; staffId?: number }): Promise<{ id: number; starts: string[] }> {
  const id = await createDrive(server, as.admin, [session(new Date(Math.floor(Date.now() / QUARTER) * QUARTER - QUARTER), 16, 15, 50)]);
  if (as.staffId) await request(server.url).put(`/api/admin/drive-staff/${id}`).auth(as.admin, { type: 'bearer' }).send({ userIds: [as.staffId] }).expect(200);
  return { id, starts: (await slotsOf(server, id)).map(({ start }) => start) };
}

/** A donation given today at a new drive, staffed by `staffId` when given: its id. */
async function donationAtDrive(server: TestServer, as: { admin: string; staffId?: number }): Promise<number> {
  const drive = await newDrive(server, as.admin);
  if (as.staffId) await request(server.url).put(`/api/admin/drive-staff/${drive.id}`).auth(as.admin, { type: 'bearer' }).send({ userIds: [as.staffId] }).expect(200);
  return (await createDonation(server, as.admin, { date: todayIn(server.settings.siteTimeZone), event: { id: drive.id } })).id;
}

/** A journey any donation of today may take. */
const journeyBody = (server: TestServer) => ({ status: 'research', date: todayIn(server.settings.siteTimeZone), reason: 'research' });

/** A new donor booked at a drive running today: the appointment's id. */
async function bookedToday(server: TestServer, drive: { starts: string[] }, driveId: number): Promise<number> {
  const donor = await register(server);
  const { accessToken } = await login(server, donor.email, donor.password);
  const slotStart = drive.starts.find((start) => new Date(start).getTime() > Date.now() + 65 * 60_000);
  return (await request(server.url).post(`/api/drives/${driveId}/appointments`).auth(accessToken, { type: 'bearer' }).send({ slotStart }).expect(201)).body.id;
}

/** The short code of the donor card of a new donor booked at a drive running today. */
async function bookedCardCode(server: TestServer, drive: { starts: string[] }, driveId: number): Promise<string> {
  const donor = await register(server);
  const { accessToken } = await login(server, donor.email, donor.password);
  const slotStart = drive.starts.find((start) => new Date(start).getTime() > Date.now() + 65 * 60_000);
  await request(server.url).post(`/api/drives/${driveId}/appointments`).auth(accessToken, { type: 'bearer' }).send({ slotStart }).expect(201);
  return (await request(server.url).get('/api/user/donor-card').auth(accessToken, { type: 'bearer' }).expect(200)).body.shortCode;
}

/** A new account like the caller's with an appointment at a new drive: its token, the appointment and the drive. */
async function bookedLike(server: TestServer, as: { caller: string; admin: string }) {
  const token = await newAccountLike(server, as.caller);
  const drive = await newDrive(server, as.admin);
  const response = await request(server.url).post(`/api/drives/${drive.id}/appointments`).auth(token, { type: 'bearer' }).send({ slotStart: drive.starts[0] });
  return { token, appointmentId: response.body.id as number, drive };
}

/** The change-or-cancel link token of a new appointment (as its confirmation email carries it). */
async function appointmentLink(server: TestServer, as: { caller: string; admin: string }) {
  const { appointmentId, drive } = await bookedLike(server, as);
  const link = server.app.get(AppointmentMailer).links.token({ id: appointmentId, version: 0 });
  return { url: `/api/appointments/by-token/${link}`, drive };
}

/** A new team made by the account of `token`: its slug and join code. */
async function newTeam(server: TestServer, token: string): Promise<{ slug: string; joinCode: string }> {
  return (await request(server.url).post('/api/teams').auth(token, { type: 'bearer' }).send({ name: 'Authorization team', kind: 'workplace' }).expect(201)).body;
}

/** A new team of a new donor's: its slug and join code. */
async function othersTeam(server: TestServer): Promise<{ slug: string; joinCode: string }> {
  const owner = await register(server);
  return newTeam(server, (await login(server, owner.email, owner.password)).accessToken);
}

/** A new team of a new donor's that the caller joined: its slug. */
async function joinedTeam(server: TestServer, as: { caller: string }): Promise<string> {
  const { slug, joinCode } = await othersTeam(server);
  await request(server.url).post('/api/teams/join').auth(as.caller, { type: 'bearer' }).send({ joinCode }).expect(201);
  return slug;
}

/** Every API route and who may call it. A route missing here fails the last test. */
const ENDPOINTS: Endpoint[] = [
  { method: 'get', path: '/api/health', access: 'public' },
  { method: 'get', path: '/api/health/live', access: 'public' },
  { method: 'post', path: '/api/user/register', access: 'public', prepare: async () => ({ body: newDonor() }) },
  { method: 'post', path: '/api/auth/login', access: 'public', prepare: async () => ({ body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } }) },
  { method: 'post', path: '/api/auth/refresh', access: 'public', prepare: async (server) => ({ cookie: (await login(server, SUPER_ADMIN.email, SUPER_ADMIN.password)).cookie }) },
  { method: 'post', path: '/api/auth/logout', access: 'public' },
  { method: 'get', path: '/api/user/me', access: 'logged-in' },
  { method: 'get', path: '/api/admin/userlist', access: 'admin' },
  // Read only: the audit log has no route that changes or removes an entry.
  { method: 'get', path: '/api/admin/audit-log', access: 'superAdmin' },
  { method: 'get', path: '/api/admin/audit-log/{id}', access: 'superAdmin', prepare: async (server) => ({ url: `/api/admin/audit-log/${await anEntryId(server)}` }) },
  { method: 'get', path: '/api/admin/users', access: 'admin' },
  { method: 'get', path: '/api/admin/users/{id}', access: 'admin', prepare: async (server) => ({ url: `/api/admin/users/${await newUserId(server)}` }) },
  {
    method: 'put',
    path: '/api/admin/users/{id}',
    access: 'admin',
    prepare: async (server) => ({ url: `/api/admin/users/${await newUserId(server)}`, body: { role: 'volunteer' } }),
  },
  { method: 'delete', path: '/api/admin/users/{id}', access: 'admin', prepare: async (server) => ({ url: `/api/admin/users/${await newUserId(server)}` }) },
  {
    method: 'put',
    path: '/api/admin/updateRole/{email}',
    access: 'admin',
    prepare: async (server) => ({ url: `/api/admin/updateRole/${encodeURIComponent((await register(server)).email)}?newRole=volunteer` }),
  },
  { method: 'delete', path: '/api/user/{email}', access: 'admin', prepare: async (server) => ({ url: `/api/user/${encodeURIComponent((await register(server)).email)}` }) },
  { method: 'get', path: '/api/admin/bloodRequests', access: 'moderator' },
  {
    method: 'get',
    path: '/api/admin/bloodRequests/{id}',
    access: 'moderator',
    prepare: async (server, as) => ({ url: `/api/admin/bloodRequests/${(await createBloodRequest(server, as.admin)).id}` }),
  },
  {
    method: 'delete',
    path: '/api/admin/bloodRequests/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/bloodRequests/${(await createBloodRequest(server, as.admin)).id}` }),
  },
  { method: 'get', path: '/api/admin/donorlist', access: 'admin' },
  { method: 'post', path: '/api/admin/donorlist', access: 'admin', prepare: async () => ({ body: donationBody() }) },
  {
    method: 'get',
    path: '/api/admin/donorlist/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/donorlist/${(await createDonation(server, as.admin)).id}` }),
  },
  { method: 'get', path: '/api/admin/dashboard', access: 'moderator' },
  { method: 'get', path: '/api/admin/dashboard/charts', access: 'moderator' },
  { method: 'get', path: '/api/admin/approval', access: 'moderator' },
  {
    method: 'get',
    path: '/api/admin/events/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/events/${(await createEvent(server, as.admin)).id}` }),
  },
  {
    method: 'get',
    path: '/api/admin/volunteers/{id}',
    access: 'moderator',
    prepare: async (server, as) => {
      const response = await request(server.url).post('/api/volunteers/register').auth(as.admin, { type: 'bearer' }).send(volunteerBody());
      return { url: `/api/admin/volunteers/${response.body.id}` };
    },
  },
  {
    method: 'get',
    path: '/api/admin/contacts/{id}',
    access: 'moderator',
    prepare: async (server) => {
      const { id } = await server.dataSource.getRepository(Contact).save({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() });
      return { url: `/api/admin/contacts/${id}` };
    },
  },
  {
    method: 'get',
    path: '/api/admin/board-members/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/board-members/${(await createBoardMember(server, as.admin))._id}` }),
  },
  { method: 'get', path: '/api/admin/events', access: 'admin' },
  { method: 'get', path: '/api/admin/volunteers', access: 'moderator' },
  { method: 'get', path: '/api/admin/board-members', access: 'admin' },
  { method: 'get', path: '/api/admin/contacts', access: 'moderator' },
  {
    method: 'delete',
    path: '/api/admin/contacts/{id}',
    access: 'admin',
    prepare: async (server) => {
      const { id } = await server.dataSource.getRepository(Contact).save({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() });
      return { url: `/api/admin/contacts/${id}` };
    },
  },
  { method: 'post', path: '/api/admin/events', access: 'admin', prepare: async () => ({ body: eventBody() }) },
  {
    method: 'put',
    path: '/api/admin/events/{id}',
    access: 'admin',
    // The whole record, as react-admin's Edit sends it.
    prepare: async (server, as) => {
      const event = await createEvent(server, as.admin);
      return { url: `/api/admin/events/${event.id}`, body: { ...event, name: 'Renamed drive' } };
    },
  },
  {
    method: 'delete',
    path: '/api/admin/events/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/events/${(await createEvent(server, as.admin)).id}` }),
  },
  {
    method: 'put',
    path: '/api/admin/events/{id}/drive',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/events/${(await createEvent(server, as.admin)).id}/drive`, body: { sessions: [session(hoursFromNow(24), 2)] } }),
  },
  {
    method: 'delete',
    path: '/api/admin/events/{id}/drive',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/events/${(await newDrive(server, as.admin)).id}/drive` }),
  },
  {
    method: 'get',
    path: '/api/admin/events/{id}/appointments/export.csv',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/events/${(await newDrive(server, as.admin)).id}/appointments/export.csv` }),
  },
  { method: 'get', path: '/api/drives/{id}/slots', access: 'public', prepare: async (server, as) => ({ url: `/api/drives/${(await newDrive(server, as.admin)).id}/slots` }) },
  {
    method: 'post',
    path: '/api/drives/{id}/appointments',
    access: 'logged-in',
    prepare: async (server, as) => {
      const drive = await newDrive(server, as.admin);
      return { url: `/api/drives/${drive.id}/appointments`, body: { slotStart: drive.starts[1] }, token: await newAccountLike(server, as.caller) };
    },
  },
  { method: 'get', path: '/api/user/appointments', access: 'logged-in' },
  {
    method: 'put',
    path: '/api/admin/drive-staff/{driveId}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/drive-staff/${(await newDrive(server, as.admin)).id}`, body: { userIds: [] } }),
  },
  { method: 'get', path: '/api/drive-desk/drives', access: 'desk' },
  { method: 'get', path: '/api/admin/hospitals', access: 'hospital-list' },
  { method: 'post', path: '/api/admin/hospitals', access: 'admin', prepare: async () => ({ body: { name: `Hospital ${randomUUID()}`, city: 'Pune' } }) },
  {
    method: 'put',
    path: '/api/admin/donations/{id}/journey',
    access: 'assigned-journey',
    prepare: async (server, as) => ({ url: `/api/admin/donations/${await donationAtDrive(server, as)}/journey`, body: journeyBody(server) }),
  },
  {
    method: 'get',
    path: '/api/admin/donations/{id}/journey',
    access: 'assigned-journey',
    prepare: async (server, as) => {
      const id = await donationAtDrive(server, as);
      await request(server.url).put(`/api/admin/donations/${id}/journey`).auth(as.admin, { type: 'bearer' }).send(journeyBody(server)).expect(200);
      return { url: `/api/admin/donations/${id}/journey` };
    },
  },
  { method: 'get', path: '/api/user/journey', access: 'logged-in' },
  {
    method: 'get',
    path: '/api/drive-desk/{driveId}/appointments',
    access: 'assigned-desk',
    prepare: async (server, as) => ({ url: `/api/drive-desk/${(await driveToday(server, as)).id}/appointments` }),
  },
  {
    method: 'post',
    path: '/api/drive-desk/{driveId}/walk-ins',
    access: 'assigned-desk',
    prepare: async (server, as) => ({ url: `/api/drive-desk/${(await driveToday(server, as)).id}/walk-ins`, body: { email: (await register(server)).email } }),
  },
  {
    method: 'put',
    path: '/api/drive-desk/appointments/{id}',
    access: 'assigned-desk',
    prepare: async (server, as) => {
      const drive = await driveToday(server, as);
      return { url: `/api/drive-desk/appointments/${await bookedToday(server, drive, drive.id)}`, body: { status: 'checked-in' } };
    },
  },
  {
    method: 'get',
    path: '/api/drive-desk/{driveId}/lookup',
    access: 'assigned-desk',
    prepare: async (server, as) => {
      const drive = await driveToday(server, as);
      return { url: `/api/drive-desk/${drive.id}/lookup?code=${await bookedCardCode(server, drive, drive.id)}` };
    },
  },
  { method: 'get', path: '/api/user/donor-card', access: 'logged-in' },
  {
    method: 'get',
    path: '/api/admin/drives/{id}/figures',
    access: 'assigned-desk',
    prepare: async (server, as) => ({ url: `/api/admin/drives/${(await driveToday(server, as)).id}/figures` }),
  },
  {
    method: 'put',
    path: '/api/user/appointments/{id}',
    access: 'logged-in',
    prepare: async (server, as) => {
      const { token, appointmentId, drive } = await bookedLike(server, as);
      return { url: `/api/user/appointments/${appointmentId}`, body: { slotStart: drive.starts[2] }, token };
    },
  },
  {
    method: 'delete',
    path: '/api/user/appointments/{id}',
    access: 'logged-in',
    prepare: async (server, as) => {
      const { token, appointmentId } = await bookedLike(server, as);
      return { url: `/api/user/appointments/${appointmentId}`, token };
    },
  },
  { method: 'get', path: '/api/appointments/by-token/{token}', access: 'public', prepare: async (server, as) => ({ url: (await appointmentLink(server, as)).url }) },
  {
    method: 'put',
    path: '/api/appointments/by-token/{token}',
    access: 'public',
    prepare: async (server, as) => {
      const { url, drive } = await appointmentLink(server, as);
      return { url, body: { slotStart: drive.starts[2] } };
    },
  },
  { method: 'delete', path: '/api/appointments/by-token/{token}', access: 'public', prepare: async (server, as) => ({ url: (await appointmentLink(server, as)).url }) },
  { method: 'get', path: '/api/drives/{id}/waitlist', access: 'public', prepare: async (server, as) => ({ url: `/api/drives/${(await fullDrive(server, as.admin)).id}/waitlist` }) },
  {
    method: 'post',
    path: '/api/drives/{id}/waitlist',
    access: 'logged-in',
    prepare: async (server, as) => ({ url: `/api/drives/${(await fullDrive(server, as.admin)).id}/waitlist`, body: {}, token: await newAccountLike(server, as.caller) }),
  },
  {
    method: 'delete',
    path: '/api/drives/{id}/waitlist',
    access: 'logged-in',
    prepare: async (server, as) => {
      const { id } = await fullDrive(server, as.admin);
      const token = await newAccountLike(server, as.caller);
      await request(server.url).post(`/api/drives/${id}/waitlist`).auth(token, { type: 'bearer' }).send({}).expect(201);
      return { url: `/api/drives/${id}/waitlist`, token };
    },
  },
  { method: 'get', path: '/api/user/waitlist', access: 'logged-in' },
  { method: 'get', path: '/api/waitlist-offers/{token}', access: 'public', prepare: async (server, as) => ({ url: `/api/waitlist-offers/${(await offered(server, as.admin)).token}` }) },
  { method: 'post', path: '/api/waitlist-offers/{token}/accept', access: 'public', prepare: async (server, as) => ({ url: `/api/waitlist-offers/${(await offered(server, as.admin)).token}/accept` }) },
  { method: 'post', path: '/api/waitlist-offers/{token}/decline', access: 'public', prepare: async (server, as) => ({ url: `/api/waitlist-offers/${(await offered(server, as.admin)).token}/decline` }) },
  {
    method: 'delete',
    path: '/api/admin/volunteers/{id}',
    access: 'admin',
    prepare: async (server, as) => {
      const response = await request(server.url).post('/api/volunteers/register').auth(as.admin, { type: 'bearer' }).send(volunteerBody());
      return { url: `/api/admin/volunteers/${response.body.id}` };
    },
  },
  { method: 'get', path: '/api/admin/teams', access: 'admin' },
  {
    method: 'get',
    path: '/api/admin/teams/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/teams/${(await createBoardMember(server, as.admin))._id}` }),
  },
  { method: 'post', path: '/api/admin/teams', access: 'admin', prepare: async () => ({ body: boardMemberBody() }) },
  {
    method: 'put',
    path: '/api/admin/teams/{id}',
    access: 'admin',
    // The whole record, as react-admin's Edit sends it.
    prepare: async (server, as) => {
      const member = await createBoardMember(server, as.admin);
      return { url: `/api/admin/teams/${member._id}`, body: { ...member, id: member._id, full_name: 'Renamed' } };
    },
  },
  {
    method: 'delete',
    path: '/api/admin/teams/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/teams/${(await createBoardMember(server, as.admin))._id}` }),
  },
  {
    method: 'post',
    path: '/api/admin/contacts/{id}/reply',
    access: 'moderator',
    prepare: async (server) => {
      const { id } = await server.dataSource.getRepository(Contact).save({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() });
      return { url: `/api/admin/contacts/${id}/reply`, body: { message: 'Thanks' } };
    },
  },
  {
    method: 'post',
    path: '/api/admin/contacts/{id}/reply/retry',
    access: 'moderator',
    prepare: async (server) => {
      const now = new Date();
      const { identifiers } = await server.dataSource.getRepository(OutboxEmail).insert({
        to: 'a@example.com', subject: 'Re: S', text: 'Thanks', kind: 'contact-reply', aboutId: null, status: 'failed', attempts: 8,
        nextAttemptAt: now, claimedUntil: null, lastError: 'EMESSAGE 550 at DATA', sentAt: null, createdAt: now,
      });
      const { id } = await server.dataSource.getRepository(Contact).save({
        name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: now, reply: 'Thanks', repliedAt: null, replyStatus: 'failed', replyEmailId: identifiers[0].id as number,
      });
      return { url: `/api/admin/contacts/${id}/reply/retry` };
    },
  },
  ...['users', 'bloodRequests', 'donorlist', 'events', 'volunteers', 'contacts', 'board-members'].map((resource): Endpoint => ({ method: 'get', path: `/api/admin/${resource}/export.csv`, access: 'admin' })),
  { method: 'post', path: '/api/blood-requests', access: 'logged-in', prepare: async () => ({ body: bloodRequestBody() }) },
  { method: 'get', path: '/api/user-blood-requests', access: 'logged-in' },
  {
    method: 'delete',
    path: '/api/blood-requests/{id}',
    access: 'logged-in',
    prepare: async (server, as) => ({ url: `/api/blood-requests/${(await createBloodRequest(server, as.caller)).id}` }),
  },
  { method: 'get', path: '/api/blood-requests', access: 'moderator' },
  ...(['approve', 'reject'] as const).map(
    (action): Endpoint => ({
      method: 'put',
      path: `/api/blood-requests/{id}/${action}`,
      access: 'moderator',
      prepare: async (server, as) => ({ url: `/api/blood-requests/${(await createBloodRequest(server, as.caller)).id}/${action}` }),
    }),
  ),
  {
    method: 'put',
    path: '/api/blood-requests/{id}/fulfil',
    access: 'logged-in',
    prepare: async (server, as) => {
      const { id } = await createBloodRequest(server, as.caller);
      await request(server.url).put(`/api/blood-requests/${id}/approve`).auth(as.admin, { type: 'bearer' }).expect(200);
      return { url: `/api/blood-requests/${id}/fulfil` };
    },
  },
  {
    method: 'put',
    path: '/api/blood-requests/{id}/cancel',
    access: 'logged-in',
    prepare: async (server, as) => ({ url: `/api/blood-requests/${(await createBloodRequest(server, as.caller)).id}/cancel` }),
  },
  { method: 'post', path: '/api/add', access: 'logged-in', prepare: async () => ({ body: donationBody() }) },
  { method: 'get', path: '/api/user-donors', access: 'logged-in' },
  { method: 'get', path: '/api/user/availability', access: 'logged-in' },
  { method: 'put', path: '/api/user/availability', access: 'logged-in', prepare: async () => ({ body: { available: true, city: 'Pune' } }) },
  { method: 'get', path: '/api/user/eligibility', access: 'logged-in' },
  { method: 'get', path: '/api/user/milestones', access: 'logged-in' },
  { method: 'get', path: '/api/user/export', access: 'logged-in' },
  { method: 'get', path: '/api/user/consents', access: 'logged-in' },
  { method: 'delete', path: '/api/user/consents/{purpose}', access: 'logged-in', prepare: async () => ({ url: '/api/user/consents/matching' }) },
  { method: 'put', path: '/api/user/consents/{purpose}', access: 'logged-in', prepare: async () => ({ url: '/api/user/consents/eligibility-reminders' }) },
  // Each account's own sessions; the ending ones act on a new account of the caller's role, so the callers' logins stay.
  { method: 'get', path: '/api/user/sessions', access: 'logged-in' },
  { method: 'delete', path: '/api/user/sessions', access: 'logged-in', prepare: async (server, as) => ({ token: await newAccountLike(server, as.caller) }) },
  { method: 'delete', path: '/api/user/sessions/{id}', access: 'logged-in', prepare: (server, as) => secondSessionLike(server, as.caller) },
  { method: 'get', path: '/api/push/public-key', access: 'public' },
  { method: 'post', path: '/api/user/push-subscriptions', access: 'logged-in', prepare: async () => ({ body: pushSubscriptionBody() }) },
  { method: 'get', path: '/api/user/push-subscriptions', access: 'logged-in' },
  {
    method: 'delete',
    path: '/api/user/push-subscriptions/{id}',
    access: 'logged-in',
    prepare: async (server, as) => {
      const { id } = (await request(server.url).post('/api/user/push-subscriptions').auth(as.caller, { type: 'bearer' }).send(pushSubscriptionBody()).expect(201)).body;
      return { url: `/api/user/push-subscriptions/${id}` };
    },
  },
  { method: 'post', path: '/api/user/passkeys/options', access: 'logged-in' },
  {
    method: 'post',
    path: '/api/user/passkeys',
    access: 'logged-in',
    prepare: async (server, as) => {
      const options = (await request(server.url).post('/api/user/passkeys/options').auth(as.caller, { type: 'bearer' }).expect(200)).body;
      return { body: authenticatorFor(server).register(options) };
    },
  },
  { method: 'get', path: '/api/user/passkeys', access: 'logged-in' },
  ...(['patch', 'delete'] as const).map(
    (method): Endpoint => ({
      method,
      path: '/api/user/passkeys/{id}',
      access: 'logged-in',
      prepare: async (server, as) => ({ url: `/api/user/passkeys/${(await addPasskey(server, as.caller, authenticatorFor(server))).id}`, body: method === 'patch' ? { name: 'Renamed' } : undefined }),
    }),
  ),
  { method: 'post', path: '/api/auth/passkey/options', access: 'public' },
  { method: 'get', path: '/api/user/2fa', access: 'logged-in' },
  { method: 'post', path: '/api/user/2fa/totp', access: 'logged-in', prepare: async (server, as) => ({ token: await newAccountLike(server, as.caller) }) },
  {
    method: 'post',
    path: '/api/user/2fa/totp/confirm',
    access: 'logged-in',
    prepare: async (server, as) => {
      const token = await newAccountLike(server, as.caller);
      const { secret } = (await request(server.url).post('/api/user/2fa/totp').auth(token, { type: 'bearer' }).expect(201)).body;
      return { token, body: { code: totpCode(secret) } };
    },
  },
  {
    method: 'delete',
    path: '/api/user/2fa/totp',
    access: 'logged-in',
    // An account of the caller's role with an app, stepped up.
    prepare: async (server, as) => {
      const { token, secret } = await accountWithAppLike(server, as.caller);
      await request(server.url).post('/api/auth/step-up').auth(token, { type: 'bearer' }).send({ code: totpCode(secret, 30) }).expect(200);
      return { token };
    },
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/2fa/reset',
    access: 'superAdmin',
    prepare: async (server) => {
      const { email } = await register(server);
      return { url: `/api/admin/users/${(await server.dataSource.getRepository(User).findOneByOrFail({ email })).id}/2fa/reset` };
    },
  },
  {
    method: 'post',
    path: '/api/auth/step-up',
    access: 'logged-in',
    prepare: async (server, as) => {
      const { token, secret } = await accountWithAppLike(server, as.caller);
      return { token, body: { code: totpCode(secret, 30) } };
    },
  },
  {
    method: 'post',
    path: '/api/auth/login/second-factor',
    access: 'public',
    // The second step of a new donor's login with an app (the caller's token aside: it needs none).
    prepare: async (server) => {
      const donor = await register(server);
      const { secret } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);
      return { body: { challengeToken: await passwordStep(server, donor.email, donor.password), code: totpCode(secret, 30) } };
    },
  },
  {
    method: 'post',
    path: '/api/auth/end-sessions',
    access: 'public',
    // The link of a notice to a new donor: a public call ending that donor's sessions, not the caller's.
    prepare: async (server) => {
      const { id } = await loginAs(server, 'user');
      const link = server.app.get(AccountNotices).links.linkFor(id, new Date());
      return { body: { token: new URL(link).searchParams.get('token') } };
    },
  },
  {
    method: 'post',
    path: '/api/auth/passkey',
    access: 'public',
    // A passkey of a new donor (the caller's token aside: a passkey login needs none).
    prepare: async (server) => {
      const donor = await register(server);
      const authenticator = authenticatorFor(server);
      await addPasskey(server, (await login(server, donor.email, donor.password)).accessToken, authenticator);
      return { body: await passkeyAssertion(server, authenticator) };
    },
  },
  {
    method: 'delete',
    path: '/api/user/me',
    access: 'logged-in',
    // A new account of the caller's role leaves (its own token and password), so the callers' logins stay for the other rows.
    prepare: async (server, as) => {
      const { role } = (await request(server.url).get('/api/user/me').auth(as.caller, { type: 'bearer' })).body;
      const leaver = await register(server);
      await setRole(server, leaver.email, role);
      return { token: (await login(server, leaver.email, leaver.password)).accessToken, body: { password: leaver.password } };
    },
  },
  // The profile is the caller's own; a new account of the caller's role edits it (the superAdmin has no donor fields).
  { method: 'put', path: '/api/user/me', access: 'logged-in', prepare: async (server, as) => ({ token: await newAccountLike(server, as.caller), body: PROFILE_BODY }) },
  {
    method: 'post',
    path: '/api/user/me/email',
    access: 'logged-in',
    prepare: async (server, as) => ({ token: await newAccountLike(server, as.caller), body: { newEmail: newDonor().email, password: newDonor().password } }),
  },
  { method: 'post', path: '/api/user/me/email/confirm', access: 'public', prepare: async (server) => ({ body: { token: await pendingEmailChange(server) } }) },
  { method: 'get', path: '/api/blood-compatibility', access: 'public' },
  { method: 'get', path: '/api/need-board', access: 'public' },
  {
    method: 'get',
    path: '/api/admin/bloodRequests/{id}/matches',
    access: 'moderator',
    prepare: async (server, as) => ({ url: `/api/admin/bloodRequests/${(await createBloodRequest(server, as.caller, { city: 'Pune' })).id}/matches` }),
  },
  { method: 'get', path: '/api/user/asks', access: 'logged-in' },
  {
    method: 'post',
    path: '/api/blood-requests/{id}/responses',
    access: 'logged-in',
    prepare: async (server, as) => {
      // Only a donor who was asked may answer: the caller (the account its token names) is asked about an approved request.
      const { id } = await createBloodRequest(server, as.admin, { city: 'Pune' });
      await request(server.url).put(`/api/blood-requests/${id}/approve`).auth(as.admin, { type: 'bearer' }).expect(200);
      const userId = Number(JSON.parse(Buffer.from(as.caller.split('.')[1], 'base64url').toString()).sub);
      await server.dataSource.getRepository(DonorAsk).insert({ bloodRequestId: id, userId, askedAt: new Date(), answer: null, answeredAt: null });
      return { url: `/api/blood-requests/${id}/responses`, body: { answer: 'yes' } };
    },
  },
  { method: 'get', path: '/api/donorlist', access: 'admin' },
  { method: 'get', path: '/api/events/all', access: 'public' },
  { method: 'post', path: '/api/events', access: 'admin', prepare: async () => ({ body: eventBody() }) },
  {
    method: 'put',
    path: '/api/events/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/events/${(await createEvent(server, as.admin)).id}`, body: eventBody({ name: 'Renamed drive' }) }),
  },
  {
    method: 'delete',
    path: '/api/events/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/events/${(await createEvent(server, as.admin)).id}` }),
  },
  { method: 'get', path: '/api/captcha/config', access: 'public' },
  { method: 'get', path: '/api/captcha/challenge', access: 'public' },
  {
    method: 'post',
    path: '/api/contact-us',
    access: 'public',
    prepare: async (server) => ({ body: { name: 'Meera', email: 'meera@example.com', subject: 'Hi', message: 'Hello', captchaToken: await altchaToken(server) } }),
  },
  { method: 'get', path: '/api/admin/contact-us/all', access: 'moderator' },
  {
    method: 'delete',
    path: '/api/admin/contact-us/delete/{id}',
    access: 'admin',
    prepare: async (server) => {
      const { id } = await server.dataSource.getRepository(Contact).save({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() });
      return { url: `/api/admin/contact-us/delete/${id}` };
    },
  },
  { method: 'post', path: '/api/volunteers/register', access: 'logged-in', prepare: async () => ({ body: volunteerBody() }) },
  { method: 'get', path: '/api/user/volunteering', access: 'logged-in' },
  {
    method: 'delete',
    path: '/api/user/volunteering/{id}',
    access: 'logged-in',
    prepare: async (server, as) => {
      const response = await request(server.url).post('/api/volunteers/register').auth(as.caller, { type: 'bearer' }).send(volunteerBody());
      return { url: `/api/user/volunteering/${response.body.id}` };
    },
  },
  { method: 'get', path: '/api/volunteers/all-with-event', access: 'moderator' },
  {
    method: 'delete',
    path: '/api/volunteers/{id}',
    access: 'admin',
    prepare: async (server, as) => {
      const response = await request(server.url).post('/api/volunteers/register').auth(as.caller, { type: 'bearer' }).send(volunteerBody());
      return { url: `/api/volunteers/${response.body.id}` };
    },
  },
  { method: 'post', path: '/api/newsletter/subscribe', access: 'public', prepare: async () => ({ body: { email: 'reader@example.com' } }) },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    access: 'public',
    prepare: async (server) => {
      const token = `token-${Math.random()}`;
      await server.dataSource.getRepository(NewsletterSubscriber).insert({
        email: `${Math.random()}@example.com`,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        unsubscribedAt: null,
        createdAt: new Date(),
      });
      return { body: { token } };
    },
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    access: 'logged-in',
    prepare: async (server, as) => {
      // The caller's own password, kept as it is: the other tests' logins still work.
      const me = await request(server.url).get('/api/user/me').auth(as.caller, { type: 'bearer' });
      const password = me.body.email === SUPER_ADMIN.email ? SUPER_ADMIN.password : newDonor().password;
      return { body: { currentPassword: password, password, confirmPassword: password } };
    },
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    access: 'public',
    prepare: async (server) => ({ body: { email: SUPER_ADMIN.email, captchaToken: await altchaToken(server) } }),
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    access: 'public',
    prepare: async (server) => {
      const token = `reset-${Math.random()}`;
      await server.dataSource.getRepository(PasswordResetToken).insert({
        userId: await newUserId(server),
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 600_000),
        usedAt: null,
        createdAt: new Date(),
      });
      return { body: { token, password: 'new-secret1', confirmPassword: 'new-secret1' } };
    },
  },
  { method: 'get', path: '/api/teams', access: 'public' },
  { method: 'post', path: '/api/teams', access: 'logged-in', prepare: async () => ({ body: { name: 'Depot crew', kind: 'workplace' } }) },
  { method: 'post', path: '/api/teams/join', access: 'logged-in', prepare: async (server) => ({ body: { joinCode: (await othersTeam(server)).joinCode } }) },
  { method: 'get', path: '/api/teams/{slug}', access: 'public', prepare: async (server, as) => ({ url: `/api/teams/${(await newTeam(server, as.admin)).slug}` }) },
  { method: 'get', path: '/api/user/teams', access: 'logged-in' },
  { method: 'put', path: '/api/teams/{slug}/members/me', access: 'logged-in', prepare: async (server, as) => ({ url: `/api/teams/${await joinedTeam(server, as)}/members/me`, body: { shown: true } }) },
  { method: 'delete', path: '/api/teams/{slug}/members/me', access: 'logged-in', prepare: async (server, as) => ({ url: `/api/teams/${await joinedTeam(server, as)}/members/me` }) },
  {
    // The team's owner only: here the caller owns the team (another member gets 403: test/teams.e2e-spec.ts).
    method: 'delete',
    path: '/api/teams/{slug}/members/{userId}',
    access: 'logged-in',
    prepare: async (server, as) => {
      const { slug, joinCode } = await newTeam(server, as.caller);
      const member = await register(server);
      const { accessToken } = await login(server, member.email, member.password);
      await request(server.url).post('/api/teams/join').auth(accessToken, { type: 'bearer' }).send({ joinCode }).expect(201);
      const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email: member.email });
      return { url: `/api/teams/${slug}/members/${id}` };
    },
  },
  { method: 'get', path: '/api/board-members', access: 'public' },
  {
    method: 'get',
    path: '/api/board-members/{id}/photo',
    access: 'public',
    prepare: async (server, as) => {
      const { _id } = await createBoardMember(server, as.admin);
      await request(server.url).put(`/api/admin/board-members/${_id}/photo`).auth(as.admin, { type: 'bearer' }).attach('photo', PNG_1X1, 'x.png').expect(200);
      return { url: `/api/board-members/${_id}/photo` };
    },
  },
  { method: 'post', path: '/api/admin/board-members', access: 'admin', prepare: async () => ({ body: boardMemberBody() }) },
  {
    method: 'put',
    path: '/api/admin/board-members/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/board-members/${(await createBoardMember(server, as.admin))._id}`, body: boardMemberBody({ full_name: 'Renamed' }) }),
  },
  {
    method: 'delete',
    path: '/api/admin/board-members/{id}',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/board-members/${(await createBoardMember(server, as.admin))._id}` }),
  },
  {
    method: 'put',
    path: '/api/admin/board-members/{id}/photo',
    access: 'admin',
    prepare: async (server, as) => ({
      url: `/api/admin/board-members/${(await createBoardMember(server, as.admin))._id}/photo`,
      attach: { field: 'photo', file: PNG_1X1, name: 'x.png' },
    }),
  },
  {
    method: 'delete',
    path: '/api/admin/board-members/{id}/photo',
    access: 'admin',
    prepare: async (server, as) => ({ url: `/api/admin/board-members/${(await createBoardMember(server, as.admin))._id}/photo` }),
  },
];

/** The id of a new donor account (role user). */
async function newUserId(server: TestServer): Promise<number> {
  const { email } = await register(server);
  return (await server.dataSource.getRepository(User).findOneByOrFail({ email })).id;
}

/** The id of an audit log entry (the callers' logins wrote some). */
async function anEntryId(server: TestServer): Promise<number> {
  const [entry] = await server.dataSource.getRepository(AuditEntryRecord).find({ order: { id: 'ASC' }, take: 1 });
  return entry.id;
}

const CALLERS = [
  'nobody', 'user', 'volunteer', 'driveStaff', 'driveStaff of another drive', 'moderator', 'admin', 'superAdmin', 'expired token', 'token of another key', 'unsigned alg none token',
] as const;
type Caller = (typeof CALLERS)[number];
/** Callers whose token is a real login, one of each role, drive staff twice (the forged tokens name the superAdmin). */
const LOGGED_IN = ['user', 'volunteer', 'driveStaff', 'driveStaff of another drive', 'moderator', 'admin', 'superAdmin'] as const satisfies readonly Caller[];
type LoggedInCaller = (typeof LOGGED_IN)[number];
const isLoggedIn = (caller: Caller): caller is LoggedInCaller => (LOGGED_IN as readonly Caller[]).includes(caller);

/** Who is let in at each level of access, of the logged-in callers. */
const LET_IN: Record<Exclude<Access, 'public'>, readonly LoggedInCaller[]> = {
  'logged-in': LOGGED_IN,
  moderator: ['moderator', 'admin', 'superAdmin'],
  admin: ['admin', 'superAdmin'],
  superAdmin: ['superAdmin'],
  desk: ['driveStaff', 'driveStaff of another drive', 'moderator', 'admin', 'superAdmin'],
  'assigned-desk': ['driveStaff', 'moderator', 'admin', 'superAdmin'],
  'hospital-list': ['driveStaff', 'driveStaff of another drive', 'admin', 'superAdmin'],
  'assigned-journey': ['driveStaff', 'admin', 'superAdmin'],
};

function expectedStatus(access: Access, caller: Caller): '2xx' | 401 | 403 {
  if (access === 'public') return '2xx';
  if (!isLoggedIn(caller)) return 401;
  return LET_IN[access].includes(caller) ? '2xx' : 403;
}

describe('authorization of every endpoint', () => {
  let server: TestServer;
  const tokens = {} as Record<Caller, string | undefined>;
  let staffId: number;

  const call = async (endpoint: Endpoint, caller: Caller) => {
    const token = tokens[caller];
    const as = { caller: (isLoggedIn(caller) ? token : tokens.superAdmin)!, admin: tokens.superAdmin!, staffId: caller === 'driveStaff' ? staffId : undefined };
    const { url = endpoint.path, body, attach, cookie, token: standIn } = (await endpoint.prepare?.(server, as)) ?? {};
    const bearer = standIn && isLoggedIn(caller) ? standIn : token;
    let pending = request(server.url)[endpoint.method](url);
    if (bearer) pending = pending.set('Authorization', `Bearer ${bearer}`);
    if (cookie) pending = pending.set('Cookie', cookie);
    if (attach) return pending.attach(attach.field, attach.file, attach.name);
    return body ? pending.send(body) : pending;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const superAdmin = await server.dataSource.getRepository(User).findOneByOrFail({ email: SUPER_ADMIN.email });
    const claims = { sub: String(superAdmin.id) };
    const now = Math.floor(Date.now() / 1000);
    for (const role of ['user', 'volunteer', 'moderator', 'admin', 'superAdmin'] as const) tokens[role] = (await loginAs(server, role)).accessToken;
    const staff = await loginAs(server, 'driveStaff');
    [tokens.driveStaff, staffId] = [staff.accessToken, staff.id];
    tokens['driveStaff of another drive'] = (await loginAs(server, 'driveStaff')).accessToken;
    tokens['expired token'] = new JwtService({ secret: server.settings.jwtSecret }).sign({ ...claims, iat: now - 120, exp: now - 60 });
    tokens['token of another key'] = new JwtService({ secret: 'a-different-secret-that-is-32-chars-long' }).sign(claims, { expiresIn: 600 });
    const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
    tokens['unsigned alg none token'] = `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, exp: now + 600 })}.`;
  });
  afterAll(() => server.close());

  describe.each(ENDPOINTS)('$method $path ($access)', (endpoint) => {
    it.each(CALLERS)('%s', async (caller) => {
      const response = await call(endpoint, caller);
      const expected = expectedStatus(endpoint.access, caller);
      const outcome = response.status >= 200 && response.status < 300 ? '2xx' : response.status;
      expect({ outcome, body: response.body }).toMatchObject({ outcome: expected, body: expected === '2xx' ? {} : { statusCode: expected } });
    });
  });

  it('uses the current database role: a demoted admin gets 403 at once, a deleted account 401', async () => {
    const admin = await loginAs(server, 'admin');
    const list = () => request(server.url).get('/api/admin/userlist').auth(admin.accessToken, { type: 'bearer' });
    await list().expect(200);
    await setRole(server, admin.email, 'user');
    await list().expect(403);
    await server.dataSource.getRepository(User).delete({ email: admin.email });
    await list().expect(401);
  });

  it('covers every route of the Swagger document', () => {
    const documented = Object.entries(buildOpenApiDocument(server.app).paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(ENDPOINTS.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(documented.sort());
  });
});
