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
 * ELIGIBILITY_RULES, today being SITE_TIME_ZONE's, and the deferrals of drives' desks. The one place the backend judges
 * a donor: the donor's own dashboard (GET /api/user/eligibility), booking, the admin's donor list
 * (GET /api/admin/donorlist) and the donors a matching wave asks.
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
    return (await this.ofAccounts([account])).get(account.id)!;
  }

  /** ofAccount for many accounts at once, by account id: two queries, whatever their number. */
  async ofAccounts(accounts: readonly { id: number; gender: string | null }[]): Promise<Map<number, Eligibility>> {
    const ids = accounts.map(({ id }) => id);
    const [donations, deferrals] = await Promise.all([this.donations.datesAndTypesOfAccounts(ids), this.donations.deferredUntilOfAccounts(ids)]);
    const byAccount = groupByAccount(donations);
    return new Map(accounts.map(({ id, gender }) => [id, this.deferred(this.judge(byAccount.get(id) ?? [], gender), deferrals.get(id))]));
  }

  /**
   * The day each account's current eligibility period ends, whatever today is: from its latest donation (judged as on
   * that day) and its latest deferral at a desk, the later of the two; null for an account with neither. Two queries.
   */
  async periodEndsOf(accounts: readonly { id: number; gender: string | null }[]): Promise<Map<number, string | null>> {
    const ids = accounts.map(({ id }) => id);
    const [donations, deferrals] = await Promise.all([this.donations.datesAndTypesOfAccounts(ids), this.donations.deferredUntilOfAccounts(ids)]);
    const byAccount = groupByAccount(donations);
    return new Map(
      accounts.map(({ id, gender }) => {
        const own = byAccount.get(id) ?? [];
        const latest = own.reduce<string | null>((last, { date }) => (last === null || date > last ? date : last), null);
        const afterDonations = latest === null ? null : (this.judge(own, gender, latest).nextEligibleDate ?? latest);
        const deferredUntil = deferrals.get(id) ?? null;
        const end = afterDonations === null ? deferredUntil : deferredUntil === null || afterDonations >= deferredUntil ? afterDonations : deferredUntil;
        return [id, end] as const;
      }),
    );
  }

  /** `rows` (donations) each with the first day its donor may give again (nextDatesOf). */
  async withNextDates<R extends { id: number }>(rows: R[]): Promise<(R & { nextEligibleDate: string | null })[]> {
    const nextDates = await this.nextDatesOf(rows.map(({ id }) => id));
    return rows.map((row) => ({ ...row, nextEligibleDate: nextDates.get(row.id) ?? null }));
  }

  /**
   * The first day each donation's donor may give again (null: today), by donation id. A donor with an account is
   * judged as their dashboard judges them (deferrals included); a walk-in donor (no account) by this donation and the
   * form's gender alone, since nothing tells which other records are theirs. Three queries, whatever the number.
   */
  async nextDatesOf(donationIds: number[]): Promise<Map<number, string | null>> {
    const donors = await this.donations.donorsOf(donationIds);
    const accounts = new Map(donors.flatMap(({ userId, accountGender }) => (userId === null ? [] : [[Number(userId), { id: Number(userId), gender: accountGender }] as const])));
    const byAccount = await this.ofAccounts([...accounts.values()]);
    const judged = donors.map((donor) => {
      const { nextEligibleDate } = donor.userId === null ? this.judge([donor], donor.gender) : byAccount.get(Number(donor.userId))!;
      return [Number(donor.id), nextEligibleDate] as const;
    });
    return new Map(judged);
  }

  /** `judged`, unless a deferral at a drive's desk runs past its next eligible date: then ineligible until that day. */
  private deferred(judged: Eligibility, deferredUntil: string | undefined): Eligibility {
    if (!deferredUntil || deferredUntil <= todayIn(this.settings.siteTimeZone) || (judged.nextEligibleDate ?? '') >= deferredUntil) return judged;
    return { ...judged, eligible: false, nextEligibleDate: deferredUntil, reasons: [...judged.reasons, DRIVE_DESK_MESSAGES.deferredAtDrive(deferredUntil)] };
  }

  private judge(donations: readonly DatedDonation[], sex: string | null, today = todayIn(this.settings.siteTimeZone)): Eligibility {
    return checkEligibility({
      donations: donations.map(({ date, donationType }) => ({ date, type: donationType })),
      sex: sex as RegistrationGender | FormGender | null,
      ruleSet: this.settings.eligibility.ruleSet,
      today,
    });
  }
}

/** Each account's donations, by account id. */
function groupByAccount(donations: readonly Pick<Donation, 'userId' | 'date' | 'donationType'>[]): Map<number, DatedDonation[]> {
  const byAccount = new Map<number, DatedDonation[]>();
  for (const { userId, ...donation } of donations) byAccount.set(Number(userId), [...(byAccount.get(Number(userId)) ?? []), donation]);
  return byAccount;
}
