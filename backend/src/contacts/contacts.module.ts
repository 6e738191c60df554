import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaModule } from '../captcha/captcha.module';
import { MailModule } from '../mail/mail.module';
import { AdminContactsController } from './admin-contacts.controller';
import { Contact } from './contact.entity';
import { ContactRepository } from './contact.repository';
import { ContactsController } from './contacts.controller';
import { ContactsService } from './contacts.service';

/** Contact Us: public form behind a captcha; admins read and delete the messages. */
@Module({
  imports: [TypeOrmModule.forFeature([Contact]), CaptchaModule, MailModule],
  controllers: [ContactsController, AdminContactsController],
  providers: [ContactsService, ContactRepository],
})
export class ContactsModule {}
