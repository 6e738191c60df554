import { BLOOD_COMPATIBILITY } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import type { BloodRequest } from '../blood-requests/blood-request.entity';

/** What of a blood request the search for donors reads. */
export type CandidateRequest = Pick<BloodRequest, 'id' | 'bloodGroup' | 'city' | 'userId'>;

export type CandidateRow = Pick<User, 'id' | 'username' | 'email' | 'contactChannel' | 'bloodGroup' | 'gender' | 'availableCity'>;

/** The accounts the search for donors reads. */
@Injectable()
export class DonorCandidatesRepository {
  constructor(private readonly database: Database) {}

  /**
   * The available donors in the request's city (case ignored) of a group whose red cells suit it, never the
   * requester; with `notAskedSince`, none already asked about this request nor asked about any since then.
   */
  availableDonors(request: CandidateRequest & { city: string }, notAskedSince?: Date): Promise<CandidateRow[]> {
    const query = this.database.manager
      .createQueryBuilder(User, 'user')
      .select(['user.id', 'user.username', 'user.email', 'user.contactChannel', 'user.bloodGroup', 'user.gender', 'user.availableCity'])
      .where('user.available = :available', { available: 1 })
      .andWhere('LOWER(user.availableCity) = LOWER(:city)', { city: request.city })
      .andWhere('user.bloodGroup IN (:...groups)', { groups: [...BLOOD_COMPATIBILITY.redCells[request.bloodGroup]] });
    if (request.userId !== null) query.andWhere('user.id <> :requester', { requester: request.userId });
    if (notAskedSince) {
      query.andWhere(
        'NOT EXISTS (SELECT 1 FROM donor_asks ask WHERE ask.userId = user.id AND (ask.bloodRequestId = :requestId OR ask.askedAt > :since))',
        { requestId: request.id, since: notAskedSince },
      );
    }
    return query.getMany();
  }
}
