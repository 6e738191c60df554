import './zod-config';
import * as z from 'zod';
import { API_MESSAGES } from '../screen-texts';

/** One role of the account, Spring-style: 'ROLE_' followed by the role. */
export const authoritySchema = z
  .object({
    authority: z.string().meta({ example: 'ROLE_user', description: "'ROLE_' followed by the account's role." }),
  })
  .meta({ id: 'AuthorityDto' });
export type Authority = z.infer<typeof authoritySchema>;

/** What POST /api/auth/login and POST /api/auth/refresh return; the refresh token travels in the HttpOnly refreshToken cookie. */
export const loginResponseSchema = z.object({
  accessToken: z.string().meta({ description: 'HS256 JWT; sub is the user id, exp is in seconds.' }),
  email: z.string().meta({ example: 'alice@example.com' }),
  username: z.string().meta({ example: 'alice' }),
  role: z.array(authoritySchema),
  enrolmentRequired: z
    .literal(true)
    .optional()
    .meta({
      description:
        'A staff account with no second factor yet: this token opens only the setting up of one (/api/user/2fa, /api/user/passkeys) and GET /api/user/me; every other endpoint answers 403 TWO_FACTOR_REQUIRED until then.',
    }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What POST /api/auth/logout answers. */
export const logoutResultSchema = z.object({
  message: z.string().meta({ example: API_MESSAGES.loggedOut }),
});
export type LogoutResult = z.infer<typeof logoutResultSchema>;
