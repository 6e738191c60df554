import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CaptchaModule } from '../captcha/captcha.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { PasswordChangeController } from './password-change.controller';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetTokenRepository } from './password-reset-token.repository';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/**
 * 'Forgot your password?': an emailed single-use link (behind the captcha) and the new password it sets; and the
 * logged-in account's Change Password.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PasswordResetToken]), AuthModule, UsersModule, CaptchaModule, MailModule],
  controllers: [PasswordResetController, PasswordChangeController],
  providers: [PasswordResetService, PasswordChangeService, PasswordResetTokenRepository],
})
export class PasswordResetModule {}
