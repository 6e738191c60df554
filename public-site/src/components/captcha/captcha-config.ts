import { apiClient, type components, dataOf } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOSTED_PROVIDERS } from './hosted';

export type CaptchaConfig = components['schemas']['CaptchaConfigDto'];

const DEFAULT_CONFIG: CaptchaConfig = { provider: 'altcha', siteKey: null };

/** GET /api/captcha/config; ALTCHA when the answer is missing, not understood, or the call failed. */
async function getCaptchaConfig(): Promise<CaptchaConfig> {
  try {
    const config: Partial<CaptchaConfig> | undefined = await dataOf(apiClient.GET('/api/captcha/config'));
    const provider = config?.provider;
    if (provider && (HOSTED_PROVIDERS as string[]).includes(provider) && config?.siteKey) return { provider, siteKey: config.siteKey };
  } catch {
    // The default below.
  }
  return DEFAULT_CONFIG;
}

export function getCaptchaConfigQueryOptions() {
  return queryOptions({ queryKey: ['captcha', 'config'], queryFn: getCaptchaConfig });
}

/** The captcha the server asks for; null until it is known. */
export function useCaptchaConfig(): CaptchaConfig | null {
  return useQuery(getCaptchaConfigQueryOptions()).data ?? null;
}
