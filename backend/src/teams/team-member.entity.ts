import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { Team } from './team.entity';

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * A donor's membership of a team: their role (one owner per team), whether the team page shows their username
 * (hidden by default), and the day they joined in SITE_TIME_ZONE, from which their donations count for the team.
 * The row goes with the team, and with the account (account deletion first hands an owned team on).
 */
@Entity('team_members')
@Index(['teamId', 'userId'], { unique: true })
@Index(['userId'])
export class TeamMember {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'teamId' })
  team: Team;

  @Column({ type: 'int' })
  teamId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 6 })
  role: TeamRole;

  @Column({ type: 'boolean', default: false })
  shown: boolean;

  /** YYYY-MM-DD in SITE_TIME_ZONE: the member's donations of this day on count for the team. */
  @Column({ type: 'varchar', length: 'YYYY-MM-DD'.length })
  joinedOn: string;

  /** UTC, to the millisecond: the longest-standing member (earliest, then lowest id) takes over from a leaving owner. */
  @Column({ type: 'datetime', precision: 3 })
  joinedAt: Date;
}
