import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DonationsModule } from '../donations/donations.module';
import { DrivesModule } from '../drives/drives.module';
import { UsersModule } from '../users/users.module';
import { DeskLookupController } from './desk-lookup.controller';
import { DonorCardController } from './donor-card.controller';
import { DonorCard } from './donor-card.entity';
import { DonorCardRepository } from './donor-card.repository';
import { DonorCardService } from './donor-card.service';

/** The digital donor card (issue 24 point 2): the donor's card and the drive desk's lookup by it. */
@Module({
  imports: [TypeOrmModule.forFeature([DonorCard]), DonationsModule, DrivesModule, UsersModule],
  controllers: [DonorCardController, DeskLookupController],
  providers: [DonorCardService, DonorCardRepository],
  exports: [DonorCardService],
})
export class DonorCardModule {}
