import { STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { UnauthorizedException } from '@nestjs/common';

export { STEP_UP_REQUIRED };

/** 401 with errorCode STEP_UP_REQUIRED: the session must prove a second factor (POST /api/auth/step-up), then retry. */
export class StepUpRequiredException extends UnauthorizedException {
  constructor() {
    super(TWO_FACTOR_MESSAGES.stepUpRequired);
  }
}
