import type { ConsentPurpose, PushPurpose } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { ConsentRepository } from '../consents/consent.repository';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/**
 * The consent each push purpose follows: the same as its email's. Asks follow matching (the donor is available to be
 * asked, as the consents page tells it); the other two their own consents.
 */
export const PUSH_CONSENTS = { asks: 'matching', reminders: 'eligibility-reminders', journey: 'donation-journey' } as const satisfies Record<PushPurpose, ConsentPurpose>;

/** Whether an account stands by the consent a push of `purpose` follows: asked when queued, and again when sent. */
@Injectable()
export class PushConsents {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly consents: ConsentRepository,
  ) {}

  stands(userId: number, purpose: PushPurpose): Promise<boolean> {
    const consent = PUSH_CONSENTS[purpose];
    return consent === 'matching' ? this.subscriptions.isAvailable(userId) : this.consents.stands(userId, consent);
  }
}
