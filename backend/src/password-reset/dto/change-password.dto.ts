import { passwordChangeSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The Change Password form: the password in use and the new one, with the rules and messages of registration. */
export class ChangePasswordDto extends createZodDto(passwordChangeSchema) {}
