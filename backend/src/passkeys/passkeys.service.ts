import { EventEmitter2 } from '@nestjs/event-emitter';
import { SecondFactorAdded } from '../access/second-factor-added.event';
import {
  MAX_PASSKEYS,
  PASSKEY_MESSAGES,
  type Passkey,
  type PasskeyLoginBody,
  type PasskeyLoginOptions,
  type PasskeyRegistrationBody,
  type PasskeyRegistrationOptions,
} from '@blood-donation/domain';
import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { createHmac } from 'node:crypto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { AccountNotices } from '../account-notices/account-notices.service';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { deviceLabel } from '../common/device-label';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { PasskeyCredential } from './passkey.entity';
import { PasskeysRepository } from './passkeys.repository';
import type { ChallengePurpose } from './webauthn-challenge.entity';
import { WebauthnChallengesRepository } from './webauthn-challenges.repository';

/** How long a challenge (and the browser's prompt) lasts. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The name browsers show beside a passkey of this site. */
export const RELYING_PARTY_NAME = 'Blood Donation';

/** The challenge a clientDataJSON carries; a 400 naming the field when it is no such thing. */
function challengeOf(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof data === 'object' && data !== null ? (data as { challenge?: unknown }).challenge : undefined;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512) return challenge;
  } catch {
    // Not JSON: the same 400 below.
  }
  throw new ValidationFailedException({ 'response.clientDataJSON': [PASSKEY_MESSAGES.clientDataInvalid] });
}

const passkeyOf = ({ id, name, createdAt, lastUsedAt, backedUp }: PasskeyCredential): Passkey => ({
  id,
  name,
  createdAt: createdAt.toISOString(),
  lastUsedAt: lastUsedAt ? lastUsedAt.toISOString() : null,
  backedUp,
});

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: adding one to the logged-in account, listing, renaming and
 * removing them, and logging in with one (discoverable: the browser offers the passkeys it holds for this site).
 * Every challenge is kept server-side as a hash, used once, for 5 minutes. The relying party is PUBLIC_URL's host,
 * the expected origin its origin. Neither credential ids, keys nor challenges are logged.
 */
