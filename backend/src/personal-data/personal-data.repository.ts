import { Injectable } from '@nestjs/common';
import { RefreshSession } from '../auth/refresh-session.entity';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { Database } from '../database/database.service';
import { Donation } from '../donations/donation.entity';
import { DonorAsk } from '../donor-asks/donor-ask.entity';
import { Appointment } from '../drives/appointment.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/** Every row that belongs to one person, in the order they were made. */
export interface PersonalRows {
  donations: Donation[];
  appointments: Appointment[];
  requests: BloodRequest[];
  asks: DonorAsk[];
  signUps: Volunteer[];
  subscription: NewsletterSubscriber | null;
  sessions: RefreshSession[];
}

/** The rows of a person's data export, read side by side. */
@Injectable()
export class PersonalDataRepository {
  constructor(private readonly database: Database) {}

  /** The account's rows, and the newsletter subscription of `email` (kept in lower case). */
  async rowsOf(userId: number, email: string): Promise<PersonalRows> {
    const manager = this.database.manager;
    const mine = { where: { userId }, order: { id: 'ASC' as const } };
    const [donations, appointments, requests, asks, signUps, subscription, sessions] = await Promise.all([
      manager.find(Donation, { ...mine, relations: { event: true } }),
      manager.find(Appointment, { where: { userId }, order: { start: 'ASC', id: 'ASC' } }),
      manager.find(BloodRequest, mine),
      manager.find(DonorAsk, { ...mine, relations: { bloodRequest: true } }),
      manager.find(Volunteer, { ...mine, relations: { event: true } }),
      manager.findOneBy(NewsletterSubscriber, { email: email.toLowerCase() }),
      manager.find(RefreshSession, mine),
    ]);
    return { donations, appointments, requests, asks, signUps, subscription, sessions };
  }
}
