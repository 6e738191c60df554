import { useSyncExternalStore } from 'react';

/** What a screen says when the person cancelled 'Confirm it is you' (a message key; the error's message and body). */
export const STEP_UP_CANCELLED = 'admin.stepUp.cancelled';

/**
 * The call that needed the check is not sent again: the person cancelled it. No status, so the auth provider keeps
 * the session; `body.message` is what the screens show (react-admin's toasts read `message`, the panel's `body.message`).
 */
export class StepUpCancelled extends Error {
  readonly body = { message: STEP_UP_CANCELLED };

  constructor() {
    super(STEP_UP_CANCELLED);
    this.name = 'StepUpCancelled';
  }
}

/** A screen's failure text (a message key) for `error`: the calm 'not done' of a cancelled check, otherwise `fallback`. */
export const unlessStepUpCancelled = (error: unknown, fallback: string): string => (error instanceof StepUpCancelled ? STEP_UP_CANCELLED : fallback);

/**
 * 'Confirm it is you' (a step-up): a call the server refused for want of a recent second-factor check waits here
 * until <StepUpDialog> has proved one (resolve: send the call again) or the person cancelled (reject). Every call
 * refused while it is open waits for the same answer.
 */
let waiting: { promise: Promise<void>; confirmed: () => void; refused: (reason: unknown) => void } | null = null;
const listeners = new Set<() => void>();

function close(): NonNullable<typeof waiting> | null {
  const current = waiting;
  waiting = null;
  listeners.forEach((listener) => listener());
  return current;
}

/** Opens 'Confirm it is you'; resolves once the check is proved, rejects with StepUpCancelled when it is cancelled. */
export function askForStepUp(): Promise<void> {
  if (!waiting) {
    let confirmed = () => {};
    let refused: (reason: unknown) => void = () => {};
    const promise = new Promise<void>((resolve, reject) => {
      confirmed = resolve;
      refused = reject;
    });
    waiting = { promise, confirmed, refused };
    listeners.forEach((listener) => listener());
  }
  return waiting.promise;
}

/** The server accepted the code or passkey: close the dialog and send the waiting calls again. */
export function stepUpConfirmed(): void {
  close()?.confirmed();
}

/** Cancel (or a session that is over, `reason`): close the dialog and fail the waiting calls. */
export function stepUpCancelled(reason: unknown = new StepUpCancelled()): void {
  close()?.refused(reason);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isOpen = () => waiting !== null;

export function useStepUpPrompt(): boolean {
  return useSyncExternalStore(subscribe, isOpen, isOpen);
}
