import { Injectable } from '@nestjs/common';
import { type EntityTarget, type FindOptionsWhere, In } from 'typeorm';
import { Database } from '../database/database.service';

/** The queries of the retention sweep. */
@Injectable()
export class RetainedRecordsRepository {
  constructor(private readonly database: Database) {}

  /** Erases up to `limit` rows of `entity` that `where` picks, in a transaction of their own; answers how many. */
  eraseSome<Row extends { id: number }>(entity: EntityTarget<Row>, where: FindOptionsWhere<Row>, limit: number): Promise<number> {
    return this.database.transaction(async () => {
      const rows = await this.database.manager.find(entity, { select: { id: true } as never, where, take: limit });
      if (rows.length === 0) return 0;
      // `where` again: a row that changed meanwhile (a failed email queued again) is no longer past its retention.
      const { affected } = await this.database.manager.delete(entity, { ...where, id: In(rows.map(({ id }) => id)) } as FindOptionsWhere<Row>);
      return affected ?? 0;
    });
  }
}
