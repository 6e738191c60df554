import { passwordResetSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The Reset Password form: the token of the link and the new password, with the rules and messages of registration. */
export class ResetPasswordDto extends createZodDto(passwordResetSchema) {}
