import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { PasskeyCredential } from './passkey.entity';
import { PasskeyLoginController } from './passkey-login.controller';
import { PasskeysController } from './passkeys.controller';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';
import { WebauthnChallenge } from './webauthn-challenge.entity';
import { WebauthnChallengesRepository } from './webauthn-challenges.repository';

/** Passkeys (WebAuthn): an account's own (passkeys), the challenges handed out (webauthn_challenges), and the login with one. */
@Module({
  imports: [TypeOrmModule.forFeature([PasskeyCredential, WebauthnChallenge]), AuthModule, UsersModule],
  controllers: [PasskeysController, PasskeyLoginController],
  providers: [PasskeysService, PasskeysRepository, WebauthnChallengesRepository],
  exports: [PasskeysService],
})
export class PasskeysModule {}
