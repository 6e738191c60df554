import { CONSENT_PURPOSES, CONSENT_STATEMENTS, type ConsentPurpose, isRecordedConsentPurpose, PRIVACY_TEXT_VERSION, type RecordedConsentPurpose } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { DonorMatchingService } from '../donor-matching/donor-matching.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { ConsentRepository } from '../consents/consent.repository';
import { ReminderScheduler } from '../donations/reminder-scheduler';
import type { ConsentsDto } from './dto/consents.dto';

/** A donor's consents: where each stands, their history, and withdrawing one as easily as it was given. */
@Injectable()
export class OwnConsentsService {
  constructor(
    private readonly records: ConsentRepository,
    private readonly matching: DonorMatchingService,
    private readonly newsletter: NewsletterService,
    private readonly database: Database,
    private readonly users: UserRepository,
    private readonly reminders: ReminderScheduler,
  ) {}

  async of(user: User): Promise<ConsentsDto> {
    const subscription = await this.newsletter.subscriptionOf(user.email);
    const history = await this.records.historyOf(user.id, subscription?.id ?? null);
    const recorded = (purpose: RecordedConsentPurpose) => history.some((record) => record.purpose === purpose && record.withdrawnAt === null);
    const given: Record<ConsentPurpose, boolean> = {
      account: true,
      matching: user.available,
      newsletter: subscription !== null && subscription.unsubscribedAt === null,
      'eligibility-reminders': recorded('eligibility-reminders'),
      'donation-journey': recorded('donation-journey'),
    };
    return {
      currentVersion: PRIVACY_TEXT_VERSION,
      purposes: CONSENT_PURPOSES.map((purpose) => {
        const standing = given[purpose] ? history.find((record) => record.purpose === purpose && record.withdrawnAt === null) : undefined;
        return {
          purpose,
          given: given[purpose],
          statement: standing?.statement ?? CONSENT_STATEMENTS[purpose],
          givenAt: standing?.givenAt ?? null,
          version: standing?.version ?? null,
          withdrawable: given[purpose] && purpose !== 'account',
        };
      }),
      history,
    };
  }

  /** Gives a consent that is only its record (again is fine: one record stands). */
  async give(user: User, purpose: RecordedConsentPurpose): Promise<ConsentsDto> {
    await this.database.transaction(async () => {
      await this.users.lock({ id: user.id });
      if (!(await this.records.stands(user.id, purpose))) await this.records.give({ userId: user.id }, purpose);
      if (purpose === 'eligibility-reminders') await this.reminders.refresh(user.id);
    });
    return this.of(user);
  }

  /** Matching: no longer available; newsletter: the account's address unsubscribed; the others: the record closed. Again is fine. */
  async withdraw(user: User, purpose: Exclude<ConsentPurpose, 'account'>): Promise<ConsentsDto> {
    if (isRecordedConsentPurpose(purpose)) {
      await this.database.transaction(async () => {
        await this.records.withdraw({ userId: user.id }, purpose);
        if (purpose === 'eligibility-reminders') await this.reminders.refresh(user.id);
      });
      return this.of(user);
    }
    if (purpose === 'matching') {
      await this.matching.stopAsking(user);
      return this.of({ ...user, available: false } as User);
    }
    await this.newsletter.unsubscribeAddress(user.email);
    return this.of(user);
  }
}
