import { forgotPasswordSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The Forgot Password form: the account's email and the same captcha as the contact form. */
export class ForgotPasswordDto extends createZodDto(forgotPasswordSchema) {}
