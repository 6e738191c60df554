import { CONTACT_MESSAGES as M, EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, validateContact } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Trim } from '../../validation/transforms';
import { FormRule, Required } from '../../validation/validators';

/** The Contact Us form (spec section 5): the form's own rules, and a captcha token. */
export class ContactFormDto {
  @ApiProperty({ example: 'Meera Shah', maxLength: TEXT_MAX_LENGTH })
  @Trim()
  @Required(M.nameRequired)
  @IsString()
  @FormRule(validateContact)
  name: string;

  @ApiProperty({ example: 'meera@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Trim()
  @Required(M.emailRequired)
  @IsString()
  @FormRule(validateContact)
  email: string;

  @ApiProperty({ example: 'Hosting a drive', maxLength: TEXT_MAX_LENGTH })
  @Trim()
  @Required(M.subjectRequired)
  @IsString()
  @FormRule(validateContact)
  subject: string;

  @ApiProperty({ example: 'Our college would like to host a blood drive in March.', maxLength: LONG_TEXT_MAX_LENGTH })
  @Trim()
  @Required(M.messageRequired)
  @IsString()
  @FormRule(validateContact)
  message: string;

  @ApiProperty({
    example: 'eyJjaGFsbGVuZ2UiOnsi…',
    description: 'ALTCHA: the widget\'s base64 payload. Hosted providers: the response token of their widget.',
  })
  @Required(M.captchaRequired)
  @IsString({ message: M.captchaRequired })
  @MaxLength(10_000, { message: M.captchaFailed })
  captchaToken: string;
}
