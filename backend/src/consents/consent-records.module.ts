import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentRecords } from './consent-records';
import { Consent } from './consent.entity';

/** The consents table, for the features that take a consent (registration, availability, newsletter). */
@Module({
  imports: [TypeOrmModule.forFeature([Consent])],
  providers: [ConsentRecords],
  exports: [ConsentRecords],
})
export class ConsentRecordsModule {}
