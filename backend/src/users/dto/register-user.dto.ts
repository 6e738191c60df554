import { registrationSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The registration form (spec section 5): the schema of domain/, with the form's rules and messages. */
export class RegisterUserDto extends createZodDto(registrationSchema) {}
