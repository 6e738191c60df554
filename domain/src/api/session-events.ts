import type { StoredSession } from '../session';

/** What the API client tells the apps about the session it manages. */
export type SessionEvent = { type: 'refreshed'; session: StoredSession } | { type: 'expired' };
type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();

/** An app's auth state listens here to learn about silent refreshes and failed ones. */
export function subscribeToSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  listeners.forEach((listener) => listener(event));
}
