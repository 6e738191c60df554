import type { UserListItem } from '@blood-donation/domain';
import { useContext } from 'react';
import { type DataProvider, DataProviderContext, useDataProvider } from 'react-admin';
import { storedSession } from '../auth/session';

/** A row of the admin user list, as the API answers it. */
export type UserRecord = UserListItem;

export const bloodGroupOf = (user: UserRecord) => user.bloodGroup ?? user.bloodgroup ?? '';

/**
 * The data provider without react-admin's checkError wrapper: a 403 or 409 on a role change or delete is the
 * server's answer to show ('The last superAdmin ...'), not a generic 'not authorized' toast before it.
 * The typed API client still renews an expired session before each call.
 */
export function useUnwrappedDataProvider<Provider extends DataProvider = DataProvider>(): Provider {
  const wrapped = useDataProvider<Provider>();
  return (useContext(DataProviderContext) as Provider | null) ?? wrapped;
}

/**
 * Whether the signed-in account may reset `user`'s second factors: a superAdmin only (the API's own rule; no area
 * action of the permission table is that narrow, users' 'change' being every admin's), and never on their own row
 * (the API refuses that: TWO_FACTOR_MESSAGES.resetOwn). Read from the stored session at once,
 * as useMayAccess does, so the button never flickers in; the session's email is the identity (getIdentity's id).
 */
export function useMayResetTwoFactor(): (user: UserRecord) => boolean {
  const session = storedSession();
  const isSuperAdmin = session?.roles.includes('superAdmin') ?? false;
  const ownEmail = session?.email.trim().toLowerCase();
  return (user) => isSuperAdmin && user.email.trim().toLowerCase() !== ownEmail;
}

/** The server's own words when it gave any, otherwise ours (a message key). */
export function messageOf(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return fallback;
}
