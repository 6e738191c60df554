import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';

/**
 * The next wave of asks due for an approved blood request: at most one per request. The MatchWaveWorker claims due
 * rows with a lease (claimedUntil) as the outbox worker claims emails, so a wave survives a restart and two
 * instances never run the same one.
 */
@Entity('match_wave_jobs')
@Index(['dueAt', 'id'])
@Index(['claimedUntil'])
export class MatchWaveJob {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => BloodRequest, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'bloodRequestId' })
  bloodRequest: BloodRequest;

  @Column({ type: 'int', unique: true })
  bloodRequestId: number;

  /** When the wave is due (UTC, to the millisecond). */
  @Column({ type: 'datetime', precision: 3 })
  dueAt: Date;

  /** While a worker runs the wave: its lease; once passed, another worker may claim the job again. Null when unclaimed. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  /** Attempts at this wave so far (a claim counts one): a wave that keeps failing is given up, as an email is. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /**
   * While tracing is on: the W3C traceparent of the span that scheduled the wave (the approval's request, the wave
   * before), which the wave's span links to (LeasedJobWorker). Trace and span ids only.
   */
  @Column({ type: 'varchar', length: 55, nullable: true })
  traceParent: string | null;
}
