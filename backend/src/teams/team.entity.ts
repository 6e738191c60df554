import { JOIN_CODE_LENGTH, TEAM_KINDS, TEAM_NAME_LENGTH, type TeamKind } from '@blood-donation/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { widthOf } from '../donor-forms/donor-columns';

/** The longest slug made from a name (a suffix '-NN' may follow it when the slug is taken). */
export const SLUG_BASE_LENGTH = 60;

/**
 * A team of donors (a workplace, a college, a community): its name and slug are public by design (the leaderboard,
 * its page); its join code is shown only to its members. Who owns it and who is in it: team_members.
 */
@Entity('teams')
export class Team {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: TEAM_NAME_LENGTH.max })
  name: string;

  @Column({ type: 'varchar', length: SLUG_BASE_LENGTH + 8, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: widthOf(TEAM_KINDS) })
  kind: TeamKind;

  @Column({ type: 'varchar', length: JOIN_CODE_LENGTH, unique: true })
  joinCode: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
