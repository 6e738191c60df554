import { sessionsEndedSchema, userSessionSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** One session of GET /api/user/sessions. */
export class UserSessionDto extends createZodDto(userSessionSchema) {}

/** What DELETE /api/user/sessions answers. */
export class SessionsEndedDto extends createZodDto(sessionsEndedSchema) {}
