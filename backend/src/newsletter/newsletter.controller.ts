import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { SubscribeDto, SubscribedDto, UnsubscribeDto } from './dto/newsletter.dto';
import { NEWSLETTER_API_MESSAGES as M } from './newsletter.messages';
import { NewsletterService } from './newsletter.service';
import { RateLimited } from '../rate-limits/rate-limited.decorator';

@ApiTags('Newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Public()
  @Post('subscribe')
  @RateLimited(5)
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe an email (again is fine); the first time sends a welcome email with an unsubscribe link' })
  @ApiOkResponse({ type: SubscribedDto })
  @ApiBodyErrors()
  subscribe(@Body() form: SubscribeDto): Promise<SubscribedDto> {
    return this.newsletter.subscribe(form.email);
  }

  @Public()
  @Post('unsubscribe')
  @RateLimited(10)
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribe with the token of the link (again is fine)' })
  @ApiOkResponse({ type: MessageDto, example: { message: M.unsubscribed } })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.invalidLink })
  unsubscribe(@Body() form: UnsubscribeDto): Promise<MessageDto> {
    return this.newsletter.unsubscribe(form.token);
  }
}
