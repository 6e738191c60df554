import { myTeamSchema, teamCreatedSchema, teamCreateSchema, teamJoinSchema, teamLeaderboardRowSchema, teamPageSchema, teamShownSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** POST /api/teams. */
export class TeamCreateDto extends createZodDto(teamCreateSchema) {}
/** POST /api/teams/join. */
export class TeamJoinDto extends createZodDto(teamJoinSchema) {}
/** PUT /api/teams/{slug}/members/me. */
export class TeamShownDto extends createZodDto(teamShownSchema) {}

// Each named as its schema's OpenAPI component.
class TeamCreated extends createZodDto(teamCreatedSchema) {}
class TeamPage extends createZodDto(teamPageSchema) {}
class TeamLeaderboardRow extends createZodDto(teamLeaderboardRowSchema) {}
class MyTeam extends createZodDto(myTeamSchema) {}
export { MyTeam as MyTeamDto, TeamCreated as TeamCreatedDto, TeamLeaderboardRow as TeamLeaderboardRowDto, TeamPage as TeamPageDto };
