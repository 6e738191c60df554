import { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES as M, validateNewsletterEmail } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, Trim } from '../../validation/transforms';
import { FormRule, Required } from '../../validation/validators';
import { NEWSLETTER_API_MESSAGES } from '../newsletter.messages';

/** The sign-up form's rule, as a form validator of { email }. */
const validateSubscription = (values: { email: unknown }) => {
  const message = validateNewsletterEmail(values.email as string);
  return message ? { email: message } : {};
};

export class SubscribeDto {
  @ApiProperty({ example: 'reader@example.com', maxLength: EMAIL_MAX_LENGTH, description: 'Stored trimmed and in lower case.' })
  @NormalizeEmail()
  @Required(M.emailRequired)
  @IsString()
  @FormRule(validateSubscription)
  email: string;
}

export class SubscribedDto {
  @ApiProperty({ example: NEWSLETTER_API_MESSAGES.subscribed })
  message: string;

  @ApiProperty({ example: 'reader@example.com' })
  email: string;
}

export class UnsubscribeDto {
  @ApiProperty({ description: 'The token of the unsubscribe link in the welcome email.' })
  @Trim()
  @Required(NEWSLETTER_API_MESSAGES.tokenRequired)
  @IsString()
  @MaxLength(200, { message: NEWSLETTER_API_MESSAGES.invalidLink })
  token: string;
}
