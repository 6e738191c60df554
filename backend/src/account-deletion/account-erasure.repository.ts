import { OPEN_BLOOD_REQUEST_STATUSES } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { type EntityTarget, In, IsNull, Not } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { RefreshSession } from '../auth/refresh-session.entity';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { Contact } from '../contacts/contact.entity';
import { Database } from '../database/database.service';
import { quotedName } from '../database/dialect';
import { DonationJourney, DonationJourneyNotice } from '../donation-journey/donation-journey.entity';
import { Donation } from '../donations/donation.entity';
import { DonorCard } from '../donor-card/donor-card.entity';
import { DonorAsk } from '../donor-asks/donor-ask.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { Consent } from '../consents/consent.entity';
import { ReminderSchedule } from '../donations/reminder-schedule.entity';
import { EligibilityReminder } from '../eligibility-reminders/eligibility-reminder.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity';
import { EmailChange } from '../profile/email-change.entity';
import { PasskeyCredential } from '../passkeys/passkey.entity';
import { WebauthnChallenge } from '../passkeys/webauthn-challenge.entity';
import { RecoveryCode } from '../two-factor/recovery-code.entity';
import { TotpFactor } from '../two-factor/totp-factor.entity';
import { PushSubscription } from '../push/push-subscription.entity';
import { User } from '../users/user.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { ERASED_NAME, ERASED_USERNAME, erasedEmail } from './account-deletion.texts';
import { RequestErasureRepository } from './request-erasure.repository';

/** Every field the volunteer form asks emptied (the name aside): only the event and the date of the sign-up stay. */
const ERASED_VOLUNTEER: QueryDeepPartialEntity<Volunteer> = {
  ...Object.fromEntries((['lastName', 'dob', 'gender', 'phone', 'email', 'address', 'city', 'state', 'zipCode', 'message'] as const).map((field) => [field, ''])),
  firstName: ERASED_NAME,
  userId: null,
};

/** The reply's text goes too (where there is one); its email, to the erased address, is deleted with the others. */
const ERASED_CONTACT: QueryDeepPartialEntity<Contact> = { name: ERASED_NAME, email: '', subject: '', message: '', replyEmailId: null };

/**
 * Erases, in the caller's transaction, everything that names the account's owner, keeping only what the
 * organisation's counts need (every count of the admin dashboard stays as it was), as rows that name nobody:
 *
 * - the account row stays (the user count, and the asks below point at it) with a random placeholder email, the label
 *   ERASED_USERNAME, no age, gender, blood group, mobile or city, not available, role user, and no password (nothing
 *   can log in to it);
 * - its login sessions, password reset links, email changes (pending or used), donor card, passkeys (with the
 *   challenges handed out to add one), authenticator app and recovery codes, and devices with notifications on (with
 *   the pushes waiting for them) are deleted;
 * - what became of its donations (their journeys, and the record of the notices sent about them) is deleted: it is
 *   about the donor's gift, and an anonymous donation needs none for the counts;
 * - its donations and blood requests stay, unlinked from the account, without name, mobile, address, email, disease,
 *   hospital or admin note (blood group, units, day, city, age and gender remain: the counts by group and place); its
 *   open requests keep their status (an admin may still reject a Pending one, the expiry job closes them as any
 *   other), but no donor is asked about them any more (RequestErasureRepository.endSearchesOf);
 * - its asks about requests still open are deleted (it can no longer answer or come); asks about closed requests
 *   stay as the anonymous history of those requests' counts;
 * - its volunteer sign-ups and the contact messages sent from its email stay as anonymous rows: the name ERASED_NAME
 *   and every other field sent emptied, keeping only the event, the dates and the reply's status (so the reply to
 *   an erased message can be neither sent again nor retried);
 * - its eligible-again reminder schedule and the reminders sent are deleted (its milestones, worked out from its
 *   donations, go with the link to them);
 * - its consents and its newsletter subscription are deleted, and so is every email of the outbox to that address
 *   (the confirmation is queued afterwards);
 * - its team memberships (TeamsService.forgetMember, run first): an owned team goes to its longest-standing member,
 *   or is removed when no one else is in it;
 * - its drive appointments (BookingService.forgetDonor, run first in the same transaction): booked ones are
 *   cancelled, freeing their chairs, and every one stays unlinked from the account, for the drive's counts;
 * - the search index follows each row changed (deleted rows lose their words by trigger).
 *
 * The audit log holds ids only and keeps its entries. Returns nothing: the caller queues the confirmation.
 */
@Injectable()
export class AccountErasureRepository {
  constructor(
    private readonly database: Database,
    private readonly requests: RequestErasureRepository,
  ) {}

