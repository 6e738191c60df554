import { Global, Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AccountNotices } from './account-notices.service';

/**
 * Emails about what happens to an account (issue 25 point 5): global, as logins, passwords, passkeys and roles all
 * send them. The link in them that ends all sessions is served by the auth feature (EndSessionsController).
 */
@Global()
@Module({
  imports: [MailModule],
  providers: [AccountNotices],
  exports: [AccountNotices],
})
export class AccountNoticesModule {}
