import { emailChangeConfirmSchema, emailChangeSchema, myProfileSchema, profileUpdateSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

export class MyProfileDto extends createZodDto(myProfileSchema) {}
export class ProfileUpdateDto extends createZodDto(profileUpdateSchema) {}
export class EmailChangeDto extends createZodDto(emailChangeSchema) {}
export class EmailChangeConfirmDto extends createZodDto(emailChangeConfirmSchema) {}
