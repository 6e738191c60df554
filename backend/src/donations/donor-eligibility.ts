import { checkEligibility, DRIVE_DESK_MESSAGES, type Eligibility, type FormGender, type RegistrationGender, todayIn } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import type { Donation } from './donation.entity';
import { DonationRepository } from './donation.repository';

/** What judging a donor needs of each donation on record. */
type DatedDonation = Pick<Donation, 'date' | 'donationType'>;

/**
 * Whether a donor may give whole blood today, and if not from which day: domain's eligibility engine under
 * ELIGIBILITY_RULES, today being SITE_TIME_ZONE's. The one place the backend judges a donor by their donations: the
 * donor's own dashboard (GET /api/user/eligibility) and the admin's donor list (GET /api/admin/donorlist).
 */
@Injectable()
export class DonorEligibility {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly donations: DonationRepository,
  ) {}

  /**
   * An account's: from every donation of it and its registered gender, and any deferral at a drive's desk (the donor
   * may give again from its deferredUntil, whatever the donations allow).
   */
  async ofAccount(account: { id: number; gender: string | null }): Promise<Eligibility> {
    const judged = this.judge(await this.donations.datesAndTypesOf(account.id), account.gender);
    const deferredUntil = await this.donations.deferredUntilOf(account.id);
    if (!deferredUntil || deferredUntil <= todayIn(this.settings.siteTimeZone) || (judged.nextEligibleDate ?? '') >= deferredUntil) return judged;
    return { ...judged, eligible: false, nextEligibleDate: deferredUntil, reasons: [...judged.reasons, DRIVE_DESK_MESSAGES.deferredAtDrive(deferredUntil)] };
  }

  /** `rows` (donations) each with the first day its donor may give again (nextDatesOf). */
  async withNextDates<R extends { id: number }>(rows: R[]): Promise<(R & { nextEligibleDate: string | null })[]> {
    const nextDates = await this.nextDatesOf(rows.map(({ id }) => id));
    return rows.map((row) => ({ ...row, nextEligibleDate: nextDates.get(row.id) ?? null }));
  }

  /**
   * The first day each donation's donor may give again (null: today), by donation id. A donor with an account is
   * judged as their dashboard judges them; a walk-in donor (no account) by this donation and the form's gender
   * alone, since nothing tells which other records are theirs. Two queries, whatever the number of donations.
   */
  async nextDatesOf(donationIds: number[]): Promise<Map<number, string | null>> {
    const donors = await this.donations.donorsOf(donationIds);
    const accountIds = [...new Set(donors.flatMap(({ userId }) => (userId === null ? [] : [userId])))];
    const byAccount = new Map<number, DatedDonation[]>();
    for (const { userId, ...donation } of await this.donations.datesAndTypesOfAccounts(accountIds)) byAccount.set(userId!, [...(byAccount.get(userId!) ?? []), donation]);
    const judged = donors.map((donor) => {
      const { nextEligibleDate } = donor.userId === null ? this.judge([donor], donor.gender) : this.judge(byAccount.get(Number(donor.userId)) ?? [], donor.accountGender);
      return [Number(donor.id), nextEligibleDate] as const;
    });
    return new Map(judged);
  }

  private judge(donations: readonly DatedDonation[], sex: string | null): Eligibility {
    return checkEligibility({
      donations: donations.map(({ date, donationType }) => ({ date, type: donationType })),
      sex: sex as RegistrationGender | FormGender | null,
      ruleSet: this.settings.eligibility.ruleSet,
      today: todayIn(this.settings.siteTimeZone),
    });
  }
}
