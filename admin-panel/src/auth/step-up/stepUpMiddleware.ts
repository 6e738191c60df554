import { type ApiClient, stepUpMiddleware } from '@blood-donation/domain';
import { isTwoFactorRequired, leaveForTwoFactor, refusalOf } from './secondFactorAnswers';
import { askForStepUp } from './stepUpPrompt';

/** A middleware of the API client (openapi-fetch's, which domain wraps). */
type Middleware = Parameters<ApiClient['use']>[0];

/** 403 TWO_FACTOR_REQUIRED: the public site's /two-factor page, without logging out. */
const twoFactorRequiredMiddleware: Middleware = {
  async onResponse({ response }) {
    return isTwoFactorRequired(await refusalOf(response)) ? leaveForTwoFactor() : undefined;
  },
};

const handled = new WeakSet<ApiClient>();

/**
 * What the panel does with the server's second-factor answers, for every call of `client` (the data provider, the CSV
 * downloads, the screens' own calls; once per client): a 401 STEP_UP_REQUIRED opens 'Confirm it is you' and the call
 * is sent again once the check is proved (Cancel fails it with StepUpCancelled); a 403 TWO_FACTOR_REQUIRED sends the
 * browser to /two-factor. Added after domain's session middleware, whose answers they therefore see first.
 */
export function handleSecondFactorAnswers(client: ApiClient): void {
  if (handled.has(client)) return;
  handled.add(client);
  client.use(stepUpMiddleware(askForStepUp), twoFactorRequiredMiddleware);
}
