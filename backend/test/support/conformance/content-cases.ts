import request from 'supertest';
import { Contact } from '../../../src/contacts/contact.entity';
import { login, register } from '../accounts';
import { boardMemberBody, createBoardMember, PNG_1X1 } from '../board-member-flows';
import { altchaToken } from '../captcha';
import { volunteerBody } from '../content-flows';
import { api } from '../donor-flows';
import { waitFor } from '../mail';
import type { OperationCases } from './contract-calls';
import { type ConformanceRecords, REFUSED_REPLY } from './conformance-records';

const photo = (file: Buffer, name: string) => ({ field: 'photo', file, name });
const newMemberId = async (records: ConformanceRecords) => (await createBoardMember(records.server, records.admin.accessToken))._id;
/** A new volunteer sign-up, sent by `by` (the donor when not given). */
const newVolunteerId = async (records: ConformanceRecords, by = records.donor): Promise<number> =>
  (await api(records.server, by.accessToken).post('/api/volunteers/register', volunteerBody()).expect(201)).body.id;

/** A new contact message whose reply the mail server refused for good (replyStatus failed). */
async function failedContactId(records: ConformanceRecords): Promise<number> {
  const id = await records.newContact();
  await api(records.server, records.admin.accessToken).post(`/api/admin/contacts/${id}/reply`, { message: REFUSED_REPLY }).expect(200);
  await waitFor(async () => (await records.server.dataSource.getRepository(Contact).findOneByOrFail({ id })).replyStatus === 'failed', 'the refused reply');
  return id;
}

/** A contact message whose sender then deleted their account: it stays, erased, with no address to reply to. */
async function erasedContactId(records: ConformanceRecords): Promise<number> {
  const { email, password } = await register(records.server);
  const subject = `Leaving ${Date.now()}`;
  await api(records.server).post('/api/contact-us', { name: 'Meera Shah', email, subject, message: 'Bye.', captchaToken: await altchaToken(records.server) }).expect(200);
  const { id } = await records.server.dataSource.getRepository(Contact).findOneByOrFail({ subject });
  const { accessToken } = await login(records.server, email, password);
  await request(records.server.url).delete('/api/user/me').auth(accessToken, { type: 'bearer' }).send({ password }).expect(200);
  return id;
}

/** Health, captcha, contact messages, volunteers, newsletter, the dashboard and board members. */
export const CONTENT_CASES: Record<string, OperationCases> = {
  'GET /api/health': {
    200: () => ({}),
    503: 'needs a database that stops answering; database-faults.*.e2e-spec.ts provoke it',
  },
  'GET /api/health/live': { 200: () => ({}) },
  'GET /api/captcha/config': { 200: () => ({}) },
  'GET /api/captcha/challenge': {
    200: () => ({}),
    404: 'only with a hosted captcha provider (CAPTCHA_PROVIDER), which needs its outside service for the forms this test sends',
  },
  'POST /api/contact-us': {
    200: async (records) => ({ body: { name: 'Meera Shah', email: 'meera@example.com', subject: 'Hosting a drive', message: 'In March?', captchaToken: await altchaToken(records.server) } }),
  },
  'GET /api/admin/contact-us/all': { 200: (records) => ({ as: records.admin }) },
  'DELETE /api/admin/contact-us/delete/{id}': { 200: async (records) => ({ as: records.admin, params: { id: await records.newContact() } }) },
  'POST /api/admin/contacts/{id}/reply': {
    200: async (records) => ({ as: records.admin, params: { id: await records.newContact() }, body: { message: 'On the 12th.' } }),
    409: async (records) => ({ as: records.admin, params: { id: await erasedContactId(records) }, body: { message: 'On the 12th.' } }),
  },
  'POST /api/admin/contacts/{id}/reply/retry': {
    200: async (records) => ({ as: records.admin, params: { id: await failedContactId(records) } }),
    409: (records) => ({ as: records.admin, params: { id: records.contactIds.unanswered } }),
  },
  'POST /api/volunteers/register': {
    201: (records) => ({ as: records.volunteer, body: volunteerBody({ event: { id: records.upcomingEventId } }) }),
  },
  'GET /api/volunteers/all-with-event': { 200: (records) => ({ as: records.admin }) },
  'DELETE /api/volunteers/{id}': { 200: async (records) => ({ as: records.admin, params: { id: await newVolunteerId(records) } }) },
  'GET /api/user/volunteering': { 200: (records) => ({ as: records.volunteer }) },
  'DELETE /api/user/volunteering/{id}': { 200: async (records) => ({ as: records.volunteer, params: { id: await newVolunteerId(records, records.volunteer) } }) },
  'POST /api/newsletter/subscribe': {
    200: () => ({ body: { email: `reader-${Date.now()}@example.com` } }),
  },
  'POST /api/newsletter/unsubscribe': {
    200: (records) => ({ body: { token: records.unsubscribeToken } }),
    404: () => ({ body: { token: 'no-such-token' } }),
  },
  'GET /api/admin/dashboard': { 200: (records) => ({ as: records.admin }) },
  'GET /api/admin/dashboard/charts': { 200: (records) => ({ as: records.admin }) },
  'GET /api/board-members': { 200: () => ({}) },
  'GET /api/board-members/{id}/photo': { 200: (records) => ({ params: { id: records.boardMemberIds.withPhoto } }) },
  'POST /api/admin/board-members': { 201: (records) => ({ as: records.admin, body: boardMemberBody() }) },
  'PUT /api/admin/board-members/{id}': {
    200: async (records) => ({ as: records.admin, params: { id: await newMemberId(records) }, body: boardMemberBody({ teams: ['broadcast'] }) }),
  },
  'DELETE /api/admin/board-members/{id}': { 200: async (records) => ({ as: records.admin, params: { id: await newMemberId(records) } }) },
  'PUT /api/admin/board-members/{id}/photo': {
    200: async (records) => ({ as: records.admin, params: { id: await newMemberId(records) }, attach: photo(PNG_1X1, 'a.png') }),
    413: async (records) => ({ as: records.admin, params: { id: await newMemberId(records) }, attach: photo(Buffer.concat([PNG_1X1, Buffer.alloc(2_200_000)]), 'big.png') }),
    415: async (records) => ({ as: records.admin, params: { id: await newMemberId(records) }, attach: photo(Buffer.from('not a picture'), 'a.png') }),
  },
  'DELETE /api/admin/board-members/{id}/photo': {
    200: (records) => ({ as: records.admin, params: { id: records.boardMemberIds.withoutPhoto } }),
  },
};
