import { CONTACT_MESSAGES } from '@blood-donation/domain';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { CaptchaUseRepository } from './captcha-use.repository';
import { CAPTCHA_API_MESSAGES } from './captcha.messages';
import type { AltchaChallengeDto, CaptchaConfigDto } from './captcha.dto';

/** How long an ALTCHA challenge may be solved and sent. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** SHA-256 once, key starting with three hex zeros: about 4,000 hashes, a few milliseconds in a browser worker. */
export const ALTCHA_ALGORITHM = 'SHA-256';
const ALTCHA_COST = 1;
const ALTCHA_KEY_PREFIX = '000';
const VERIFY_TIMEOUT_MS = 10_000;

/** The captcha field of a form: the message it fails with. */
const failed = () => new ValidationFailedException({ captchaToken: [CONTACT_MESSAGES.captchaFailed] });

/** ALTCHA (self-hosted proof-of-work) or a hosted provider's siteverify. */
@Injectable()
export class CaptchaService {
  private readonly logger = new Logger('Captcha');

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly uses: CaptchaUseRepository,
  ) {}

  config(): CaptchaConfigDto {
    return { provider: this.settings.captcha.provider, siteKey: this.settings.captcha.siteKey };
  }

  async challenge(): Promise<AltchaChallengeDto> {
    if (this.settings.captcha.provider !== 'altcha') throw new NotFoundException(CAPTCHA_API_MESSAGES.noChallenge);
    const challenge = await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      keyPrefix: ALTCHA_KEY_PREFIX,
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.settings.captcha.hmacKey,
    });
    return challenge as AltchaChallengeDto;
  }

  /** Accepts a solved captcha once; anything else throws a 400 naming captchaToken. */
  async verify(token: string): Promise<void> {
    const ok = this.settings.captcha.provider === 'altcha' ? await this.verifyAltcha(token) : await this.verifyHosted(token);
    if (!ok) throw failed();
  }

  /** The widget sends base64(JSON { challenge: { parameters, signature }, solution }). */
  private async verifyAltcha(token: string): Promise<boolean> {
    let payload: { challenge?: Challenge; solution?: Solution };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const { challenge, solution } = payload ?? {};
    const signature = challenge?.signature;
    const expiresAt = challenge?.parameters?.expiresAt;
    if (typeof signature !== 'string' || signature.length > 128 || typeof expiresAt !== 'number' || typeof solution !== 'object' || !solution) return false;
    try {
      const result = await verifySolution({ challenge: challenge!, solution, deriveKey, hmacSignatureSecret: this.settings.captcha.hmacKey });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return this.useOnce(signature, new Date(expiresAt * 1000));
  }

  /** Records the challenge as used; false when it already was (a replay). Drops expired records on the way. */
  private async useOnce(signature: string, expiresAt: Date): Promise<boolean> {
    await this.uses.deleteExpired();
    return this.uses.recordUse(signature, expiresAt);
  }

  /** POSTs secret and response to the provider's siteverify; only `success: true` passes. */
  private async verifyHosted(token: string): Promise<boolean> {
    const { secret, verifyUrl, provider } = this.settings.captcha;
    try {
      const response = await fetch(verifyUrl!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: secret!, response: token }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      const body = (await response.json()) as { success?: unknown };
      return response.ok && body?.success === true;
    } catch (error) {
      this.logger.warn(`${provider} siteverify failed: ${(error as Error).message}`);
      return false;
    }
  }
}
