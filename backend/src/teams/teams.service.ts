import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type MyTeam,
  TEAM_MESSAGES as M,
  type TeamCreate,
  type TeamCreated,
  type TeamLeaderboardRow,
  type TeamPage,
  todayIn,
} from '@blood-donation/domain';
import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import slugify from 'slugify';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import type { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { User } from '../users/user.entity';
import { SLUG_BASE_LENGTH, type Team } from './team.entity';
import { TeamsRepository, type YearDays } from './teams.repository';

/** Tries at a free slug and join code before giving up (each clash is a unique index saying no). */
const CREATE_ATTEMPTS = 5;

/** A random join code: JOIN_CODE_LENGTH letters and digits no one misreads (31^8, about 850 billion codes). */
function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

/** The slug a name gives: lower case ASCII letters, digits and dashes ('team' when nothing of it is left). */
export function slugOf(name: string): string {
  const slug = slugify(name, { lower: true, strict: true, trim: true }).slice(0, SLUG_BASE_LENGTH).replace(/-+$/, '');
  return slug || 'team';
}

/** The first of base, base-2, base-3 … that is not taken. */
function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!used.has(slug)) return slug;
  }
}

/**
 * Teams (issue 24 point 5). Any logged-in donor creates one (and owns it) or joins one with its code; their donations
 * count for it from the day they joined. A member leaves with one call; the owner removes members. When the owner
 * leaves (or deletes their account), the longest-standing member becomes the owner; a team left with no members is
 * removed. The team page and the leaderboard are public: names and counts, and the usernames of members who chose to
 * be shown (hidden by default). Logs name team and account ids only.
 */
@Injectable()
export class TeamsService {
  private readonly logger = new Logger('Teams');

