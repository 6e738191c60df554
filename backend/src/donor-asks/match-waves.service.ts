import { daysBefore, FULFILLED_THANKS_SUBJECT, fulfilledThanksText } from '@blood-donation/domain';
import { Injectable, Logger } from '@nestjs/common';
import type { BloodRequest } from '../blood-requests/blood-request.entity';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { DonorAsksRepository } from './donor-asks.repository';
import { DonorCandidates } from './donor-candidates';
import { DonorChannels } from './donor-channels';
import { askEmailSubject, askEmailText, askPush, THANKS_EMAIL_SUBJECT, thanksEmailText } from './donor-asks.texts';
import type { MatchWaveJob } from './match-wave-job.entity';
import { MatchWaveJobsRepository } from './match-wave-jobs.repository';

/** Nobody is asked more often than once in this many days, whatever the request. */
export const ASK_AT_MOST_EVERY_DAYS = 7;

/** What a wave did: asked that many donors, or stopped the search (the request is closed, has its yes answers or no requester). */
export type WaveOutcome = { asked: number } | 'stopped' | 'claim lost';

/**
 * The search that approving a blood request starts, in waves: each asks the next MATCH_WAVE_SIZE eligible donors by
 * email and schedules the next MATCH_WAVE_MINUTES later, until the request is no longer Approved or as many donors
 * have said yes as it needs units. A request without a city matches nobody, and one without a requester (its account
 * was deleted) can put nobody in touch: their search stops at once. Everything a wave changes (asks, emails, the next
 * job) is one transaction.
 * Logs name request ids and counts only.
 */
@Injectable()
export class MatchWaves {
  private readonly logger = new Logger('MatchWaves');

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly channels: DonorChannels,
    private readonly asks: DonorAsksRepository,
    private readonly jobs: MatchWaveJobsRepository,
    private readonly candidates: DonorCandidates,
  ) {}

  /** In the caller's transaction: the request's next wave is due at `dueAt` (a job already there is moved, and unclaimed). */
  schedule(bloodRequestId: number, dueAt = new Date()): Promise<void> {
    return this.jobs.schedule(bloodRequestId, dueAt);
  }

  /** Runs the wave of `job`, claimed by the caller until job.claimedUntil; nothing when that claim has passed on. */
  async run(job: Pick<MatchWaveJob, 'id' | 'bloodRequestId' | 'claimedUntil'>): Promise<WaveOutcome> {
    const outcome = await this.database.transaction(async () => {
      const request = await this.asks.findRequest(job.bloodRequestId, { locked: true });
      const own = await this.jobs.findStillClaimedLocked(job);
      if (!own) return 'claim lost' as const;
      if (!request?.city || request.userId === null || request.status !== 'Approved' || (await this.asks.yesCount(request.id)) >= request.units) {
        await this.jobs.delete(job.id);
        return 'stopped' as const;
      }
      const asked = await this.askNext(request);
      await this.schedule(request.id, new Date(Date.now() + this.settings.matching.waveMinutes * 60_000));
      return { asked };
    });
    if (typeof outcome === 'object' && outcome.asked > 0) this.channels.wakeAll();
    this.logger.log(`Blood request ${job.bloodRequestId}: wave ${typeof outcome === 'object' ? `asked ${outcome.asked} donors` : outcome}`);
    return outcome;
  }

  /**
   * In the caller's transaction: queues a thank-you email to each donor who said yes to the request (for when it
   * closes), through the channel each chose; returns how many. The caller wakes the channels once it has committed.
   */
  async thankHelpers(bloodRequestId: number): Promise<number> {
    const request = await this.asks.requestOrFail(bloodRequestId);
    const helpers = await this.asks.helpersOf(bloodRequestId);
    // A Fulfilled request (a closed status it never leaves, so once per donor and request) tells them it was met, in
    // domain's words; Cancelled or Expired ones thank them as before. No consent is asked: they said yes to this
    // request, and this is its answer to them (as the contact brokering after a yes is).
    const fulfilled = request.status === 'Fulfilled';
    for (const helper of helpers) {
      const thanks = {
        subject: fulfilled ? FULFILLED_THANKS_SUBJECT : THANKS_EMAIL_SUBJECT,
        text: fulfilled ? fulfilledThanksText(helper.username, request.city, request.bloodGroup) : thanksEmailText(request, helper.username),
        kind: 'donor-thanks' as const,
        aboutId: bloodRequestId,
      };
      await this.channels.for(helper.contactChannel).send(helper, thanks);
    }
    return helpers.length;
  }

  /** Asks the next eligible donors, at most MATCH_WAVE_SIZE: one ask, one email and a push to each of their devices with notifications on; returns how many. */
  private async askNext(request: BloodRequest): Promise<number> {
    const now = new Date();
    const candidates = await this.candidates.find(request, { notAskedSince: daysBefore(now, ASK_AT_MOST_EVERY_DAYS) });
    const chosen = candidates.filter(({ eligible }) => eligible).slice(0, this.settings.matching.waveSize);
    for (const donor of chosen) {
      const askId = await this.asks.insertAsk(request.id, donor.userId, now);
      const text = askEmailText(request, donor.username, this.settings.mail.publicUrl);
      await this.channels.for(donor.channel).send(donor, { subject: askEmailSubject(request), text, kind: 'donor-ask', aboutId: askId });
      await this.channels.pushTo(donor.userId, 'asks', askPush(request));
    }
    return chosen.length;
  }
}
