import { LEADERBOARD_SIZE, type TeamKind } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { Like, type SelectQueryBuilder } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { Donation } from '../donations/donation.entity';
import { User } from '../users/user.entity';
import { TeamMember, type TeamRole } from './team-member.entity';
import { Team } from './team.entity';

/** A year's days, as text: donations are counted with `date BETWEEN first AND last`. */
export interface YearDays {
  first: string;
  last: string;
}

/** A membership with its team. */
export type Membership = TeamMember & { team: Team };

/** A member as its team's owner sees them. */
export interface MemberRow {
  userId: number;
  username: string;
  owner: boolean;
  joinedOn: string;
}

/**
 * The teams and team_members tables, and the counts of members' donations. Every count joins a member to their
 * donations through the index donations(userId, date): the member's rows of the year, from the day they joined.
 */
@Injectable()
export class TeamsRepository {
  constructor(private readonly database: Database) {}

  /** Slugs already taken that start with `base` (to choose a free one). */
  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.database.manager.find(Team, { select: { slug: true }, where: { slug: Like(`${base}%`) } });
    return rows.map(({ slug }) => slug);
  }

  /** Inserts the team; fails on the unique slug or join code (the caller tries another). */
  async insertTeam(values: { name: string; slug: string; kind: TeamKind; joinCode: string; createdAt: Date }): Promise<Team> {
    const team = this.database.manager.create(Team, values);
    await this.database.manager.insert(Team, team);
    return team;
  }

  /** Adds the member; fails on the unique (teamId, userId) when they are one already. */
  async insertMember(values: { teamId: number; userId: number; role: TeamRole; joinedOn: string; joinedAt: Date }): Promise<void> {
    await this.database.manager.insert(TeamMember, { ...values, shown: false });
  }

  bySlug(slug: string): Promise<Team | null> {
    return this.database.manager.findOneBy(Team, { slug });
  }

  /** The team, locked until the transaction ends (MySQL/MariaDB), so ownership changes one at a time. */
  bySlugLocked(slug: string): Promise<Team | null> {
    return this.database.manager.findOne(Team, { where: { slug }, ...forUpdate(this.database.manager) });
  }

  byJoinCode(joinCode: string): Promise<Team | null> {
    return this.database.manager.findOneBy(Team, { joinCode });
  }

  member(teamId: number, userId: number): Promise<TeamMember | null> {
    return this.database.manager.findOneBy(TeamMember, { teamId, userId });
  }

  /** The account's memberships with their teams, earliest joined first. */
  membershipsOf(userId: number): Promise<Membership[]> {
    return this.database.manager.find(TeamMember, { where: { userId }, relations: { team: true }, order: { joinedAt: 'ASC', id: 'ASC' } }) as Promise<Membership[]>;
  }

  /** The team's members with their usernames, longest-standing first. */
  async membersOf(teamId: number): Promise<MemberRow[]> {
    const rows = await this.database.manager
      .createQueryBuilder(TeamMember, 'm')
      .innerJoin(User, 'u', 'u.id = m.userId')
      .select(['m.userId AS userId', 'u.username AS username', 'm.role AS role', 'm.joinedOn AS joinedOn'])
      .where('m.teamId = :teamId', { teamId })
      .orderBy('m.joinedAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .getRawMany<{ userId: number | string; username: string; role: TeamRole; joinedOn: string }>();
    return rows.map(({ userId, username, role, joinedOn }) => ({ userId: Number(userId), username, owner: role === 'owner', joinedOn }));
  }

  /** Usernames of the members who chose to be shown, in the order they joined. */
  async shownUsernames(teamId: number): Promise<string[]> {
    const rows = await this.database.manager
      .createQueryBuilder(TeamMember, 'm')
      .innerJoin(User, 'u', 'u.id = m.userId')
      .select('u.username', 'username')
      .where('m.teamId = :teamId AND m.shown = :shown', { teamId, shown: true })
      .orderBy('m.joinedAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .getRawMany<{ username: string }>();
    return rows.map(({ username }) => username);
  }

  /** The member who has been in the team longest, apart from `exceptUserId`; null when none is left. */
  longestStanding(teamId: number, exceptUserId: number): Promise<TeamMember | null> {
    return this.database.manager
      .createQueryBuilder(TeamMember, 'm')
      .where('m.teamId = :teamId AND m.userId <> :exceptUserId', { teamId, exceptUserId })
      .orderBy('m.joinedAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .getOne();
  }

  hasOwner(teamId: number): Promise<boolean> {
    return this.database.manager.existsBy(TeamMember, { teamId, role: 'owner' });
  }

  async setRole(teamId: number, userId: number, role: TeamRole): Promise<void> {
    await this.database.manager.update(TeamMember, { teamId, userId }, { role });
  }

  /** Sets the shown flag: false when the account is not a member. */
  async setShown(teamId: number, userId: number, shown: boolean): Promise<boolean> {
    const { affected } = await this.database.manager.update(TeamMember, { teamId, userId }, { shown });
    return affected === 1;
  }

  /** Removes the membership: false when there was none. */
  async removeMember(teamId: number, userId: number): Promise<boolean> {
    const { affected } = await this.database.manager.delete(TeamMember, { teamId, userId });
    return affected === 1;
  }

  async removeTeam(teamId: number): Promise<void> {
    await this.database.manager.delete(TeamMember, { teamId });
    await this.database.manager.delete(Team, { id: teamId });
  }

  /**
   * The team's donations of the year by month ('01'..'12' → count): each member's donations (recorded and
   * self-reported alike: rows of `donations` with their userId) dated in the year and on or after the day they joined.
   */
  async donationsByMonth(teamId: number, year: YearDays): Promise<Map<number, number>> {
    const rows = await this.database.manager
      .createQueryBuilder(TeamMember, 'm')
      .innerJoin(Donation, 'd', 'd.userId = m.userId AND d.date >= m.joinedOn AND d.date BETWEEN :first AND :last', year)
      .select('SUBSTR(d.date, 6, 2)', 'month')
      .addSelect('COUNT(*)', 'donations')
      .where('m.teamId = :teamId', { teamId })
      .groupBy('SUBSTR(d.date, 6, 2)')
      .getRawMany<{ month: string; donations: number | string }>();
    return new Map(rows.map((row) => [Number(row.month), Number(row.donations)]));
  }

  /** The leaderboard: teams by their members' donations of the year (counted as on a team's page), best first. */
  async leaderboard(year: YearDays): Promise<{ slug: string; name: string; donationsThisYear: number }[]> {
    const rows = await this.leaderboardQuery(year).getRawMany<{ slug: string; name: string; donationsThisYear: number | string }>();
    return rows.map((row) => ({ slug: row.slug, name: row.name, donationsThisYear: Number(row.donationsThisYear) }));
  }

  /**
   * The leaderboard's one aggregate query: each team's members, each member's donations of the year from the day
   * they joined, read through the index donations(userId, date) (test/teams.e2e-spec.ts checks the plan).
   */
  leaderboardQuery(year: YearDays): SelectQueryBuilder<Team> {
    return this.database.manager
      .createQueryBuilder(Team, 't')
      .innerJoin(TeamMember, 'm', 'm.teamId = t.id')
      .leftJoin(Donation, 'd', 'd.userId = m.userId AND d.date >= m.joinedOn AND d.date BETWEEN :first AND :last', year)
      .select(['t.slug AS slug', 't.name AS name'])
      .addSelect('COUNT(d.id)', 'donationsThisYear')
      .groupBy('t.id')
      .addGroupBy('t.slug')
      .addGroupBy('t.name')
      .orderBy('donationsThisYear', 'DESC')
      .addOrderBy('t.name', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(LEADERBOARD_SIZE);
  }

}
