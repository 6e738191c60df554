import { subscribeSchema, subscribedSchema, unsubscribeSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** The sign-up form's email (spec section 5). */
export class SubscribeDto extends createZodDto(subscribeSchema) {}

export class SubscribedDto extends createZodDto(subscribedSchema) {}

/** The token of the unsubscribe link. */
export class UnsubscribeDto extends createZodDto(unsubscribeSchema) {}
