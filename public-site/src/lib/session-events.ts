import type { StoredSession } from '@blood-donation/domain';

/** What the API client tells the auth state about the session it manages. */
export type SessionEvent = { type: 'refreshed'; session: StoredSession } | { type: 'expired' };
type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();

/** The auth provider listens here to learn about silent refreshes and failed ones. */
export function subscribeToSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  listeners.forEach((listener) => listener(event));
}
