import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SearchProgressReader } from '../blood-requests/search-progress';
import { DonationsModule } from '../donations/donations.module';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { BloodRequestListeners } from './blood-request-listeners';
import { DonorAsk } from './donor-ask.entity';
import { DonorAsksController } from './donor-asks.controller';
import { DonorAsksRepository } from './donor-asks.repository';
import { DonorAsksService } from './donor-asks.service';
import { DonorCandidates } from './donor-candidates';
import { DonorCandidatesRepository } from './donor-candidates.repository';
import { DonorChannels, EmailChannel } from './donor-channels';
import { MatchWaveJob } from './match-wave-job.entity';
import { MatchWaveJobsRepository } from './match-wave-jobs.repository';
import { MatchWaveWorker } from './match-wave-worker';
import { MatchWaves } from './match-waves.service';

/**
 * Asking donors for approved blood requests: the waves of asks an approval starts (MatchWaves, run by the
 * MatchWaveWorker), the candidates an admin sees, the asks a donor answers and the helpers a requester sees. It follows
 * blood requests through their events (BloodRequestListeners) and gives their owners' list its search progress.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DonorAsk, MatchWaveJob]), DonationsModule, MailModule, PushModule],
  controllers: [DonorAsksController],
  providers: [
    DonorAsksService,
    DonorAsksRepository,
    DonorCandidates,
    DonorCandidatesRepository,
    MatchWaves,
    MatchWaveJobsRepository,
    MatchWaveWorker,
    EmailChannel,
    DonorChannels,
    BloodRequestListeners,
    { provide: SearchProgressReader, useExisting: DonorAsksService },
  ],
  exports: [SearchProgressReader],
})
export class DonorAsksModule {}
