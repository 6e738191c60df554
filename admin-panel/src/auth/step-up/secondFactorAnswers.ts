import { STEP_UP_REQUIRED, TWO_FACTOR_REQUIRED } from '@blood-donation/domain';
import { replaceWithPublicPage, TWO_FACTOR_PATH } from '../publicSite';

/** The errorCode of a failed call (ApiError, react-admin's HttpError: `status` and the parsed `body`). */
function errorCodeOf(error: unknown): unknown {
  const body = (error as { body?: unknown } | null | undefined)?.body;
  return body && typeof body === 'object' ? (body as { errorCode?: unknown }).errorCode : undefined;
}

/** 401 STEP_UP_REQUIRED: the session is fine, the action needs a recent second-factor check ('Confirm it is you'). */
export function isStepUpRequired(error: unknown): boolean {
  return (error as { status?: unknown } | null | undefined)?.status === 401 && errorCodeOf(error) === STEP_UP_REQUIRED;
}

/** 403 TWO_FACTOR_REQUIRED: a staff session that has not proved a second factor (none set up yet, or not used). */
export function isTwoFactorRequired(error: unknown): boolean {
  return (error as { status?: unknown } | null | undefined)?.status === 403 && errorCodeOf(error) === TWO_FACTOR_REQUIRED;
}

/** The status and JSON body of a 401 or 403 answer, read from a copy (the API client still reads the answer itself). */
export async function refusalOf(response: Response): Promise<{ status: number; body: unknown } | null> {
  if (response.status !== 401 && response.status !== 403) return null;
  try {
    return { status: response.status, body: await response.clone().json() };
  } catch {
    return null;
  }
}

/**
 * Sends the browser to the public site's /two-factor, where the account sets up or proves its second factor; the
 * session stays. The promise never settles: the page is unloading, and nothing should be shown meanwhile.
 */
export function leaveForTwoFactor(): Promise<never> {
  replaceWithPublicPage(TWO_FACTOR_PATH);
  return new Promise<never>(() => {});
}
