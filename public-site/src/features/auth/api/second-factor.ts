import { apiClient, dataOf, type SecondFactorLogin } from '@blood-donation/domain';

/** POST /api/auth/login/second-factor: the login's challenge and a code or a recovery code; answers as a login does. */
export const finishLogin = (body: SecondFactorLogin) => dataOf(apiClient.POST('/api/auth/login/second-factor', { body }));
