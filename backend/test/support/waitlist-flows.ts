import { WAITLIST_MESSAGES as W } from '@blood-donation/domain';
import { OutboxEmail } from '../../src/mail/outbox-email.entity';
import { Account, loginAs } from './accounts';
import { api } from './donor-flows';
import { createDrive, hoursFromNow, session } from './drive-flows';
import { waitFor } from './mail';
import { TestServer } from './test-server';

/** A drive 48 h ahead of one slot of one chair, booked: its id, slot start, and the booking donor with the appointment. */
export async function fullDrive(server: TestServer, adminToken: string): Promise<{ id: number; start: string; holder: Account; appointmentId: number }> {
  const start = hoursFromNow(48).toISOString();
  const id = await createDrive(server, adminToken, [session(new Date(start), 1, 15, 1)]);
  const holder = await loginAs(server, 'user');
  const appointment = await api(server, holder.accessToken).post(`/api/drives/${id}/appointments`, { slotStart: start }).expect(201);
  return { id, start, holder, appointmentId: appointment.body.id };
}

/** The token of the newest offer email queued to `email` (read from the outbox). */
export function queuedOfferToken(server: TestServer, email: string): Promise<string> {
  return waitFor(async () => {
    const emails = await server.dataSource.getRepository(OutboxEmail).find({ where: { to: email, subject: W.offerSubject }, order: { id: 'DESC' } });
    return emails.length ? /\/waitlist-offers\/([A-Za-z0-9_-]{43})/.exec(emails[0].text)?.[1] : undefined;
  }, `an offer to ${email}`);
}

/** A full drive whose one chair is held for a new waiting donor: the donor and their offer's token. */
export async function offered(server: TestServer, adminToken: string): Promise<{ driveId: number; start: string; donor: Account; token: string }> {
  const { id, start, holder, appointmentId } = await fullDrive(server, adminToken);
  const donor = await loginAs(server, 'user');
  await api(server, donor.accessToken).post(`/api/drives/${id}/waitlist`, {}).expect(201);
  await api(server, holder.accessToken).delete(`/api/user/appointments/${appointmentId}`).expect(200);
  return { driveId: id, start, donor, token: await queuedOfferToken(server, donor.email) };
}
