import { bloodRequestSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** Make Blood Request (spec section 5): the schema of domain/, with the form's rules and messages. */
export class CreateBloodRequestDto extends createZodDto(bloodRequestSchema) {}
