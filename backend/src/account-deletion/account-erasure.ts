import { OPEN_BLOOD_REQUEST_STATUSES } from '@blood-donation/domain';
import { type EntityManager, type EntityTarget, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { RefreshSession } from '../auth/refresh-session.entity';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { BLOOD_REQUEST_LIST } from '../blood-requests/blood-request-list';
import { Contact } from '../contacts/contact.entity';
import { Donation } from '../donations/donation.entity';
import { DONATION_LIST } from '../donations/donation-list';
import { DonorAsk } from '../donor-asks/donor-ask.entity';
import type { DonorColumns } from '../donor-forms/donor-columns';
import type { ListDefinition } from '../lists/list-definition';
import { writeSearchWords } from '../lists/search-index';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { Consent } from '../consents/consent.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity';
import { User } from '../users/user.entity';
import { USER_LIST } from '../users/user-list';
import { Volunteer } from '../volunteers/volunteer.entity';
import { ERASED_NAME, ERASED_USERNAME, erasedEmail } from './account-deletion.texts';

/**
 * Erases, in the caller's transaction, everything that names the account's owner, keeping only what the
 * organisation's counts need, as rows that name nobody:
 *
 * - the account row stays (the user count, and the asks below point at it) with a random placeholder email, the label
 *   ERASED_USERNAME, no age, gender, blood group, mobile or city, not available, role user, and no password (nothing
 *   can log in to it);
 * - its login sessions and password reset links are deleted;
 * - its donations and blood requests stay, unlinked from the account, without name, mobile, address, email, disease,
 *   hospital or admin note (blood group, units, day, city, age and gender remain: the counts by group and place);
 *   its open requests were cancelled before (BloodRequestsService.cancelOpenOf);
 * - its asks about requests still open are deleted (it can no longer answer or come); asks about closed requests
 *   stay as the anonymous history of those requests' counts;
 * - its consents, its volunteer sign-ups, its newsletter subscription and the contact messages sent from its email are deleted, and
 *   so is every email of the outbox to that address (the confirmation is queued afterwards);
 * - the search index follows each row changed (deleted rows lose their words by trigger).
 *
 * The audit log holds ids only and keeps its entries. Returns nothing: the caller queues the confirmation.
 */
export async function eraseAccount(manager: EntityManager, account: User, now: Date): Promise<void> {
  const email = account.email.toLowerCase();
  await manager.delete(RefreshSession, { userId: account.id });
  await manager.delete(PasswordResetToken, { userId: account.id });
  await deleteAsksAboutOpenRequests(manager, account.id);
  await eraseRecords(manager, DONATION_LIST, Donation, account.id, { name: ERASED_NAME, mobile: '', address: '', userId: null, updatedAt: now });
  await eraseRecords(manager, BLOOD_REQUEST_LIST, BloodRequest, account.id, {
    name: ERASED_NAME,
    email: '',
    mobile: '',
    disease: '',
    hospital: null,
    message: null,
    userId: null,
    updatedAt: now,
  });
  await manager.delete(Volunteer, { userId: account.id });
  await manager.delete(Consent, { userId: account.id });
  // Its newsletter consents go with the subscription (consents.subscriberId: ON DELETE CASCADE).
  await manager.delete(NewsletterSubscriber, { email });
  await deleteWhereLowerCase(manager, Contact, 'email', email);
  await deleteWhereLowerCase(manager, OutboxEmail, 'to', email);
  await eraseAccountRow(manager, account.id);
}

async function deleteAsksAboutOpenRequests(manager: EntityManager, userId: number): Promise<void> {
  const open = await manager
    .createQueryBuilder(DonorAsk, 'ask')
    .select('ask.id', 'id')
    .innerJoin('ask.bloodRequest', 'request')
    .where('ask.userId = :userId AND request.status IN (:...open)', { userId, open: OPEN_BLOOD_REQUEST_STATUSES })
    .getRawMany<{ id: number }>();
  if (open.length > 0) await manager.delete(DonorAsk, { id: In(open.map(({ id }) => Number(id))) });
}

/** Overwrites `changes` in every row the account sent, then gives each its new search words. */
async function eraseRecords<E extends DonorColumns>(manager: EntityManager, list: ListDefinition, entity: EntityTarget<E>, userId: number, changes: QueryDeepPartialEntity<E>): Promise<void> {
  const ids = (await manager.createQueryBuilder(entity, 'row').select('row.id').where('row.userId = :userId', { userId }).getMany()).map(({ id }) => id);
  if (ids.length === 0) return;
  await manager.update(entity, ids, changes);
  for (const row of await manager.createQueryBuilder(entity, 'row').whereInIds(ids).getMany()) await writeSearchWords(manager, list, row, { replace: true });
}

/** Deletes the rows whose `column` is `email` in any case (addresses typed into forms keep their case). */
async function deleteWhereLowerCase(manager: EntityManager, entity: typeof Contact | typeof OutboxEmail, column: string, email: string): Promise<void> {
  const quoted = manager.connection.driver.escape(column);
  await manager.createQueryBuilder().delete().from(entity).where(`LOWER(${quoted}) = :email`, { email }).execute();
}

async function eraseAccountRow(manager: EntityManager, id: number): Promise<void> {
  await manager.update(User, { id }, {
    username: ERASED_USERNAME,
    email: erasedEmail(),
    age: null,
    bloodGroup: null,
    gender: null,
    mobile: null,
    passwordHash: '',
    role: 'user',
    available: false,
    availableCity: null,
    contactChannel: 'email',
  });
  await writeSearchWords(manager, USER_LIST, await manager.findOneByOrFail(User, { id }), { replace: true });
}