@Injectable()
export class PasskeysService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: WebauthnChallengesRepository,
    private readonly users: UsersService,
    private readonly database: Database,
    private readonly notices: AccountNotices,
    private readonly events: EventEmitter2,
  ) {}

  /** The user handle of an account's passkeys: stable, and naming neither its id nor its email. */
  private userHandle(userId: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(createHmac('sha256', this.settings.jwtSecret).update(`webauthn-user:${userId}`).digest().subarray(0, 16));
  }

  private async remember(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<void> {
    const now = new Date();
    await this.challenges.add(challenge, purpose, userId, new Date(now.getTime() + CHALLENGE_TTL_MS), now);
  }

  /** Registration options for the account: its passkeys excluded, a discoverable credential required. */
  async registrationOptions(user: User): Promise<PasskeyRegistrationOptions> {
    const existing = await this.passkeys.listOf(user.id);
    const options = await generateRegistrationOptions({
      rpName: RELYING_PARTY_NAME,
      rpID: this.settings.webauthn.rpId,
      userName: user.email,
      userID: this.userHandle(user.id),
      userDisplayName: user.username,
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    });
    await this.remember(options.challenge, 'registration', user.id);
    return options as PasskeyRegistrationOptions;
  }

  /** Adds the passkey the browser made (its challenge taken once); answers it as the list shows it. */
  async register(user: User, body: PasskeyRegistrationBody, userAgent: string | undefined, sessionId: string): Promise<Passkey> {
    const { name, ...response } = body;
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!(await this.challenges.take(challenge, 'registration', user.id, new Date()))) throw new UnauthorizedException(PASSKEY_MESSAGES.challengeInvalid);
    if ((await this.passkeys.countOf(user.id)) >= MAX_PASSKEYS) throw new ConflictException(PASSKEY_MESSAGES.tooMany);
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: { clientExtensionResults: {}, ...response } as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.settings.webauthn.origin,
        expectedRPID: this.settings.webauthn.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw new UnauthorizedException(PASSKEY_MESSAGES.registrationFailed);
    }
    const info = verification.registrationInfo;
    if (!verification.verified || !info) throw new UnauthorizedException(PASSKEY_MESSAGES.registrationFailed);
    const row = {
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: response.response.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: name ?? deviceLabel(userAgent),
      createdAt: new Date(),
    };
    try {
      // The owner is told, with the passkey: a passkey someone else added would open the account for good.
      const id = await this.database.transaction(async () => {
        const added = await this.passkeys.insert(row);
        await this.notices.queue(user, 'passkey-added', deviceLabel(userAgent));
        return added;
      });
      this.notices.wake();
      await this.events.emitAsync(SecondFactorAdded.topic, new SecondFactorAdded(user.id, sessionId));
      return passkeyOf({ ...row, id, lastUsedAt: null });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(PASSKEY_MESSAGES.alreadyAdded);
      throw error;
    }
  }

  async listOf(userId: number): Promise<Passkey[]> {
    return (await this.passkeys.listOf(userId)).map(passkeyOf);
  }

  /** Renames one of the caller's passkeys; another's (or none) is 404. */
  async rename(userId: number, id: number, name: string): Promise<void> {
    if (!(await this.passkeys.renameOwn(userId, id, name))) throw new NotFoundException(PASSKEY_MESSAGES.notFound);
  }

  /** Removes one of the caller's passkeys; another's (or none) is 404. */
  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.passkeys.deleteOwn(userId, id))) throw new NotFoundException(PASSKEY_MESSAGES.notFound);
  }

  /** Options for a discoverable login: no allowCredentials, the browser offers what it holds for this site. */
  async loginOptions(): Promise<PasskeyLoginOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.settings.webauthn.rpId,
      allowCredentials: [],
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_MS,
    });
    await this.remember(options.challenge, 'authentication', null);
    return options as PasskeyLoginOptions;
  }

  /**
   * The account a login answer proves: its challenge taken once, a known passkey, the signature, origin and relying
   * party checked, and the counter moved forward (one going backwards, when either is non-zero, is refused). Every
   * refusal is a 401 saying why.
   */
  async verifyLogin(body: PasskeyLoginBody): Promise<User> {
    const { keepMeLoggedIn: _keep, ...response } = body;
    const challenge = challengeOf(response.response.clientDataJSON);
    const now = new Date();
    if (!(await this.challenges.take(challenge, 'authentication', null, now))) throw new UnauthorizedException(PASSKEY_MESSAGES.challengeInvalid);
    const passkey = await this.passkeys.findByCredentialId(response.id);
    if (!passkey) throw new UnauthorizedException(PASSKEY_MESSAGES.unknownPasskey);
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== isoBase64URL.fromBuffer(this.userHandle(passkey.userId))) throw new UnauthorizedException(PASSKEY_MESSAGES.verificationFailed);
    let info: Awaited<ReturnType<typeof verifyAuthenticationResponse>>['authenticationInfo'];
    try {
      const verification = await verifyAuthenticationResponse({
        response: { clientExtensionResults: {}, ...response } as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.settings.webauthn.origin,
        expectedRPID: this.settings.webauthn.rpId,
        // The counter is compared below, after the signature, to say so apart.
        credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: 0 },
        requireUserVerification: false,
      });
      if (!verification.verified) throw new Error('not verified');
      info = verification.authenticationInfo;
    } catch {
      throw new UnauthorizedException(PASSKEY_MESSAGES.verificationFailed);
    }
    // The BE flag is fixed for a passkey's life: one that changes is not the passkey that was added.
    if (info.credentialDeviceType !== passkey.deviceType) throw new UnauthorizedException(PASSKEY_MESSAGES.verificationFailed);
    const regressed = (info.newCounter > 0 || passkey.counter > 0) && info.newCounter <= passkey.counter;
    if (regressed || !(await this.passkeys.recordUse(passkey, { counter: info.newCounter, backedUp: info.credentialBackedUp, at: now }))) {
      throw new UnauthorizedException(PASSKEY_MESSAGES.counterRegressed);
    }
    const user = await this.users.findById(passkey.userId);
    if (!user) throw new UnauthorizedException(PASSKEY_MESSAGES.unknownPasskey);
    return user;
  }
}