  async erase(account: User, now: Date): Promise<void> {
    const manager = this.database.manager;
    const email = account.email.toLowerCase();
    const sentBy = { where: 'row.userId = :userId', params: { userId: account.id } };
    await manager.delete(RefreshSession, { userId: account.id });
    await manager.delete(PasswordResetToken, { userId: account.id });
    // Its devices with notifications on, and (by cascade) the pushes waiting for them.
    await manager.delete(PushSubscription, { userId: account.id });
    // Its passkeys: nothing logs in to the account any more.
    await manager.delete(PasskeyCredential, { userId: account.id });
    await manager.delete(WebauthnChallenge, { userId: account.id });
    // Its authenticator app and recovery codes.
    await manager.delete(TotpFactor, { userId: account.id });
    await manager.delete(RecoveryCode, { userId: account.id });
    await manager.delete(EmailChange, { userId: account.id });
    await manager.delete(DonorCard, { userId: account.id });
    await this.deleteAsksAboutOpenRequests(account.id);
    await this.requests.endSearchesOf(account.id);
    await this.deleteJourneysOf(account.id);
    await this.eraseRows(Donation, sentBy, { name: ERASED_NAME, mobile: '', address: '', userId: null, updatedAt: now });
    await this.eraseRows(BloodRequest, sentBy, {
      name: ERASED_NAME,
      email: '',
      mobile: '',
      disease: '',
      hospital: null,
      message: null,
      userId: null,
      updatedAt: now,
    });
    await this.eraseRows(Volunteer, sentBy, ERASED_VOLUNTEER);
    const contacts = await this.eraseRows(Contact, { where: 'LOWER(row.email) = :email', params: { email } }, ERASED_CONTACT);
    if (contacts.length > 0) await manager.update(Contact, { id: In(contacts), reply: Not(IsNull()) }, { reply: '' });
    await manager.delete(ReminderSchedule, { userId: account.id });
    await manager.delete(EligibilityReminder, { userId: account.id });
    await manager.delete(Consent, { userId: account.id });
    // Its newsletter consents go with the subscription (consents.subscriberId: ON DELETE CASCADE).
    await manager.delete(NewsletterSubscriber, { email });
    await this.deleteOutboxEmailsTo(email);
    await this.eraseAccountRow(account.id);
  }

  /** The journeys of the account's donations, and the notices sent about them. */
  private async deleteJourneysOf(userId: number): Promise<void> {
    const manager = this.database.manager;
    const donations = await manager.find(Donation, { where: { userId }, select: { id: true } });
    if (donations.length === 0) return;
    const donationId = In(donations.map(({ id }) => id));
    await manager.delete(DonationJourney, { donationId });
    await manager.delete(DonationJourneyNotice, { donationId });
  }

  private async deleteAsksAboutOpenRequests(userId: number): Promise<void> {
    const manager = this.database.manager;
    const open = await manager
      .createQueryBuilder(DonorAsk, 'ask')
      .select('ask.id', 'id')
      .innerJoin('ask.bloodRequest', 'request')
      .where('ask.userId = :userId AND request.status IN (:...open)', { userId, open: OPEN_BLOOD_REQUEST_STATUSES })
      .getRawMany<{ id: number }>();
    if (open.length > 0) await manager.delete(DonorAsk, { id: In(open.map(({ id }) => Number(id))) });
  }

  /**
   * Overwrites `changes` in every row the account sent (`sentBy`, a condition on the alias `row`); answers their ids.
   * The database's triggers give each its new search words.
   */
  private async eraseRows<E extends { id: number }>(
    entity: EntityTarget<E>,
    sentBy: { where: string; params: Record<string, unknown> },
    changes: QueryDeepPartialEntity<E>,
  ): Promise<number[]> {
    const manager = this.database.manager;
    const sent = await manager.createQueryBuilder(entity, 'row').select('row.id', 'id').where(sentBy.where, sentBy.params).getRawMany<{ id: number }>();
    const ids = sent.map(({ id }) => Number(id));
    if (ids.length === 0) return ids;
    await manager.update(entity, ids, changes);
    return ids;
  }

  /** Addresses typed into forms keep their case: every email to `email` in any case. */
  private async deleteOutboxEmailsTo(email: string): Promise<void> {
    const manager = this.database.manager;
    await manager.createQueryBuilder().delete().from(OutboxEmail).where(`LOWER(${quotedName(manager, 'to')}) = :email`, { email }).execute();
  }

  private async eraseAccountRow(id: number): Promise<void> {
    const manager = this.database.manager;
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
  }
}
