import { OPEN_BLOOD_REQUEST_STATUSES } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Database } from '../database/database.service';
import { lockForUpdate } from '../database/dialect';
import { DonorAsk } from '../donor-asks/donor-ask.entity';
import { BloodRequest } from './blood-request.entity';

/** The queries of the expiry sweep. */
@Injectable()
export class OverdueRequestsRepository {
  constructor(private readonly database: Database) {}

  /**
   * In the caller's transaction: marks Expired up to `limit` open requests whose Needed by day is before `now`'s UTC
   * day or that were made before `madeBefore`; answers their ids. The rows are locked until the transaction ends,
   * skipping those another sweep holds, so sweeps running at once expire each request once.
   */
  async expireSome(limit: number, now: Date, madeBefore: Date): Promise<number[]> {
    const overdue = this.database.manager
      .createQueryBuilder(BloodRequest, 'request')
      .select('request.id', 'id')
      .where('request.status IN (:...open)', { open: OPEN_BLOOD_REQUEST_STATUSES })
      .andWhere('(request.neededBy < :today OR request.createdAt < :madeBefore)', { today: now.toISOString().slice(0, 10), madeBefore })
      .limit(limit);
    const ids = (await lockForUpdate(overdue, { skipLocked: true }).getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
    if (ids.length > 0) await this.database.manager.update(BloodRequest, { id: In(ids) }, { status: 'Expired', updatedAt: now });
    return ids;
  }

  /** Those of `ids` that a donor said yes to: the requests with helpers to thank. */
  async withHelpers(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.database.manager
      .createQueryBuilder(DonorAsk, 'ask')
      .select('DISTINCT ask.bloodRequestId', 'id')
      .where('ask.bloodRequestId IN (:...ids) AND ask.answer = :yes', { ids, yes: 'yes' })
      .orderBy('ask.bloodRequestId')
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }
}
