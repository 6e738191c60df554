import {
  passkeyLoginBodySchema,
  passkeyLoginOptionsSchema,
  passkeyRegistrationBodySchema,
  passkeyRegistrationOptionsSchema,
  passkeyRenameSchema,
  passkeySchema,
} from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** One passkey of GET /api/user/passkeys. */
export class PasskeyDto extends createZodDto(passkeySchema) {}

/** What POST /api/user/passkeys/options answers. */
export class PasskeyRegistrationOptionsDto extends createZodDto(passkeyRegistrationOptionsSchema) {}

/** POST /api/user/passkeys: the browser's registration answer and a name. */
export class PasskeyRegistrationBodyDto extends createZodDto(passkeyRegistrationBodySchema) {}

/** PATCH /api/user/passkeys/{id}. */
export class PasskeyRenameDto extends createZodDto(passkeyRenameSchema) {}

/** What POST /api/auth/passkey/options answers. */
export class PasskeyLoginOptionsDto extends createZodDto(passkeyLoginOptionsSchema) {}

/** POST /api/auth/passkey: the browser's authentication answer. */
export class PasskeyLoginBodyDto extends createZodDto(passkeyLoginBodySchema) {}
