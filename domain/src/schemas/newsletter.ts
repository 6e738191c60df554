import './zod-config';
import * as z from 'zod';
import { NEWSLETTER_MESSAGES as N } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules';
import { requiredEmail, requiredText } from './fields';

/** The longest unsubscribe token taken: longer is no token of ours. */
const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

/** The newsletter sign-up form (spec section 5). */
export const subscribeSchema = z.strictObject({
  email: requiredEmail({ required: N.emailRequired, invalid: N.emailInvalid }, EMAIL_PATTERN, EMAIL_MAX_LENGTH).meta({
    example: 'reader@example.com',
    description: 'Stored trimmed and in lower case.',
  }),
});
export type Subscription = z.infer<typeof subscribeSchema>;

/** What a sign-up answers. */
export const subscribedSchema = z.object({
  message: z.string().meta({ example: N.subscribed }),
  email: z.string().meta({ example: 'reader@example.com' }),
});
export type Subscribed = z.infer<typeof subscribedSchema>;

/** The unsubscribe link's token, sent by its page. */
export const unsubscribeSchema = z.strictObject({
  token: requiredText(N.tokenRequired)
    .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, N.invalidLink)
    .meta({ description: 'The token of the unsubscribe link in the welcome email.' }),
});
