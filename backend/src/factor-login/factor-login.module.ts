import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { PasskeyLoginController } from './passkey-login.controller';
import { SecondFactorLoginController } from './second-factor-login.controller';
import { SecondFactorResetController } from './second-factor-reset.controller';
import { SecondFactorResetService } from './second-factor-reset.service';
import { UsersModule } from '../users/users.module';

/**
 * Logins and checks with a factor beyond the password: a passkey login (POST /api/auth/passkey), a password login
 * finished with a second factor (POST /api/auth/login/second-factor), a step-up (POST /api/auth/step-up), and a
 * superAdmin's reset of another account's second factors (POST /api/admin/users/{id}/2fa/reset).
 */
@Module({
  imports: [AuthModule, TwoFactorModule, PasskeysModule, UsersModule],
  controllers: [PasskeyLoginController, SecondFactorLoginController, SecondFactorResetController],
  providers: [SecondFactorResetService],
})
export class FactorLoginModule {}
