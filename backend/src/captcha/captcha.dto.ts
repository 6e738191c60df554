import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from '../config/settings.definitions';

/** What the contact form needs to show the captcha. */
export class CaptchaConfigDto {
  @ApiProperty({ enum: CAPTCHA_PROVIDERS, enumName: 'CaptchaProvider', example: 'altcha' })
  provider: CaptchaProvider;

  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'Site key of a hosted provider; null for altcha.' })
  siteKey: string | null;
}

class AltchaParametersDto {
  @ApiProperty({ example: 'SHA-256' })
  algorithm: string;

  @ApiProperty({ example: '3f1c…' })
  nonce: string;

  @ApiProperty({ example: '9ab2…' })
  salt: string;

  @ApiProperty({ example: 1 })
  cost: number;

  @ApiProperty({ example: 32 })
  keyLength: number;

  @ApiProperty({ example: '000' })
  keyPrefix: string;

  @ApiPropertyOptional({ description: 'Unix time in seconds.' })
  expiresAt?: number;
}

/** An ALTCHA (v2 protocol) challenge, as the altcha widget's challenge URL returns it. */
export class AltchaChallengeDto {
  @ApiProperty({ type: AltchaParametersDto })
  parameters: AltchaParametersDto;

  @ApiProperty({ description: 'HMAC of the parameters.' })
  signature: string;
}
