import { DynamicModule, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { AuditLogModule } from './audit-log/audit-log.module';
import { AccountNoticesModule } from './account-notices/account-notices.module';
import { AuthModule } from './auth/auth.module';
import { UserSessionsModule } from './auth/user-sessions.module';
import { BoardMembersModule } from './board-members/board-members.module';
import { BloodRequestsModule } from './blood-requests/blood-requests.module';
import { CaptchaModule } from './captcha/captcha.module';
import { ContactsModule } from './contacts/contacts.module';
import { ConfigModule } from './config/config.module';
import { Settings } from './config/settings';
import { DatabaseModule } from './database/database.module';
import { DonationJourneyModule } from './donation-journey/donation-journey.module';
import { DonationsModule } from './donations/donations.module';
import { DonorAsksModule } from './donor-asks/donor-asks.module';
import { DonorMatchingModule } from './donor-matching/donor-matching.module';
import { EventsModule } from './events/events.module';
import { DrivesModule } from './drives/drives.module';
import { DonorCardModule } from './donor-card/donor-card.module';
import { TeamsModule } from './teams/teams.module';
import { HealthModule } from './health/health.module';
import { ListsModule } from './lists/lists.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import type { Logger } from 'pino';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { VolunteersModule } from './volunteers/volunteers.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { OwnConsentsModule } from './own-consents/own-consents.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { UsersModule } from './users/users.module';
import { EligibilityRemindersModule } from './eligibility-reminders/eligibility-reminders.module';
import { RetentionModule } from './retention/retention.module';
import { PersonalDataModule } from './personal-data/personal-data.module';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { ProfileModule } from './profile/profile.module';
import { PasskeysModule } from './passkeys/passkeys.module';
import { FactorLoginModule } from './factor-login/factor-login.module';
import { PushModule } from './push/push.module';

@Module({})
export class AppModule {
  static forRoot(settings: Settings, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(logger),
        ConfigModule.forRoot(settings),
        DatabaseModule,
        MetricsModule,
        // Blood requests announce their approval and closing; donor-asks listens (blood-request-events.ts).
        EventEmitterModule.forRoot(),
        ListsModule,
        RateLimitsModule,
        AccountNoticesModule,
        // Before UsersModule too: DELETE /api/user/sessions is not taken for the admin's DELETE /api/user/{email}.
        UserSessionsModule,
        // Before UsersModule: its routes are registered first, so DELETE /api/user/me is not taken for the admin's
        // DELETE /api/user/{email} (Express matches routes in the order they were added).
        AccountDeletionModule,
        UsersModule,
        AuthModule,
        HealthModule,
        BloodRequestsModule.withSearchProgressFrom(DonorAsksModule),
        DonationsModule,
        DonorMatchingModule,
        EventsModule,
        DrivesModule,
        DonorCardModule,
        DonationJourneyModule,
        TeamsModule,
        EligibilityRemindersModule,
        CaptchaModule,
        ContactsModule,
        VolunteersModule,
        NewsletterModule,
        AdminDashboardModule,
        BoardMembersModule.forDriver(settings.database.driver),
        PasswordResetModule,
        RetentionModule,
        PersonalDataModule,
        OwnConsentsModule,
        AuditLogModule,
        ProfileModule,
        PushModule,
        PasskeysModule,
        FactorLoginModule,
      ],
    };
  }
}
