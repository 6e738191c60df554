import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RecoveryCode } from './recovery-code.entity';
import { TotpFactor } from './totp-factor.entity';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

/** An account's second factors: its authenticator app (totp_factors) and recovery codes (recovery_codes). */
@Module({
  imports: [TypeOrmModule.forFeature([TotpFactor, RecoveryCode])],
  controllers: [TwoFactorController],
  providers: [TwoFactorService, TwoFactorRepository],
  exports: [TwoFactorService, TwoFactorRepository],
})
export class TwoFactorModule {}
