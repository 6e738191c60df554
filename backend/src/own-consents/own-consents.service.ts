import { CONSENT_PURPOSES, CONSENT_STATEMENTS, type ConsentPurpose, PRIVACY_TEXT_VERSION } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { DonorMatchingService } from '../donor-matching/donor-matching.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { User } from '../users/user.entity';
import { ConsentRepository } from '../consents/consent.repository';
import type { ConsentsDto } from './dto/consents.dto';

/** A donor's consents: where each stands, their history, and withdrawing one as easily as it was given. */
@Injectable()
export class OwnConsentsService {
  constructor(
    private readonly records: ConsentRepository,
    private readonly matching: DonorMatchingService,
    private readonly newsletter: NewsletterService,
  ) {}

  async of(user: User): Promise<ConsentsDto> {
    const subscription = await this.newsletter.subscriptionOf(user.email);
    const history = await this.records.historyOf(user.id, subscription?.id ?? null);
    const given: Record<ConsentPurpose, boolean> = { account: true, matching: user.available, newsletter: subscription !== null && subscription.unsubscribedAt === null };
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

  /** Matching: no longer available; newsletter: the account's address unsubscribed. Again is fine. */
  async withdraw(user: User, purpose: Exclude<ConsentPurpose, 'account'>): Promise<ConsentsDto> {
    if (purpose === 'matching') {
      await this.matching.stopAsking(user);
      return this.of({ ...user, available: false } as User);
    }
    await this.newsletter.unsubscribeAddress(user.email);
    return this.of(user);
  }
}
