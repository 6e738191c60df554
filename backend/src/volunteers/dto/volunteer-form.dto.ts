import { volunteerFormSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The Volunteer form (spec section 5): every field required except the event. */
export class VolunteerFormDto extends createZodDto(volunteerFormSchema) {}
