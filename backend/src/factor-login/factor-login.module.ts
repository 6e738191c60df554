import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { PasskeyLoginController } from './passkey-login.controller';
import { SecondFactorLoginController } from './second-factor-login.controller';

/**
 * Logins and checks with a factor beyond the password: a passkey login (POST /api/auth/passkey), a password login
 * finished with a second factor (POST /api/auth/login/second-factor), and a step-up (POST /api/auth/step-up).
 */
@Module({
  imports: [AuthModule, TwoFactorModule, PasskeysModule],
  controllers: [PasskeyLoginController, SecondFactorLoginController],
})
export class FactorLoginModule {}
