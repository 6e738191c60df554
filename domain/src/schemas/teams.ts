import './zod-config';
import * as z from 'zod';
import { TEAM_KINDS, TEAM_MESSAGES as M, TEAM_NAME_LENGTH } from '../teams-texts';

const teamKind = z.enum(TEAM_KINDS, { error: M.kindInvalid }).meta({ example: 'workplace' });

/** POST /api/teams: a team's name (public by design) and kind. */
export const teamCreateSchema = z.strictObject({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .min(TEAM_NAME_LENGTH.min, M.nameLength)
    .max(TEAM_NAME_LENGTH.max, M.nameLength)
    .refine((name) => /[\p{L}\p{N}]/u.test(name), M.nameNoLetters)
    .meta({ example: 'City Hospital staff' }),
  kind: teamKind,
});
export type TeamCreate = z.infer<typeof teamCreateSchema>;

/** POST /api/teams: the team made, with the code its owner shares. */
export const teamCreatedSchema = z
  .object({
    id: z.int().meta({ example: 1 }),
    slug: z.string().meta({ example: 'city-hospital-staff' }),
    joinCode: z.string().meta({ example: 'K7QX4MPA' }),
  })
  .meta({ id: 'TeamCreated' });
export type TeamCreated = z.infer<typeof teamCreatedSchema>;

/** POST /api/teams/join: ignores case and spaces around the code. */
export const teamJoinSchema = z.strictObject({
  joinCode: z
    .string({ error: M.joinCodeRequired })
    .trim()
    .min(1, M.joinCodeRequired)
    .max(32, M.joinCodeUnknown)
    .transform((code) => code.toUpperCase())
    .meta({ example: 'K7QX4MPA' }),
});
export type TeamJoin = z.infer<typeof teamJoinSchema>;

/** PUT /api/teams/{slug}/members/me: whether the team page shows the member's username (hidden by default). */
export const teamShownSchema = z.strictObject({ shown: z.boolean({ error: M.shownRequired }) });
export type TeamShown = z.infer<typeof teamShownSchema>;

/** GET /api/teams/{slug}: public; members are the usernames of those who chose to be shown, nobody else. */
export const teamPageSchema = z
  .object({
    name: z.string().meta({ example: 'City Hospital staff' }),
    kind: teamKind,
    donationsThisYear: z.int().meta({ example: 14, description: "Donations of this year (in SITE_TIME_ZONE) by the team's members, each counted from the day they joined." }),
    byMonth: z.array(z.int()).length(12).meta({ example: [2, 1, 0, 3, 0, 0, 4, 0, 2, 1, 1, 0], description: 'The same donations by month, January to December of this year.' }),
    members: z.array(z.string()).meta({ example: ['asha'], description: 'Usernames of the members who chose to be shown; the others are never named.' }),
  })
  .meta({ id: 'TeamPage' });
export type TeamPage = z.infer<typeof teamPageSchema>;

/** GET /api/teams: the public leaderboard, teams only (never people), best first. */
export const teamLeaderboardRowSchema = z
  .object({
    slug: z.string().meta({ example: 'city-hospital-staff' }),
    name: z.string().meta({ example: 'City Hospital staff' }),
    donationsThisYear: z.int().meta({ example: 14 }),
  })
  .meta({ id: 'TeamLeaderboardRow' });
export type TeamLeaderboardRow = z.infer<typeof teamLeaderboardRowSchema>;

/** A member of a team, as its owner sees them (to remove one). */
export const teamMemberSchema = z
  .object({
    userId: z.int().meta({ example: 42 }),
    username: z.string().meta({ example: 'asha' }),
    owner: z.boolean().meta({ description: 'True for the team’s owner.' }),
    joinedOn: z.iso.date().meta({ example: '2026-03-01' }),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/user/teams: the caller's teams with their role, shown flag and the join code; members for an owner. */
export const myTeamSchema = z
  .object({
    id: z.int().meta({ example: 1 }),
    slug: z.string().meta({ example: 'city-hospital-staff' }),
    name: z.string().meta({ example: 'City Hospital staff' }),
    kind: teamKind,
    joinCode: z.string().meta({ example: 'K7QX4MPA' }),
    role: z.enum(['owner', 'member']),
    shown: z.boolean().meta({ description: 'Whether the team page shows your username.' }),
    joinedOn: z.iso.date().meta({ example: '2026-03-01', description: 'The day you joined (SITE_TIME_ZONE): your donations count for the team from it.' }),
    members: z.array(teamMemberSchema).nullable().meta({ description: "The team's members, for its owner (to remove one); null for other members." }),
  })
  .meta({ id: 'MyTeam' });
export type MyTeam = z.infer<typeof myTeamSchema>;

/** One team in the account's data export: the caller's membership, without the other members. */
export const teamMembershipExportSchema = myTeamSchema.omit({ members: true }).meta({ id: 'TeamMembershipExport' });
export type TeamMembershipExport = z.infer<typeof teamMembershipExportSchema>;
