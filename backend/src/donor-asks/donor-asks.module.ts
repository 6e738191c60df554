import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { DonorAsk } from './donor-ask.entity';
import { DonorAsksController } from './donor-asks.controller';
import { DonorAsksService } from './donor-asks.service';
import { DonorChannels, EmailChannel } from './donor-channels';
import { MatchWaveJob } from './match-wave-job.entity';
import { MatchWaveWorker } from './match-wave-worker';
import { MatchWaves } from './match-waves.service';

/**
 * Asking donors for approved blood requests: the waves of asks an approval starts (MatchWaves, run by the
 * MatchWaveWorker), the candidates an admin sees, the asks a donor answers and the helpers a requester sees.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DonorAsk, MatchWaveJob]), MailModule],
  controllers: [DonorAsksController],
  providers: [DonorAsksService, MatchWaves, MatchWaveWorker, EmailChannel, DonorChannels],
  exports: [DonorAsksService, MatchWaves, MatchWaveWorker, DonorChannels],
})
export class DonorAsksModule {}
