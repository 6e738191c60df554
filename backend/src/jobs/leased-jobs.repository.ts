import type { EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { In, IsNull, Not } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Database } from '../database/database.service';
import { lockForUpdate } from '../database/dialect';

/** A row of a table of leased jobs: a worker that claims it holds it until claimedUntil; after that, any worker may. */
export interface LeasedJob extends ObjectLiteral {
  id: number;
  claimedUntil: Date | null;
  /** Attempts started so far (a claim counts one). */
  attempts: number;
  /** The W3C traceparent of the span that queued it (null when tracing was off), which each attempt's span links to. */
  traceParent: string | null;
}

/** How a table keeps its jobs; the outbox and the match waves each have one. */
export interface LeasedJobTable<Job extends LeasedJob> {
  entity: EntityTarget<Job>;
  /** The column saying when a waiting job is due. */
  dueColumn: keyof Job & string;
  /** What marks a job waiting, and a job claimed, besides its lease (the outbox's status); none where the lease says it all. */
  waiting?: Partial<Job>;
  claimed?: Partial<Job>;
  /** What a failed attempt writes besides the job's state (the outbox: the error), and what marks a job given up. */
  failed?: (reason: string) => Partial<Job>;
  givenUp?: Partial<Job>;
}

/**
 * A table's jobs at one moment: waiting (none claimed), claimed (a lease held), given up (tables that keep such jobs),
 * and when the earliest waiting job that is due became due (null when none is due yet).
 */
export interface JobBacklog {
  waiting: number;
  claimed: number;
  givenUp: number | null;
  oldestDueAt: Date | null;
}

/**
 * The queries of the one leased-job mechanism, for any table described by a LeasedJobTable. A claim is one short
 * transaction that locks the rows it picks, skipping those another instance is claiming (MySQL/MariaDB: FOR UPDATE
 * SKIP LOCKED; SQLite: its transactions run one at a time); every later write about a job happens only while the
 * claim is still the same (the same claimedUntil), so a job whose lease ran out and was claimed again elsewhere is
 * settled once.
 */
export class LeasedJobRepository<Job extends LeasedJob> {
  constructor(
    private readonly database: Database,
    readonly table: LeasedJobTable<Job>,
  ) {}

  /** Claims until `leaseUntil` up to `limit` jobs: those due at `dueBy`, then those whose lease ran out at `now`. */
  claim(limit: number, dueBy: Date, now: Date, leaseUntil: Date): Promise<Job[]> {
    const { entity, dueColumn, waiting = {}, claimed = {} } = this.table;
    return this.database.transaction(async () => {
      const due = await this.lockedIds(limit, waiting, `job.claimedUntil IS NULL AND job.${dueColumn} <= :dueBy`, { dueBy }, dueColumn);
      const stale = due.length < limit ? await this.lockedIds(limit - due.length, claimed, 'job.claimedUntil <= :now', { now }, 'claimedUntil') : [];
      const ids = [...due, ...stale];
      if (ids.length === 0) return [];
      const lease = { ...claimed, claimedUntil: leaseUntil, attempts: () => 'attempts + 1' } as QueryDeepPartialEntity<Job>;
      await this.database.manager.createQueryBuilder().update(entity).set(lease).whereInIds(ids).execute();
      return this.database.manager.find(entity, { where: { id: In(ids) } as FindOptionsWhere<Job>, order: { [dueColumn]: 'ASC', id: 'ASC' } as never });
    });
  }

  /**
   * Writes `changes` to the job and ends its lease, only while the claim is still the caller's; false when it has
   * passed to another worker. Joins the caller's transaction.
   */
  async settle(job: Job, changes: QueryDeepPartialEntity<Job>): Promise<boolean> {
    const own = { id: job.id, claimedUntil: job.claimedUntil ?? IsNull() } as FindOptionsWhere<Job>;
    const { affected } = await this.database.manager.update(this.table.entity, own, { ...changes, claimedUntil: null } as QueryDeepPartialEntity<Job>);
    return affected === 1;
  }

  /** When the earliest waiting job is due; null when none waits. */
  async nextDue(): Promise<Date | null> {
    const { entity, dueColumn, waiting = {} } = this.table;
    const next = await this.database.manager.findOne(entity, {
      select: { id: true, [dueColumn]: true } as never,
      where: { ...waiting, claimedUntil: IsNull() } as FindOptionsWhere<Job>,
      order: { [dueColumn]: 'ASC', id: 'ASC' } as never,
    });
    return next ? (next[dueColumn] as Date) : null;
  }

  /** The table's name (the queue's, in the metrics). */
  get tableName(): string {
    return this.database.manager.connection.getMetadata(this.table.entity).tableName;
  }

  /** The backlog as at `now`: one count per state and the earliest due date, each on an index, one after another. */
  async backlog(now: Date): Promise<JobBacklog> {
    const { entity, waiting = {}, claimed = {}, givenUp } = this.table;
    const manager = this.database.manager;
    const waitingJobs = await manager.countBy(entity, { ...waiting, claimedUntil: IsNull() } as FindOptionsWhere<Job>);
    const claimedJobs = await manager.countBy(entity, { ...claimed, claimedUntil: Not(IsNull()) } as FindOptionsWhere<Job>);
    const givenUpJobs = givenUp ? await manager.countBy(entity, givenUp as FindOptionsWhere<Job>) : null;
    const next = waitingJobs > 0 ? await this.nextDue() : null;
    return { waiting: waitingJobs, claimed: claimedJobs, givenUp: givenUpJobs, oldestDueAt: next && next <= now ? next : null };
  }

  /** The ids of up to `limit` rows in `state` that `condition` picks, oldest first, locked for this transaction. */
  private async lockedIds(limit: number, state: Partial<Job>, condition: string, parameters: object, orderColumn: string): Promise<number[]> {
    const query = this.database.manager.createQueryBuilder(this.table.entity, 'job').select('job.id', 'id').where(condition, parameters);
    for (const [column, value] of Object.entries(state)) query.andWhere(`job.${column} = :${column}`, { [column]: value as unknown });
    query.orderBy(`job.${orderColumn}`).addOrderBy('job.id').limit(limit);
    const rows = await lockForUpdate(query, { skipLocked: true }).getRawMany<{ id: number | string }>();
    return rows.map(({ id }) => Number(id));
  }
}
