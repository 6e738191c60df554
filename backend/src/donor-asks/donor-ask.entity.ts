import type { DonorAnswer } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { User } from '../users/user.entity';

/**
 * A donor asked by email about an approved blood request, and their answer. Once per donor and request (unique);
 * indexed by donor and time for "asked in the last 7 days", and by request and answer for the counts the requester sees.
 */
@Entity('donor_asks')
@Unique(['bloodRequestId', 'userId'])
@Index(['userId', 'askedAt'])
@Index(['bloodRequestId', 'answer'])
export class DonorAsk {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => BloodRequest, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'bloodRequestId' })
  bloodRequest: BloodRequest;

  @Column({ type: 'int' })
  bloodRequestId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Column({ type: 'int' })
  userId: number;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  askedAt: Date;

  /** 'yes' or 'no'; null until the donor answers. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  answer: DonorAnswer | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  answeredAt: Date | null;
}
