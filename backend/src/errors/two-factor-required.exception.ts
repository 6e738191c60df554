import { TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED } from '@blood-donation/domain';
import { ForbiddenException } from '@nestjs/common';

export { TWO_FACTOR_REQUIRED };

/** 403 with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor. */
export class TwoFactorRequiredException extends ForbiddenException {
  constructor() {
    super(TWO_FACTOR_MESSAGES.required);
  }
}
