import './zod-config';
import * as z from 'zod';
import { BOARD_MEMBER_FORM_MESSAGES } from '../messages';
import { TEAMS, type Team } from '../options';

const M = BOARD_MEMBER_FORM_MESSAGES;

const FULL_NAME_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 2000;
const URL_MAX_LENGTH = 500;

/** An absolute http: or https: URL without spaces. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Trimmed text that must not be blank; anything but text gets `required` too. */
const requiredText = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A profile link: trimmed; left out, null or blank means none (null); otherwise an absolute http(s) URL. */
const profileUrl = (example: string) =>
  z
    .string({ error: M.urlInvalid })
    .trim()
    .refine((url) => url === '' || isHttpUrl(url), M.urlInvalid)
    .max(URL_MAX_LENGTH, M.urlTooLong)
    .nullish()
    .transform((url) => url || null)
    .meta({ format: 'uri', example });

const isTeam = (team: unknown): team is Team => (TEAMS as readonly unknown[]).includes(team);

/** What an admin sends to create or replace a board member (the photo has its own endpoint). */
export const boardMemberFormSchema = z.strictObject({
  full_name: requiredText(M.fullNameRequired, FULL_NAME_MAX_LENGTH, M.fullNameTooLong).meta({ example: 'Priya Nair' }),
  description: requiredText(M.descriptionRequired, DESCRIPTION_MAX_LENGTH, M.descriptionTooLong).meta({ example: 'Leads the open-source team.' }),
  linkedin_url: profileUrl('https://www.linkedin.com/in/priya'),
  twitter_url: profileUrl('https://x.com/priya'),
  github_url: profileUrl('https://github.com/priya'),
  // Every wrong team is reported on `teams` itself, so the items are checked by the array's own rule.
  teams: z
    .array(z.unknown(), { error: M.teamsRequired })
    .min(1, M.teamsRequired)
    .refine((teams) => teams.every(isTeam), M.teamsInvalid)
    .transform((teams) => teams as Team[])
    .meta({ items: { type: 'string', enum: [...TEAMS] }, example: ['open-source', 'design'] }),
});
export type BoardMemberForm = z.infer<typeof boardMemberFormSchema>;

/** A board member as every endpoint returns it (spec section 3 names). */
export const boardMemberRecordSchema = z.object({
  _id: z.uuid().meta({ example: '3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11' }),
  full_name: z.string().meta({ example: 'Priya Nair' }),
  description: z.string().meta({ example: 'Leads the open-source team.' }),
  linkedin_url: z.string().nullable().meta({ example: 'https://www.linkedin.com/in/priya' }),
  twitter_url: z.string().nullable().meta({ example: null }),
  github_url: z.string().nullable().meta({ example: 'https://github.com/priya' }),
  teams: z.array(z.enum(TEAMS)).meta({ example: ['open-source', 'design'] }),
  photoUrl: z.string().nullable().meta({
    example: '/api/board-members/3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11/photo?v=1767225600000',
    description: 'null when the member has no photo; ?v= changes with every new photo.',
  }),
});
export type BoardMemberRecord = z.infer<typeof boardMemberRecordSchema>;

/** A board member under /api/admin/teams, as react-admin needs every record: its _id is also its `id`. */
export const teamMemberRecordSchema = boardMemberRecordSchema.extend({
  id: z.uuid().meta({ example: '3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11', description: 'The same as _id.' }),
});
export type TeamMemberRecord = z.infer<typeof teamMemberRecordSchema>;
