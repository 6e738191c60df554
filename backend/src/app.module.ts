import { DynamicModule, Module } from '@nestjs/common';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { AuthModule } from './auth/auth.module';
import { BoardMembersModule } from './board-members/board-members.module';
import { BloodRequestsModule } from './blood-requests/blood-requests.module';
import { CaptchaModule } from './captcha/captcha.module';
import { ContactsModule } from './contacts/contacts.module';
import { ConfigModule } from './config/config.module';
import { Settings } from './config/settings';
import { DatabaseModule } from './database/database.module';
import { DonationsModule } from './donations/donations.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { ListsModule } from './lists/lists.module';
import { VolunteersModule } from './volunteers/volunteers.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(settings: Settings): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(settings),
        DatabaseModule,
        ListsModule,
        UsersModule,
        AuthModule,
        HealthModule,
        BloodRequestsModule,
        DonationsModule,
        EventsModule,
        CaptchaModule,
        ContactsModule,
        VolunteersModule,
        NewsletterModule,
        AdminDashboardModule,
        BoardMembersModule,
      ],
    };
  }
}
