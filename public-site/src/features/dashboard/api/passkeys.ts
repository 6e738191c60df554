import { apiClient, dataOf, type Passkey, type PasskeyRegistrationBody } from '@blood-donation/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PASSKEYS_KEY } from './keys';

/** GET /api/user/passkeys: the account's passkeys, oldest first (never their credential ids or keys). */
export function usePasskeys() {
  return useQuery(queryOptions({ queryKey: PASSKEYS_KEY, queryFn: (): Promise<Passkey[]> => dataOf(apiClient.GET('/api/user/passkeys')) }));
}

/** Whether this browser can make passkeys at all (WebAuthn). */
export const browserHasPasskeys = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * Adds a passkey: the server's options, the browser's prompt (@simplewebauthn/browser, loaded only now: it is not
 * part of any page's first load), the answer posted with the name (empty: the server names it from the device).
 */
async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await dataOf(apiClient.POST('/api/user/passkeys/options'));
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  const trimmed = name.trim();
  const body = { ...response, ...(trimmed ? { name: trimmed } : {}) } as PasskeyRegistrationBody;
  return dataOf(apiClient.POST('/api/user/passkeys', { body }));
}

/** Every change reloads the list. */
function usePasskeyChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }) });
}

export const useAddPasskey = () => usePasskeyChange(addPasskey);

/** PATCH /api/user/passkeys/{id}. */
export const useRenamePasskey = () =>
  usePasskeyChange(({ id, name }: { id: number; name: string }) => dataOf(apiClient.PATCH('/api/user/passkeys/{id}', { params: { path: { id } }, body: { name } })));

/** DELETE /api/user/passkeys/{id}. */
export const useRemovePasskey = () => usePasskeyChange((id: number) => dataOf(apiClient.DELETE('/api/user/passkeys/{id}', { params: { path: { id } } })));
