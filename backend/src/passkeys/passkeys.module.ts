import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { PasskeyCredential } from './passkey.entity';
import { PasskeysController } from './passkeys.controller';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';
import { WebauthnChallenge } from './webauthn-challenge.entity';
import { WebauthnChallengesRepository } from './webauthn-challenges.repository';

/** Passkeys (WebAuthn): an account's own (passkeys), the challenges handed out (webauthn_challenges), and checking one's answer at a login (factor-login/). */
@Module({
  imports: [TypeOrmModule.forFeature([PasskeyCredential, WebauthnChallenge]), UsersModule],
  controllers: [PasskeysController],
  providers: [PasskeysService, PasskeysRepository, WebauthnChallengesRepository],
  exports: [PasskeysService, PasskeysRepository],
})
export class PasskeysModule {}
