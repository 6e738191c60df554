import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TEAM_MESSAGES as M } from '@blood-donation/domain';
import { LoggedIn, Public } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { RateLimited } from '../rate-limits/rate-limited.decorator';
import type { User } from '../users/user.entity';
import { MyTeamDto, TeamCreatedDto, TeamCreateDto, TeamJoinDto, TeamLeaderboardRowDto, TeamPageDto, TeamShownDto } from './dto/teams.dto';
import { ApiJoinRefusals, ApiRemoveRefusals, ApiSlugParam, ApiUserIdParam, SlugParam, UserIdParam } from './teams.docs';
import { TeamsService } from './teams.service';

@ApiTags('Teams')
@Controller()
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Public()
  @Get('teams')
  @ApiOperation({ summary: "The leaderboard: teams (never people) by their members' donations this year, best first (at most 100)" })
  @ApiOkResponse({ type: [TeamLeaderboardRowDto] })
  leaderboard(): Promise<TeamLeaderboardRowDto[]> {
    return this.teams.leaderboard();
  }

  @LoggedIn()
  @Post('teams')
  @ApiOperation({ summary: 'Create a team: the caller owns it and is its first member; share its join code' })
  @ApiCreatedResponse({ type: TeamCreatedDto })
  @ApiBodyErrors()
  create(@Body() body: TeamCreateDto, @CurrentUser() user: User): Promise<TeamCreatedDto> {
    return this.teams.create(user, body);
  }

  @LoggedIn()
  @Post('teams/join')
  // A join code is the team's key: guessing one stays slow.
  @RateLimited(10)
  @ApiOperation({ summary: "Join a team with its code (case and spaces ignored): the caller's donations count for it from today, and the team page does not show them until they choose" })
  @ApiCreatedResponse({ type: MyTeamDto })
  @ApiBodyErrors()
  @ApiJoinRefusals()
  join(@Body() body: TeamJoinDto, @CurrentUser() user: User): Promise<MyTeamDto> {
    return this.teams.join(user, body.joinCode);
  }

  @Public()
  @Get('teams/:slug')
  @ApiOperation({ summary: "A team's page: its donations this year and by month, and the usernames of the members who chose to be shown" })
  @ApiSlugParam()
  @ApiOkResponse({ type: TeamPageDto })
  page(@SlugParam() slug: string): Promise<TeamPageDto> {
    return this.teams.page(slug);
  }

  @LoggedIn()
  @Delete('teams/:slug/members/me')
  @ApiOperation({ summary: 'Leave the team. An owner hands it to the longest-standing member; the last member leaving removes the team' })
  @ApiSlugParam(`${M.teamNotFound} Or '${M.notMember}'`)
  @ApiOkResponse({ type: MessageDto })
  leave(@SlugParam() slug: string, @CurrentUser() user: User): Promise<MessageDto> {
    return this.teams.leave(user, slug);
  }

  @LoggedIn()
  @Put('teams/:slug/members/me')
  @ApiOperation({ summary: 'Show or hide your username on the team page (hidden by default)' })
  @ApiSlugParam(`${M.teamNotFound} Or '${M.notMember}'`)
  @ApiOkResponse({ type: MyTeamDto })
  @ApiBodyErrors()
  show(@SlugParam() slug: string, @Body() body: TeamShownDto, @CurrentUser() user: User): Promise<MyTeamDto> {
    return this.teams.setShown(user, slug, body.shown);
  }

  @LoggedIn()
  @Delete('teams/:slug/members/:userId')
  @ApiOperation({ summary: "The team's owner removes a member" })
  @ApiSlugParam(`${M.teamNotFound} Or '${M.memberNotFound}'`)
  @ApiUserIdParam()
  @ApiOkResponse({ type: MessageDto })
  @ApiRemoveRefusals()
  remove(@SlugParam() slug: string, @UserIdParam() userId: number, @CurrentUser() user: User): Promise<MessageDto> {
    return this.teams.remove(user, slug, userId);
  }

  @LoggedIn()
  @Get('user/teams')
  @ApiOperation({ summary: "The caller's teams: role, whether their username is shown, the join code to share, and (for an owner) the members" })
  @ApiOkResponse({ type: [MyTeamDto] })
  mine(@CurrentUser() user: User): Promise<MyTeamDto[]> {
    return this.teams.mine(user);
  }
}
