import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_ROLES, JOURNEY_MESSAGES as M, journeyText, todayIn,
  type DonationJourney as DonationJourneyAnswer, type DonationJourneyBody, type Hospital as HospitalAnswer, type HospitalBody, type MyDonationJourney,
} from '@blood-donation/domain';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { ConsentRepository } from '../consents/consent.repository';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { User } from '../users/user.entity';
import { DonationJourneyRepository, type JourneyDonation } from './donation-journey.repository';
import { JourneyNotices } from './journey-notices';

/**
 * What the gift did (issue 24 point 4). Admins keep the list of hospitals the organisation sends blood to; admins,
 * and the staff of the drive a donation was given at, record what became of it. The donor is told once per donation
 * and status, only while their 'donation-journey' consent stands, in the transaction of the change.
 */
@Injectable()
export class DonationJourneyService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly journeys: DonationJourneyRepository,
    private readonly consents: ConsentRepository,
    private readonly notices: JourneyNotices,
  ) {}

  async hospitals(): Promise<HospitalAnswer[]> {
    return (await this.journeys.hospitals()).map(({ id, name, city }) => ({ id, name, city }));
  }

  /** Adds a hospital; a name already on the list (whatever its case) is 409. */
  async addHospital({ name, city }: HospitalBody): Promise<HospitalAnswer> {
    const existing = await this.journeys.hospitalNamed(name);
    if (existing) throw new ConflictException(M.hospitalExists(existing.name));
    try {
      const { id } = await this.journeys.insertHospital(name, city);
      return { id, name, city };
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(M.hospitalExists(name));
      throw error;
    }
  }

  /**
   * Records (or corrects) what became of donation `donationId`. Once per donation and status, and only while the
   * donor's 'donation-journey' consent stands, the donor is sent a notice, queued in the same transaction.
   */
  async record(donationId: number, body: DonationJourneyBody, caller: User): Promise<DonationJourneyAnswer> {
    const donation = await this.journeys.donation(donationId);
    if (!donation) throw new NotFoundException(M.donationNotFound);
    await this.refuseOutsider(donation, caller);
    const hospital = body.status === 'issued' ? await this.journeys.hospitalNamed(body.hospital!) : null;
    if (body.status === 'issued' && !hospital) throw new ValidationFailedException({ hospital: [M.hospitalNotListed(body.hospital!)] });
    if (body.date < donation.date) throw new ValidationFailedException({ date: [M.dateBeforeDonation(donation.date)] });
    if (body.date > todayIn(this.settings.siteTimeZone)) throw new ValidationFailedException({ date: [M.dateInFuture] });
    const journey = { donationId, status: body.status, hospitalId: hospital?.id ?? null, date: body.date, reason: body.reason ?? null };
    const news = { donationId, donationDate: donation.date, status: body.status, date: body.date, hospital: hospital?.name ?? null, reason: journey.reason };
    const store = () =>
      this.database.transaction(async () => {
        const now = new Date();
        await this.journeys.save({ ...journey, updatedAt: now });
        return this.notify(donation, news, now);
      });
    // Two recordings at once of the same new status: the notice's key refuses the second, which then finds it sent.
    const notified = await store().catch((error: unknown) => (isDuplicateKey(error) ? store() : Promise.reject(error)));
    if (notified) this.notices.delivered();
    return { ...news, text: journeyText(news.status, news.donationDate, news.date, news.hospital, news.reason) };
  }

  /** The donation's journey as recorded, for whoever may record it (404 until one is). */
  async ofDonation(donationId: number, caller: User): Promise<DonationJourneyAnswer> {
    const donation = await this.journeys.donation(donationId);
    if (!donation) throw new NotFoundException(M.donationNotFound);
    await this.refuseOutsider(donation, caller);
    const journey = await this.journeys.journeyOf(donationId);
    if (!journey) throw new NotFoundException(M.noJourneyYet);
    const { status, date, reason } = journey;
    const hospital = journey.hospital?.name ?? null;
    return { donationId, donationDate: donation.date, status, hospital, date, reason, text: journeyText(status, donation.date, date, hospital, reason) };
  }

  /** Each of the caller's donations, newest first, with its journey (null while not known). */
  async mine(userId: number): Promise<MyDonationJourney[]> {
    return (await this.journeys.ofAccount(userId)).map((row) => ({
      ...row,
      text: row.status && row.date ? journeyText(row.status, row.donationDate, row.date, row.hospital, row.reason) : null,
    }));
  }

  /** In the caller's transaction: sends the notice if it is due; answers whether it did. */
  private async notify(donation: JourneyDonation, news: Parameters<JourneyNotices['send']>[1], now: Date): Promise<boolean> {
    if (donation.userId === null) return false;
    if (!(await this.consents.stands(donation.userId, 'donation-journey'))) return false;
    if (await this.journeys.notified(donation.id, news.status)) return false;
    const donor = await this.journeys.donor(donation.userId);
    if (!donor) return false;
    await this.journeys.noteNotified(donation.id, news.status, now);
    await this.notices.send(donor, news);
    return true;
  }

  /** Admins record any donation's journey; drive staff only of a donation given at a drive they staff. */
  private async refuseOutsider(donation: JourneyDonation, caller: User): Promise<void> {
    if (ADMIN_ROLES.includes(caller.role)) return;
    if (donation.eventId === null || !(await this.journeys.staffs(donation.eventId, caller.id))) throw new ForbiddenException(M.notAssigned);
  }
}
