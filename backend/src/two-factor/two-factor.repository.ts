import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { PasskeyCredential } from '../passkeys/passkey.entity';
import { RecoveryCode } from './recovery-code.entity';
import { TotpFactor } from './totp-factor.entity';

/** The rows of an account's second factors: its authenticator app, its recovery codes, and how many passkeys it has. */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly database: Database) {}

  totpOf(userId: number): Promise<TotpFactor | null> {
    return this.database.manager.findOneBy(TotpFactor, { userId });
  }

  /** Starts (or starts again) setting up an authenticator app: a new secret, not yet confirmed. */
  async saveUnconfirmedTotp(userId: number, sealedSecret: string): Promise<void> {
    await this.database.manager.delete(TotpFactor, { userId, confirmedAt: IsNull() });
    await this.database.manager.insert(TotpFactor, { userId, sealedSecret, confirmedAt: null, lastTimeStep: null });
  }

  /**
   * Records that the code of `timeStep` was taken (the caller checked it is later than `factor.lastTimeStep`), only if no
   * other code was taken since `factor` was read: a code works once, even when two requests bring it at the same moment.
   * Confirms the app too when `confirmAt` is given.
   */
  async takeTimeStep(factor: TotpFactor, timeStep: number, confirmAt?: Date): Promise<boolean> {
    const { affected } = await this.database.manager.update(
      TotpFactor,
      {
        id: factor.id,
        lastTimeStep: factor.lastTimeStep === null ? IsNull() : factor.lastTimeStep,
        confirmedAt: confirmAt ? IsNull() : Not(IsNull()),
      },
      { lastTimeStep: timeStep, ...(confirmAt ? { confirmedAt: confirmAt } : {}) },
    );
    return (affected ?? 0) > 0;
  }

  async deleteTotp(userId: number): Promise<boolean> {
    const { affected } = await this.database.manager.delete(TotpFactor, { userId });
    await this.database.manager.delete(RecoveryCode, { userId });
    return (affected ?? 0) > 0;
  }

  /** Replaces the account's recovery codes with these hashes. */
  async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
    await this.database.manager.delete(RecoveryCode, { userId });
    await this.database.manager.insert(
      RecoveryCode,
      codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })),
    );
  }

  /** Uses the recovery code of this hash, once: false when it is not the account's or was used. */
  async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
    const { affected } = await this.database.manager.update(RecoveryCode, { userId, codeHash, usedAt: IsNull() }, { usedAt: at });
    return (affected ?? 0) > 0;
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.database.manager.countBy(RecoveryCode, { userId, usedAt: IsNull() });
  }

  passkeyCount(userId: number): Promise<number> {
    return this.database.manager.countBy(PasskeyCredential, { userId });
  }
}
