import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Consent } from './consent.entity';
import { ConsentRepository } from './consent.repository';

/**
 * The consents table, for the features that take a consent (registration, availability, newsletter) and for the
 * caller's own consents page (own-consents/), which sits above them all.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Consent])],
  providers: [ConsentRepository],
  exports: [ConsentRepository],
})
export class ConsentsModule {}
