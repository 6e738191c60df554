import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  BLOOD_GROUPS, DAY_MS, daysAfter, DONOR_CARD_MESSAGES as M, isShortCode, normalizeShortCode, todayIn,
  type BloodGroup, type DeskLookup, type DonorCard as DonorCardAnswer,
} from '@blood-donation/domain';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { isDuplicateKey } from '../database/dialect';
import { DonorEligibility } from '../donations/donor-eligibility';
import { DriveDeskService } from '../drives/drive-desk.service';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { DonorCardCodes } from './donor-card-codes';
import type { DonorCard } from './donor-card.entity';
import { type CardCodes, DonorCardRepository } from './donor-card.repository';

/** A card is renewed once less than this part of its lifetime is left, so a saved copy always has some days to run. */
const RENEW_WHEN_LEFT = 1 / 4;
/** Tries at a new card before giving up (a collision of keyed hashes or a race with another request). */
const ATTEMPTS = 5;

const isBloodGroup = (value: string | null | undefined): value is BloodGroup => (BLOOD_GROUPS as readonly (string | null | undefined)[]).includes(value);

/**
 * The digital donor card (issue 24 point 2): what it shows the donor, and the desk's lookup of a card's holder.
 * One card per account, answered again until it nears its expiry (DONOR_CARD_TTL_DAYS), then replaced, so the old
 * codes stop working; a copy or screenshot of a card works only until it expires.
 */
@Injectable()
export class DonorCardService {
  private readonly codes: DonorCardCodes;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly cards: DonorCardRepository,
    private readonly eligibility: DonorEligibility,
    private readonly desk: DriveDeskService,
    private readonly users: UserRepository,
  ) {
    this.codes = new DonorCardCodes(settings.jwtSecret);
  }

  /** The account's card, issued or renewed as needed. */
  async cardOf(user: User): Promise<DonorCardAnswer> {
    const card = await this.currentCard(user.id);
    const [donations, confirmed, judged] = await Promise.all([this.cards.donationsOf(user.id), this.cards.hasDeskDonation(user.id), this.eligibility.ofAccount(user)]);
    return {
      username: user.username,
      bloodGroup: isBloodGroup(user.bloodGroup) ? user.bloodGroup : null,
      bloodGroupConfirmed: confirmed,
      donations,
      nextEligibleDate: judged.nextEligibleDate ?? todayIn(this.settings.siteTimeZone),
      token: this.codes.token(card.nonce),
      shortCode: this.codes.shortCode(card.nonce),
      expiresAt: card.expiresAt.toISOString(),
    };
  }

  /** What the account export says of the card: its short code and dates, never the token. */
  async recordOf(userId: number): Promise<{ shortCode: string; issuedAt: string; expiresAt: string } | null> {
    const card = await this.cards.ofAccount(userId);
    return card && { shortCode: this.codes.shortCode(card.nonce), issuedAt: card.issuedAt.toISOString(), expiresAt: card.expiresAt.toISOString() };
  }

  /**
   * The holder of the card whose token or short code is `code`, at the drive: their appointment there. The caller must
   * work the drive's desk (checked first, so nothing is told of a code to anyone else). An unknown, tampered or expired
   * code, or a holder with no appointment at the drive, is a 4xx naming `code`; nothing else of the holder is told.
   */
  async lookup(driveId: number, code: string, caller: User): Promise<DeskLookup> {
    await this.desk.assertDesk(driveId, caller);
    const typed = normalizeShortCode(code);
    const card = isShortCode(typed) ? await this.cards.byShortCodeHash(this.codes.lookupHash(typed)) : await this.cards.byTokenHash(this.codes.lookupHash(code.trim()));
    if (!card) throw new ValidationFailedException({ code: [M.codeUnknown] });
    if (card.expiresAt.getTime() <= Date.now()) throw new ValidationFailedException({ code: [M.codeExpired] });
    const donor = await this.users.findById(card.userId);
    const found = donor && (await this.desk.appointmentOf(driveId, donor));
    if (!found) throw new NotFoundException(M.noAppointment);
    return found;
  }

  /** The card to show: the stored one while it has time to run and was made with this server's key; else a new one. */
  private async currentCard(userId: number): Promise<DonorCard> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const card = await this.cards.ofAccount(userId);
      if (card && this.stillGood(card)) return card;
      const codes = this.newCodes();
      try {
        if (!card) await this.cards.insert(userId, codes);
        else if (!(await this.cards.renew(userId, card.nonce, codes))) continue;
        return { ...codes, id: card?.id ?? 0, userId } as DonorCard;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new ServiceUnavailableException('The donor card could not be issued; please try again.');
  }

  private stillGood(card: DonorCard): boolean {
    const left = card.expiresAt.getTime() - Date.now();
    return left > this.settings.donorCardTtlDays * DAY_MS * RENEW_WHEN_LEFT && card.tokenHash === this.codes.lookupHash(this.codes.token(card.nonce));
  }

  private newCodes(): CardCodes {
    const nonce = DonorCardCodes.newNonce();
    const issuedAt = new Date();
    return {
      nonce,
      tokenHash: this.codes.lookupHash(this.codes.token(nonce)),
      shortCodeHash: this.codes.lookupHash(this.codes.shortCode(nonce)),
      issuedAt,
      expiresAt: daysAfter(issuedAt, this.settings.donorCardTtlDays),
    };
  }
}
