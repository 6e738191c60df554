import { CONSENT_STATEMENTS, type ConsentPurpose, type ConsentRecord, PRIVACY_TEXT_VERSION } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Database } from '../database/database.service';
import { Consent } from './consent.entity';

/** Whose consent: an account's, or a newsletter subscription's. */
export type ConsentHolder = { userId: number } | { subscriberId: number };

/**
 * The consents table: the features that take a consent record it here, in the transaction of the change itself
 * (registering, turning availability on or off, subscribing or unsubscribing).
 */
@Injectable()
export class ConsentRepository {
  constructor(private readonly database: Database) {}

  /** Records `purpose` as given now, to the current privacy text. */
  async give(holder: ConsentHolder, purpose: ConsentPurpose): Promise<void> {
    const row = { ...holder, purpose, version: PRIVACY_TEXT_VERSION, statement: CONSENT_STATEMENTS[purpose], givenAt: new Date(), withdrawnAt: null };
    await this.database.manager.insert(Consent, row);
  }

  /** Closes the standing consent to `purpose`, if there is one. */
  async withdraw(holder: ConsentHolder, purpose: ConsentPurpose): Promise<void> {
    await this.database.manager.update(Consent, { ...holder, purpose, withdrawnAt: IsNull() }, { withdrawnAt: new Date() });
  }

  /** Whether the account's consent to `purpose` stands (a record not withdrawn). */
  async stands(userId: number, purpose: ConsentPurpose): Promise<boolean> {
    return this.database.manager.exists(Consent, { where: { userId, purpose, withdrawnAt: IsNull() } });
  }

  /** Every consent of the account and of the subscription of its address, newest first. */
  async historyOf(userId: number, subscriberId: number | null): Promise<ConsentRecord[]> {
    const holders = subscriberId === null ? [{ userId }] : [{ userId }, { subscriberId }];
    const rows = await this.database.manager.find(Consent, { where: holders, order: { givenAt: 'DESC', id: 'DESC' } });
    return rows.map(({ purpose, statement, version, givenAt, withdrawnAt }) => ({
      purpose,
      statement,
      version,
      givenAt: givenAt.toISOString(),
      withdrawnAt: withdrawnAt ? withdrawnAt.toISOString() : null,
    }));
  }
}
