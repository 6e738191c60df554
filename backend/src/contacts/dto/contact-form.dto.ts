import { contactFormSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The Contact Us form (spec section 5): the form's own rules, and a captcha token. */
export class ContactFormDto extends createZodDto(contactFormSchema) {}
