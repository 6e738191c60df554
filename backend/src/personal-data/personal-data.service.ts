import { milestonesOf, type PersonalDataExport, startOfHour, UNKNOWN_DEVICE } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import type { RefreshSession } from '../auth/refresh-session.entity';
import { BloodRequestRecordDto } from '../blood-requests/dto/blood-request-record.dto';
import { ConsentRepository } from '../consents/consent.repository';
import { DonationJourneyService } from '../donation-journey/donation-journey.service';
import { DonationRepository } from '../donations/donation.repository';
import { DonationRecordDto } from '../donations/dto/donation-record.dto';
import { ReminderScheduleRepository } from '../donations/reminder-schedule.repository';
import { DonorCardService } from '../donor-card/donor-card.service';
import { EligibilityReminderRepository } from '../eligibility-reminders/eligibility-reminder.repository';
import { appointmentRecordOf } from '../drives/appointment-record';
import { WaitlistService } from '../drives/waitlist.service';
import { DonorMatchingService } from '../donor-matching/donor-matching.service';
import { PasskeysService } from '../passkeys/passkeys.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { PushService } from '../push/push.service';
import { TeamsService } from '../teams/teams.service';
import { UserProfileDto } from '../users/dto/user-profile.dto';
import { User } from '../users/user.entity';
import { VolunteerRecordDto } from '../volunteers/dto/volunteer-record.dto';
import { PersonalDataRepository } from './personal-data.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const latest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/** What a login session was, from its refresh-token rows: when it started, was last renewed, expires and ended, its device and the hour it was last used; never its tokens. */
function sessionsOf(rows: RefreshSession[]): PersonalDataExport['sessions'] {
  const families = new Map<string, RefreshSession[]>();
  for (const row of rows) families.set(row.familyId, [...(families.get(row.familyId) ?? []), row]);
  return [...families.values()]
    .map((family) => {
      const ended = family.map((row) => row.revokedAt).filter((date): date is Date => date !== null);
      return {
        startedAt: new Date(Math.min(...family.map((row) => row.createdAt.getTime()))).toISOString(),
        lastRenewedAt: latest(family.map((row) => row.createdAt)).toISOString(),
        expiresAt: latest(family.map((row) => row.expiresAt)).toISOString(),
        endedAt: ended.length > 0 ? latest(ended).toISOString() : null,
        device: family.at(-1)?.device ?? UNKNOWN_DEVICE,
        lastUsedAt: latest(family.map((row) => row.lastUsedAt ?? startOfHour(row.createdAt))).toISOString(),
      };
    })
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** A person's own data, gathered for them to take out (GET /api/user/export). */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly rows: PersonalDataRepository,
    private readonly matching: DonorMatchingService,
    private readonly consents: ConsentRepository,
    private readonly waitlist: WaitlistService,
    private readonly donorCards: DonorCardService,
    private readonly push: PushService,
    private readonly passkeys: PasskeysService,
    private readonly twoFactor: TwoFactorService,
    private readonly journeys: DonationJourneyService,
    private readonly teams: TeamsService,
    private readonly donationRows: DonationRepository,
    private readonly schedule: ReminderScheduleRepository,
    private readonly reminders: EligibilityReminderRepository,
  ) {}

  async exportFor(user: User): Promise<PersonalDataExport> {
    const { donations, appointments, requests, asks, signUps, subscription, sessions } = await this.rows.rowsOf(user.id, user.email);
    return {
      exportedAt: new Date().toISOString(),
      account: { ...UserProfileDto.from(user), createdAt: user.createdAt.toISOString(), updatedAt: user.updatedAt.toISOString() },
      availability: this.matching.availabilityOf(user),
      donations: donations.map((donation) => DonationRecordDto.from(donation)),
      donationJourneys: await this.journeys.mine(user.id),
      appointments: appointments.map(appointmentRecordOf),
      donorCard: await this.donorCards.recordOf(user.id),
      waitlists: await this.waitlist.mine(user),
      teams: (await this.teams.mine(user)).map(({ members: _others, ...membership }) => membership),
      bloodRequests: requests.map((request) => BloodRequestRecordDto.from(request)),
      asks: asks.map((ask) => ({
        requestId: ask.bloodRequestId,
        bloodGroup: ask.bloodRequest.bloodGroup,
        city: ask.bloodRequest.city,
        askedAt: ask.askedAt.toISOString(),
        answer: ask.answer,
        answeredAt: iso(ask.answeredAt),
      })),
      volunteerSignUps: signUps.map((signUp) => VolunteerRecordDto.from(signUp)),
      newsletter: subscription ? { email: subscription.email, subscribedAt: subscription.createdAt.toISOString(), unsubscribedAt: iso(subscription.unsubscribedAt) } : null,
      sessions: sessionsOf(sessions),
      consents: await this.consents.historyOf(user.id, subscription?.id ?? null),
      pushDevices: await this.push.devicesOf(user.id),
      passkeys: await this.passkeys.listOf(user.id),
      twoFactor: await this.twoFactor.exportOf(user.id),
      milestones: milestonesOf(await this.donationRows.countedOf(user.id)),
      eligibilityReminders: {
        dueOn: await this.schedule.dueOnOf(user.id),
        sent: (await this.reminders.ofAccount(user.id)).map(({ eligibleOn, sentAt }) => ({ eligibleOn, sentAt: sentAt.toISOString() })),
      },
    };
  }
}
