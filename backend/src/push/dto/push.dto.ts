import { pushDeviceSchema, pushPublicKeySchema, pushSubscriptionBodySchema, pushSubscriptionCreatedSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** GET /api/push/public-key. */
export class PushPublicKeyDto extends createZodDto(pushPublicKeySchema) {}

/** POST /api/user/push-subscriptions: the browser's PushSubscription JSON. */
export class PushSubscriptionBodyDto extends createZodDto(pushSubscriptionBodySchema) {}

/** What POST /api/user/push-subscriptions answers. */
export class PushSubscriptionCreatedDto extends createZodDto(pushSubscriptionCreatedSchema) {}

/** One device of GET /api/user/push-subscriptions. */
export class PushDeviceDto extends createZodDto(pushDeviceSchema) {}
