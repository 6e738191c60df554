import { altchaChallengeSchema, captchaConfigSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** What the contact form needs to show the captcha. */
export class CaptchaConfigDto extends createZodDto(captchaConfigSchema) {}

/** An ALTCHA (v2 protocol) challenge, as the altcha widget's challenge URL returns it. */
export class AltchaChallengeDto extends createZodDto(altchaChallengeSchema) {}