  constructor(
    private readonly database: Database,
    private readonly teams: TeamsRepository,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  private today(): string {
    return todayIn(this.settings.siteTimeZone);
  }

  private thisYear(): YearDays {
    const year = this.today().slice(0, 4);
    return { first: `${year}-01-01`, last: `${year}-12-31` };
  }

  async create(caller: User, body: TeamCreate): Promise<TeamCreated> {
    const base = slugOf(body.name);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const team = await this.database.transaction(async () => {
          const slug = freeSlug(base, await this.teams.slugsLike(base));
          const now = new Date();
          const made = await this.teams.insertTeam({ name: body.name, slug, kind: body.kind, joinCode: newJoinCode(), createdAt: now });
          await this.teams.insertMember({ teamId: made.id, userId: caller.id, role: 'owner', joinedOn: this.today(), joinedAt: now });
          return made;
        });
        this.logger.log(`Team ${team.id} created by account ${caller.id}`);
        return { id: team.id, slug: team.slug, joinCode: team.joinCode };
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  async join(caller: User, joinCode: string): Promise<MyTeam> {
    const team = await this.teams.byJoinCode(joinCode);
    if (!team) throw new ValidationFailedException({ joinCode: [M.joinCodeUnknown] });
    if (await this.teams.member(team.id, caller.id)) throw new ConflictException(M.alreadyMember);
    try {
      await this.teams.insertMember({ teamId: team.id, userId: caller.id, role: 'member', joinedOn: this.today(), joinedAt: new Date() });
    } catch (error) {
      // Two joins at once: the unique (teamId, userId) keeps one row.
      if (isDuplicateKey(error)) throw new ConflictException(M.alreadyMember);
      throw error;
    }
    this.logger.log(`Account ${caller.id} joined team ${team.id}`);
    return this.myTeam(team, caller.id);
  }

  /** The caller leaves; an owner hands the team to the longest-standing member, and the last member's leaving removes it. */
  async leave(caller: User, slug: string): Promise<MessageDto> {
    await this.database.transaction(async () => {
      const team = await this.teams.bySlugLocked(slug);
      if (!team) throw new NotFoundException(M.teamNotFound);
      const membership = await this.teams.member(team.id, caller.id);
      if (!membership) throw new NotFoundException(M.notMember);
      await this.depart(team.id, caller.id, membership.role === 'owner');
    });
    return { message: M.left };
  }

  /** The owner removes a member (not themself: they leave). */
  async remove(caller: User, slug: string, userId: number): Promise<MessageDto> {
    await this.database.transaction(async () => {
      const team = await this.teams.bySlugLocked(slug);
      if (!team) throw new NotFoundException(M.teamNotFound);
      await this.keepOwned(team.id);
      const own = await this.teams.member(team.id, caller.id);
      if (own?.role !== 'owner') throw new ForbiddenException(M.ownerOnly);
      if (userId === caller.id) throw new ConflictException(M.removeSelf);
      if (!(await this.teams.removeMember(team.id, userId))) throw new NotFoundException(M.memberNotFound);
    });
    this.logger.log(`Account ${userId} removed from team by its owner`);
    return { message: M.removed };
  }

  async setShown(caller: User, slug: string, shown: boolean): Promise<MyTeam> {
    const team = await this.teams.bySlug(slug);
    if (!team) throw new NotFoundException(M.teamNotFound);
    if (!(await this.teams.setShown(team.id, caller.id, shown))) throw new NotFoundException(M.notMember);
    return this.myTeam(team, caller.id);
  }

  async page(slug: string): Promise<TeamPage> {
    const team = await this.teams.bySlug(slug);
    if (!team) throw new NotFoundException(M.teamNotFound);
    const months = await this.teams.donationsByMonth(team.id, this.thisYear());
    const byMonth = Array.from({ length: 12 }, (_, index) => months.get(index + 1) ?? 0);
    return {
      name: team.name,
      kind: team.kind,
      donationsThisYear: byMonth.reduce((sum, count) => sum + count, 0),
      byMonth,
      members: await this.teams.shownUsernames(team.id),
    };
  }

  leaderboard(): Promise<TeamLeaderboardRow[]> {
    return this.teams.leaderboard(this.thisYear());
  }

  /** The caller's teams: role, shown flag, join code; an owner also gets the members (to remove one). */
  async mine(caller: User): Promise<MyTeam[]> {
    let memberships = await this.teams.membershipsOf(caller.id);
    if (memberships.some(({ role }) => role !== 'owner')) {
      const repaired = await Promise.all(memberships.filter(({ role }) => role !== 'owner').map(({ teamId }) => this.database.transaction(() => this.keepOwned(teamId))));
      if (repaired.some(Boolean)) memberships = await this.teams.membershipsOf(caller.id);
    }
    return Promise.all(
      memberships.map(async ({ team, role, shown, joinedOn }) => ({
        id: team.id,
        slug: team.slug,
        name: team.name,
        kind: team.kind,
        joinCode: team.joinCode,
        role,
        shown,
        joinedOn,
        members: role === 'owner' ? await this.teams.membersOf(team.id) : null,
      })),
    );
  }

  /**
   * Account deletion, in its transaction: the account leaves every team, handing an owned one to its longest-standing
   * member, or removing it when no one else is in it.
   */
  async forgetMember(userId: number): Promise<void> {
    for (const { team, role } of await this.teams.membershipsOf(userId)) {
      const locked = await this.teams.bySlugLocked(team.slug);
      if (locked) await this.depart(locked.id, userId, role === 'owner');
    }
  }

  /** The account's memberships, for the account's data export. */
  membershipsForExport(userId: number) {
    return this.teams.membershipsOf(userId);
  }

  /**
   * An administrator's deletion of an account removes its memberships with the row (the users feature knows nothing
   * of teams): a team whose owner went that way goes to its longest-standing member, the next time a member looks.
   * True when it handed the team on.
   */
  private async keepOwned(teamId: number): Promise<boolean> {
    if (await this.teams.hasOwner(teamId)) return false;
    const heir = await this.teams.longestStanding(teamId, 0);
    if (!heir) return false;
    await this.teams.setRole(teamId, heir.userId, 'owner');
    return true;
  }

  private async depart(teamId: number, userId: number, owner: boolean): Promise<void> {
    await this.teams.removeMember(teamId, userId);
    if (!owner) return;
    const heir = await this.teams.longestStanding(teamId, userId);
    if (heir) await this.teams.setRole(teamId, heir.userId, 'owner');
    else await this.teams.removeTeam(teamId);
    this.logger.log(heir ? `Team ${teamId} handed to account ${heir.userId}` : `Team ${teamId} removed: its last member left`);
  }

  private async myTeam(team: Team, userId: number): Promise<MyTeam> {
    const mine = (await this.mine({ id: userId } as User)).find(({ id }) => id === team.id);
    if (!mine) throw new NotFoundException(M.notMember);
    return mine;
  }
}
