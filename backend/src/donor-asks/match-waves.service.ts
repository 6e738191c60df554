import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { User } from '../users/user.entity';
import { DonorAsk } from './donor-ask.entity';
import { findCandidates } from './donor-candidates';
import { DonorChannels } from './donor-channels';
import { askEmailSubject, askEmailText, THANKS_EMAIL_SUBJECT, thanksEmailText } from './donor-asks.texts';
import { MatchWaveJob } from './match-wave-job.entity';

/** Nobody is asked more often than once in this many days, whatever the request. */
export const ASK_AT_MOST_EVERY_DAYS = 7;
const DAY_MS = 86_400_000;

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
  ) {}

  /** In the caller's transaction: the request's next wave is due at `dueAt` (a job already there is moved, and unclaimed). */
  async schedule(manager: EntityManager, bloodRequestId: number, dueAt = new Date()): Promise<void> {
    const { affected } = await manager.update(MatchWaveJob, { bloodRequestId }, { dueAt, claimedUntil: null });
    if (!affected) await manager.insert(MatchWaveJob, { bloodRequestId, dueAt, claimedUntil: null });
  }

  /** Runs the wave of `job`, claimed by the caller until job.claimedUntil; nothing when that claim has passed on. */
  async run(job: Pick<MatchWaveJob, 'id' | 'bloodRequestId' | 'claimedUntil'>): Promise<WaveOutcome> {
    const outcome = await this.database.transaction(async (manager) => {
      const request = await manager.findOne(BloodRequest, { where: { id: job.bloodRequestId }, ...forUpdate(manager) });
      const own = await manager.findOne(MatchWaveJob, { where: { id: job.id, claimedUntil: job.claimedUntil ?? IsNull() }, ...forUpdate(manager) });
      if (!own) return 'claim lost' as const;
      if (!request?.city || request.userId === null || request.status !== 'Approved' || (await this.yesCount(manager, request.id)) >= request.units) {
        await manager.delete(MatchWaveJob, { id: job.id });
        return 'stopped' as const;
      }
      const asked = await this.askNext(manager, request);
      await this.schedule(manager, request.id, new Date(Date.now() + this.settings.matching.waveMinutes * 60_000));
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
  async thankHelpers(manager: EntityManager, bloodRequestId: number): Promise<number> {
    const request = await manager.findOneByOrFail(BloodRequest, { id: bloodRequestId });
    const helpers = await manager
      .createQueryBuilder(User, 'user')
      .innerJoin(DonorAsk, 'ask', 'ask.userId = user.id')
      .select(['user.id', 'user.username', 'user.email', 'user.contactChannel'])
      .where('ask.bloodRequestId = :bloodRequestId AND ask.answer = :yes', { bloodRequestId, yes: 'yes' })
      .orderBy('user.id')
      .getMany();
    for (const helper of helpers) {
      const thanks = { subject: THANKS_EMAIL_SUBJECT, text: thanksEmailText(request, helper.username), kind: 'donor-thanks' as const, aboutId: bloodRequestId };
      await this.channels.for(helper.contactChannel).send(manager, helper, thanks);
    }
    return helpers.length;
  }

  private yesCount(manager: EntityManager, bloodRequestId: number): Promise<number> {
    return manager.countBy(DonorAsk, { bloodRequestId, answer: 'yes' });
  }

  /** Asks the next eligible donors, at most MATCH_WAVE_SIZE: one ask and one email each; returns how many. */
  private async askNext(manager: EntityManager, request: BloodRequest): Promise<number> {
    const now = new Date();
    const candidates = await findCandidates(manager, request, {
      ruleSet: this.settings.eligibility.ruleSet,
      notAskedSince: new Date(now.getTime() - ASK_AT_MOST_EVERY_DAYS * DAY_MS),
    });
    const chosen = candidates.filter(({ eligible }) => eligible).slice(0, this.settings.matching.waveSize);
    for (const donor of chosen) {
      const { identifiers } = await manager.insert(DonorAsk, { bloodRequestId: request.id, userId: donor.userId, askedAt: now, answer: null, answeredAt: null });
      const text = askEmailText(request, donor.username, this.settings.mail.publicUrl);
      await this.channels.for(donor.channel).send(manager, donor, { subject: askEmailSubject(request), text, kind: 'donor-ask', aboutId: identifiers[0].id as number });
    }
    return chosen.length;
  }
}
