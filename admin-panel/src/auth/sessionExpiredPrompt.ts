import { useSyncExternalStore } from 'react';

/**
 * The 'Session Expired' warning: the auth provider asks for it and waits until the user presses OK;
 * <SessionExpiredDialog> shows it. Whoever asks while it is open waits for the same OK.
 */
let waiting: { promise: Promise<void>; acknowledge: () => void } | null = null;
const listeners = new Set<() => void>();

function publish(): void {
  listeners.forEach((listener) => listener());
}

/** Opens the warning; resolves once the user has pressed OK. */
export function promptSessionExpired(): Promise<void> {
  if (!waiting) {
    let acknowledge = () => {};
    const promise = new Promise<void>((resolve) => {
      acknowledge = resolve;
    });
    waiting = { promise, acknowledge };
    publish();
  }
  return waiting.promise;
}

/** The user pressed OK: close the warning and let whoever waits go on. */
export function acknowledgeSessionExpired(): void {
  const current = waiting;
  waiting = null;
  publish();
  current?.acknowledge();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isOpen(): boolean {
  return waiting !== null;
}

export function useSessionExpiredPrompt(): boolean {
  return useSyncExternalStore(subscribe, isOpen, isOpen);
}
