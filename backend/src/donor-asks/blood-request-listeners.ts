import { Injectable } from '@nestjs/common';
import { BloodRequestApproved, BloodRequestsClosed, OnBloodRequestEvent } from '../blood-requests/blood-request-events';
import { DonorAsksRepository } from './donor-asks.repository';
import { DonorChannels } from './donor-channels';
import { MatchWaveWorker } from './match-wave-worker';
import { MatchWaves } from './match-waves.service';

/** What the search for donors does when a blood request is approved or closed, in the transaction that did it. */
@Injectable()
export class BloodRequestListeners {
  constructor(
    private readonly waves: MatchWaves,
    private readonly waveWorker: MatchWaveWorker,
    private readonly channels: DonorChannels,
    private readonly asks: DonorAsksRepository,
  ) {}

  /** The search starts: its first wave is due at once; the worker looks for it once the approval has committed. */
  @OnBloodRequestEvent(BloodRequestApproved.TOPIC)
  async startSearch(event: BloodRequestApproved): Promise<void> {
    await this.waves.schedule(event.bloodRequestId);
    event.afterCommit(() => this.waveWorker.wake());
  }

  /**
   * The donors who said yes are thanked (queued with the closing; sent once it has committed). The next wave, if
   * any, finds the request no longer Approved and ends the search.
   */
  @OnBloodRequestEvent(BloodRequestsClosed.TOPIC)
  async thankHelpers(event: BloodRequestsClosed): Promise<void> {
    let thanked = 0;
    for (const id of await this.asks.withHelpers(event.bloodRequestIds)) thanked += await this.waves.thankHelpers(id);
    if (thanked > 0) event.afterCommit(() => this.channels.wakeAll());
  }
}
