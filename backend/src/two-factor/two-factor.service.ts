import { EventEmitter2 } from '@nestjs/event-emitter';
import { SecondFactorAdded } from '../access/second-factor-added.event';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  type RecoveryCodes,
  type SecondFactorMethod,
  TWO_FACTOR_MESSAGES,
  type TotpEnrolment,
  type TwoFactorStatus,
} from '@blood-donation/domain';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { createHmac, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { AccountNotices } from '../account-notices/account-notices.service';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { SecondFactorAttempts } from '../rate-limits/second-factor-attempts.service';
import type { User } from '../users/user.entity';
import { TotpSecretBox } from './totp-secret-box';
import { TwoFactorRepository } from './two-factor.repository';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Blood Donation';
/** A code of the step before or after the current one is taken too (the phone's clock may be off by a few seconds). */
const CLOCK_TOLERANCE_SECONDS = 30;

/** A new recovery code, as shown: 'K7Q2M-XW9PD'. */
function newRecoveryCode(): string {
  const code = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
  return `${code.slice(0, RECOVERY_CODE_LENGTH / 2)}-${code.slice(RECOVERY_CODE_LENGTH / 2)}`;
}

/**
 * An account's second factors: setting up and removing its authenticator app (TOTP with otplib; the secret sealed at
 * rest), its ten single-use recovery codes (keyed hashes only), and checking a code, a recovery code or (through the
 * caller) a passkey as the second factor of a login or a step-up. Every check is one of the account's counted tries
 * (SecondFactorAttempts). Codes, secrets and recovery codes are never logged.
 */
@Injectable()
export class TwoFactorService {
  private readonly box: TotpSecretBox;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly factors: TwoFactorRepository,
    private readonly attempts: SecondFactorAttempts,
    private readonly notices: AccountNotices,
    private readonly database: Database,
    private readonly events: EventEmitter2,
  ) {
    this.box = new TotpSecretBox(settings.totpEncryptionKey);
  }

  async statusOf(userId: number): Promise<TwoFactorStatus> {
    const [totp, recoveryCodesLeft, passkeys] = await Promise.all([
      this.factors.totpOf(userId),
      this.factors.recoveryCodesLeft(userId),
      this.factors.passkeyCount(userId),
    ]);
    return { totp: !!totp?.confirmedAt, recoveryCodesLeft, passkeys };
  }

  /** What the account's data export says of its second factors: dates and counts, never a secret or code. */
  async exportOf(userId: number): Promise<{ authenticatorAppSetUpAt: string | null; recoveryCodesLeft: number }> {
    const [totp, recoveryCodesLeft] = await Promise.all([this.factors.totpOf(userId), this.factors.recoveryCodesLeft(userId)]);
    return { authenticatorAppSetUpAt: totp?.confirmedAt?.toISOString() ?? null, recoveryCodesLeft };
  }

  /**
   * How a password login of this account is finished, when it must be: with its authenticator app and recovery codes
   * (any account that set one up), and with its passkeys (a staff account's, for which a second factor is a must).
   * Empty: the password is enough.
   */
  async loginMethodsOf(user: User, staff: boolean): Promise<SecondFactorMethod[]> {
    const { totp, recoveryCodesLeft, passkeys } = await this.statusOf(user.id);
    if (!totp && !(staff && passkeys > 0)) return [];
    return [...(totp ? (['totp'] as const) : []), ...(passkeys > 0 ? (['passkey'] as const) : []), ...(recoveryCodesLeft > 0 ? (['recovery'] as const) : [])];
  }

  /** Starts setting up an authenticator app (again, if one was started and not confirmed): a new secret, sealed. */
  async startTotp(user: User): Promise<TotpEnrolment> {
    if ((await this.factors.totpOf(user.id))?.confirmedAt) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnrolled);
    const secret = generateSecret();
    await this.database.transaction(() => this.factors.saveUnconfirmedTotp(user.id, this.box.seal(secret, user.id)));
    return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) };
  }

  /** Confirms the app with its first code: it is set up, with ten new recovery codes, shown this once; the owner is told. */
  async confirmTotp(user: User, code: string, device: string, sessionId: string): Promise<RecoveryCodes> {
    const factor = await this.factors.totpOf(user.id);
    if (!factor) throw new NotFoundException(TWO_FACTOR_MESSAGES.notEnrolling);
    if (factor.confirmedAt) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnrolled);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const confirmed = await this.attempts.attempt(user.id, () =>
      this.database.transaction(async () => {
        const step = this.stepOf(factor.sealedSecret, user.id, code, factor.lastTimeStep);
        if (step === null || !(await this.factors.takeTimeStep(factor, step, new Date()))) return false;
        await this.factors.replaceRecoveryCodes(user.id, recoveryCodes.map((recoveryCode) => this.hash(user.id, recoveryCode)));
        await this.notices.queue(user, 'totp-added', device);
        return true;
      }),
    );
    if (!confirmed) throw new ValidationFailedException({ code: [TWO_FACTOR_MESSAGES.codeWrong] });
    this.notices.wake();
    await this.events.emitAsync(SecondFactorAdded.topic, new SecondFactorAdded(user.id, sessionId));
    return { recoveryCodes };
  }

  /** Removes the account's authenticator app and its recovery codes; the owner is told. */
  async removeTotp(user: User, device: string): Promise<void> {
    const removed = await this.database.transaction(async () => {
      if (!(await this.factors.deleteTotp(user.id))) return false;
      await this.notices.queue(user, 'totp-removed', device);
      return true;
    });
    if (!removed) throw new NotFoundException(TWO_FACTOR_MESSAGES.notEnrolled);
    this.notices.wake();
  }

  /** Checks the authenticator app's code as one counted try; a wrong or used code is a 400 naming `code`. */
  async checkCode(userId: number, code: string): Promise<void> {
    const right = await this.attempts.attempt(userId, async () => {
      const factor = await this.factors.totpOf(userId);
      if (!factor?.confirmedAt) return false;
      const step = this.stepOf(factor.sealedSecret, userId, code, factor.lastTimeStep);
      return step !== null && (await this.factors.takeTimeStep(factor, step));
    });
    if (!right) throw new ValidationFailedException({ code: [TWO_FACTOR_MESSAGES.codeWrong] });
  }

  /** Uses one of the account's recovery codes as one counted try; a wrong or used one is a 400 naming `recoveryCode`. */
  async useRecoveryCode(userId: number, recoveryCode: string): Promise<void> {
    const right = await this.attempts.attempt(userId, () => this.factors.useRecoveryCode(userId, this.hash(userId, recoveryCode), new Date()));
    if (!right) throw new ValidationFailedException({ recoveryCode: [TWO_FACTOR_MESSAGES.recoveryCodeWrong] });
  }

  /** A passkey's answer as one counted try: `verify` (the passkey service's check) must name this account. */
  async checkPasskey(userId: number, verify: () => Promise<{ id: number }>): Promise<void> {
    await this.attempts.attempt(userId, async () => (await verify()).id === userId || this.refuseOtherPasskey());
  }

  private refuseOtherPasskey(): never {
    throw new ValidationFailedException({ passkey: [TWO_FACTOR_MESSAGES.methodUnavailable] });
  }

  /** The time step of `code` when it is right now (within the clock tolerance) and later than the last one taken. */
  private stepOf(sealedSecret: string, userId: number, code: string, lastTimeStep: number | null): number | null {
    const result = verifySync({
      secret: this.box.open(sealedSecret, userId),
      token: code,
      epochTolerance: CLOCK_TOLERANCE_SECONDS,
      ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** A recovery code's keyed hash (normalised: no dash, upper case), bound to its account. */
  private hash(userId: number, recoveryCode: string): string {
    const normalised = recoveryCode.replace(/[\s-]/g, '').toUpperCase();
    return createHmac('sha256', this.settings.totpEncryptionKey).update(`recovery:${userId}:${normalised}`).digest('hex');
  }
}
