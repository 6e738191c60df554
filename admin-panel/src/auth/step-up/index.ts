/**
 * 'Confirm it is you' (issue 25): the server's second-factor answers to the panel's calls. A 401 STEP_UP_REQUIRED
 * opens <StepUpDialog> and the call is sent again once the check is proved; a 403 TWO_FACTOR_REQUIRED sends the
 * browser to the public /two-factor page.
 */
export { isStepUpRequired, isTwoFactorRequired, leaveForTwoFactor } from './secondFactorAnswers';
export { handleSecondFactorAnswers } from './stepUpMiddleware';
export { askForStepUp, STEP_UP_CANCELLED, StepUpCancelled, unlessStepUpCancelled } from './stepUpPrompt';
export { StepUpDialog } from './StepUpDialog';
