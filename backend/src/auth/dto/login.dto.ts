import { loginSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The login form (spec section 5). */
export class LoginDto extends createZodDto(loginSchema) {}
