import { loginResponseSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** What login and refresh return; the refresh token itself travels in the HttpOnly refreshToken cookie. */
export class LoginResponseDto extends createZodDto(loginResponseSchema) {}
