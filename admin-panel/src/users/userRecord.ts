import type { UserListItem } from '@blood-donation/domain';
import { useContext } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';

/** A row of the admin user list, as the API answers it. */
export type UserRecord = UserListItem;

export const bloodGroupOf = (user: UserRecord) => user.bloodGroup ?? user.bloodgroup ?? '';

/**
 * The data provider without react-admin's checkError wrapper: a 403 or 409 on a role change or delete is the
 * server's answer to show ('The last superAdmin ...'), not a generic 'not authorized' toast before it.
 * The typed API client still renews an expired session before each call.
 */
export function useUnwrappedDataProvider() {
  const wrapped = useDataProvider();
  return useContext(DataProviderContext) ?? wrapped;
}

/** The server's own words when it gave any, otherwise ours (a message key). */
export function messageOf(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return fallback;
}
