import { EMAIL_PATTERN, LOGIN_MESSAGES as M } from '@blood-donation/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches } from 'class-validator';
import { NormalizeEmail } from '../../validation/transforms';
import { Required } from '../../validation/validators';

/** The login form (spec section 5). */
export class LoginDto {
  @ApiProperty({ example: 'alice@example.com', description: 'Trimmed and lower-cased.' })
  @NormalizeEmail()
  @Required(M.emailRequired)
  @IsString()
  @Matches(EMAIL_PATTERN, { message: M.emailInvalid })
  email: string;

  @ApiProperty({ example: 'secret1', format: 'password' })
  @Required(M.passwordRequired)
  @IsString()
  password: string;

  @ApiPropertyOptional({
    default: false,
    description: 'true: the refresh cookie gets a Max-Age of REFRESH_TOKEN_TTL_DAYS; otherwise it lasts for the browser session.',
  })
  @IsOptional()
  @IsBoolean()
  keepMeLoggedIn?: boolean;
}
