import { CONTACT_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN, LOGIN_MESSAGES as M } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../validation/transforms';
import { Required } from '../../validation/validators';

/** The Forgot Password form: the account's email and the same captcha as the contact form. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'alice@example.com', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed and lower-cased.' })
  @NormalizeEmail()
  @Required(M.emailRequired)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: M.emailInvalid })
  email: string;

  @ApiProperty({
    example: 'eyJjaGFsbGVuZ2UiOnsi…',
    description: "ALTCHA: the widget's base64 payload. Hosted providers: the response token of their widget.",
  })
  @Required(CONTACT_MESSAGES.captchaRequired)
  @IsString({ message: CONTACT_MESSAGES.captchaRequired })
  @MaxLength(10_000, { message: CONTACT_MESSAGES.captchaFailed })
  captchaToken: string;
}
