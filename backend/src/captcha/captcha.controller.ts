import { Controller, Get, Header } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { AltchaChallengeDto, CaptchaConfigDto } from './captcha.dto';
import { CAPTCHA_API_MESSAGES } from './captcha.messages';
import { CaptchaService } from './captcha.service';
import { RateLimited } from '../rate-limits/rate-limited.decorator';

@ApiTags('Captcha')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Public()
  @Get('config')
  @ApiOperation({ summary: 'Which captcha the contact form shows, and the site key of a hosted one' })
  @ApiOkResponse({ type: CaptchaConfigDto })
  config(): CaptchaConfigDto {
    return this.captcha.config();
  }

  @Public()
  @Get('challenge')
  @RateLimited(30)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A new ALTCHA challenge (the widget\'s challenge URL), valid for 10 minutes; altcha only' })
  @ApiOkResponse({ type: AltchaChallengeDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CAPTCHA_API_MESSAGES.noChallenge })
  challenge(): Promise<AltchaChallengeDto> {
    return this.captcha.challenge();
  }
}
