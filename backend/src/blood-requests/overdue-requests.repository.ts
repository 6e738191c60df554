import { OPEN_BLOOD_REQUEST_STATUSES } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Database } from '../database/database.service';
import { lockForUpdate } from '../database/dialect';
import { BloodRequest } from './blood-request.entity';

/** Which open requests are overdue: Needed by before `today` ('YYYY-MM-DD'), or made before `madeBefore`. */
export interface Overdue {
  today: string;
  madeBefore: Date;
  now: Date;
}

/** The queries of the expiry sweep. */
@Injectable()
export class OverdueRequestsRepository {
  constructor(private readonly database: Database) {}

  /**
   * In the caller's transaction: marks Expired up to `limit` overdue open requests; answers their ids. The rows are
   * locked until the transaction ends, skipping those another sweep holds, so sweeps running at once expire each
   * request once.
   */
  async expireSome(limit: number, { today, madeBefore, now }: Overdue): Promise<number[]> {
    const overdue = this.database.manager
      .createQueryBuilder(BloodRequest, 'request')
      .select('request.id', 'id')
      .where('request.status IN (:...open)', { open: OPEN_BLOOD_REQUEST_STATUSES })
      .andWhere('(request.neededBy < :today OR request.createdAt < :madeBefore)', { today, madeBefore })
      .limit(limit);
    const ids = (await lockForUpdate(overdue, { skipLocked: true }).getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
    if (ids.length > 0) await this.database.manager.update(BloodRequest, { id: In(ids) }, { status: 'Expired', updatedAt: now });
    return ids;
  }
}
