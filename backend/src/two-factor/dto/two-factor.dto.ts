import {
  recoveryCodesSchema,
  secondFactorChallengeSchema,
  secondFactorLoginSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
  twoFactorStatusSchema,
} from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** What GET /api/user/2fa answers. */
export class TwoFactorStatusDto extends createZodDto(twoFactorStatusSchema) {}

/** What POST /api/user/2fa/totp answers. */
export class TotpEnrolmentDto extends createZodDto(totpEnrolmentSchema) {}

/** POST /api/user/2fa/totp/confirm. */
export class TotpConfirmDto extends createZodDto(totpConfirmSchema) {}

/** What POST /api/user/2fa/totp/confirm answers. */
export class RecoveryCodesDto extends createZodDto(recoveryCodesSchema) {}

/** What POST /api/auth/login answers when the account must finish with a second factor. */
export class SecondFactorChallengeDto extends createZodDto(secondFactorChallengeSchema) {}

/** POST /api/auth/login/second-factor. */
export class SecondFactorLoginDto extends createZodDto(secondFactorLoginSchema) {}
