import { PUSH_MESSAGES } from '@blood-donation/domain';
import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn, Public } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { UserAgent } from '../common/user-agent.decorator';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { PushDeviceDto, PushPublicKeyDto, PushSubscriptionBodyDto, PushSubscriptionCreatedDto } from './dto/push.dto';
import { PushService } from './push.service';

export const PUSH_TURNED_OFF = 'Notifications are off on that device.';

/** Web Push: the server's VAPID public key, and the caller's devices with notifications on. */
@ApiTags('Notifications')
@Controller()
export class PushController {
  constructor(private readonly push: PushService) {}

  @Public()
  @Get('push/public-key')
  @ApiOperation({ summary: "The server's VAPID public key, for pushManager.subscribe({ applicationServerKey })" })
  @ApiOkResponse({ type: PushPublicKeyDto })
  publicKey(): PushPublicKeyDto {
    return this.push.publicKey();
  }

  @LoggedIn()
  @Post('user/push-subscriptions')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Turn notifications on on this device: the browser's PushSubscription (https:// endpoints only). The same endpoint again renews its row (and makes it the caller's); asks, reminders and journey news then also come here, each only with the consent its email needs",
  })
  @ApiCreatedResponse({ type: PushSubscriptionCreatedDto })
  @ApiBodyErrors()
  subscribe(@CurrentUser() user: User, @Body() body: PushSubscriptionBodyDto, @UserAgent() userAgent?: string): Promise<PushSubscriptionCreatedDto> {
    return this.push.subscribe(user.id, body, userAgent);
  }

  @LoggedIn()
  @Get('user/push-subscriptions')
  @ApiOperation({ summary: "The caller's devices with notifications on, oldest first: browser and system, push service, since when; never the endpoint or keys" })
  @ApiOkResponse({ type: PushDeviceDto, isArray: true })
  devices(@CurrentUser() user: User): Promise<PushDeviceDto[]> {
    return this.push.devicesOf(user.id);
  }

  @LoggedIn()
  @Delete('user/push-subscriptions/:id')
  @ApiOperation({ summary: "Turn notifications off on one of the caller's devices (its waiting notifications go too)" })
  @ApiIdParam('Push subscription id')
  @ApiOkResponse({ type: MessageDto, example: { message: PUSH_TURNED_OFF } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PUSH_MESSAGES.subscriptionNotFound })
  async unsubscribe(@CurrentUser() user: User, @IdParam() id: number): Promise<MessageDto> {
    await this.push.unsubscribe(user.id, id);
    return { message: PUSH_TURNED_OFF };
  }
}
