import { CONSENT_MESSAGES as M, CONSENT_PURPOSES, type ConsentPurpose, isRecordedConsentPurpose, RECORDED_CONSENT_PURPOSES, type RecordedConsentPurpose } from '@blood-donation/domain';
import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';

const isPurpose = (raw: unknown): raw is ConsentPurpose => CONSENT_PURPOSES.some((purpose) => purpose === raw);

/** The `{purpose}` of the route that can be withdrawn there; anything else is a 400 naming `purpose`. */
export const WithdrawablePurposeParam = createParamDecorator((_data: unknown, context: ExecutionContext): Exclude<ConsentPurpose, 'account'> => {
  const raw = context.switchToHttp().getRequest<Request>().params.purpose;
  if (!isPurpose(raw)) throw new ValidationFailedException({ purpose: [M.purposeInvalid] });
  if (raw === 'account') throw new ValidationFailedException({ purpose: [M.accountNotWithdrawable] });
  return raw;
});

/** The `{purpose}` of the route that is given there (a consent that is only its record); anything else is a 400 naming `purpose`. */
export const GivablePurposeParam = createParamDecorator((_data: unknown, context: ExecutionContext): RecordedConsentPurpose => {
  const raw = context.switchToHttp().getRequest<Request>().params.purpose;
  if (!isPurpose(raw)) throw new ValidationFailedException({ purpose: [M.purposeInvalid] });
  if (!isRecordedConsentPurpose(raw)) throw new ValidationFailedException({ purpose: [M.notGivenHere] });
  return raw;
});

export const ApiGivablePurposeParam = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'purpose', description: `${RECORDED_CONSENT_PURPOSES.join(' or ')}: consents that are only their record.`, schema: { type: 'string', enum: [...CONSENT_PURPOSES] } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${M.purposeInvalid}; ${M.notGivenHere} (errors.purpose).` }),
  );

export const ApiWithdrawablePurposeParam = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'purpose', description: 'matching (turns availability off), newsletter (unsubscribes the account\'s address), eligibility-reminders or donation-journey (closes the record).', schema: { type: 'string', enum: [...CONSENT_PURPOSES] } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${M.purposeInvalid}; ${M.accountNotWithdrawable} (errors.purpose).` }),
  );
