import { donationSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** Donate Blood and the admin's Add Donor (spec section 5): the schema of domain/, with the form's rules and messages. */
export class CreateDonationDto extends createZodDto(donationSchema) {}
