import { type BloodRequestStatus } from './records';

/** What can happen to a blood request after it is made. */
export const BLOOD_REQUEST_ACTIONS = ['approve', 'reject', 'fulfil', 'cancel', 'expire'] as const;
export type BloodRequestAction = (typeof BLOOD_REQUEST_ACTIONS)[number];

/** Who may take an action: the account that made the request, the admin side (whoever permissions.ts lets change blood requests: moderators and admins), or the expiry job. */
export type BloodRequestActor = 'owner' | 'admin' | 'job';

/** Statuses a request never leaves: nothing more can be done with it. */
export const CLOSED_BLOOD_REQUEST_STATUSES = ['Fulfilled', 'Cancelled', 'Expired'] as const satisfies readonly BloodRequestStatus[];

/** Statuses the expiry job ends (and that the requester may still cancel). */
export const OPEN_BLOOD_REQUEST_STATUSES = ['Pending', 'Approved'] as const satisfies readonly BloodRequestStatus[];

/** Longest a request stays open when its Needed by day does not end it first. */
export const DEFAULT_REQUEST_MAX_OPEN_DAYS = 14;

interface Transition {
  from: readonly BloodRequestStatus[];
  to: BloodRequestStatus;
  by: readonly BloodRequestActor[];
  /** How the action reads after "can no longer be" / "cannot be". */
  done: string;
}

/** The one table of moves: from which statuses each action is allowed, where it leads and who takes it. */
export const BLOOD_REQUEST_TRANSITIONS: Readonly<Record<BloodRequestAction, Transition>> = {
  approve: { from: ['Pending', 'Approved', 'Rejected'], to: 'Approved', by: ['admin'], done: 'approved' },
  reject: { from: ['Pending', 'Approved', 'Rejected'], to: 'Rejected', by: ['admin'], done: 'rejected' },
  fulfil: { from: ['Approved'], to: 'Fulfilled', by: ['owner', 'admin'], done: 'marked fulfilled' },
  cancel: { from: OPEN_BLOOD_REQUEST_STATUSES, to: 'Cancelled', by: ['owner'], done: 'cancelled' },
  expire: { from: OPEN_BLOOD_REQUEST_STATUSES, to: 'Expired', by: ['job'], done: 'expired' },
};

export function isClosedBloodRequest(status: BloodRequestStatus): boolean {
  return (CLOSED_BLOOD_REQUEST_STATUSES as readonly BloodRequestStatus[]).includes(status);
}

/** Whether `action` may be taken on a request in `status` (whoever asks). */
export function canTransition(status: BloodRequestStatus, action: BloodRequestAction): boolean {
  return BLOOD_REQUEST_TRANSITIONS[action].from.includes(status);
}

/** The actions `actor` may take on a request in `status`, in table order. */
export function actionsAllowed(status: BloodRequestStatus, actor: BloodRequestActor): BloodRequestAction[] {
  return BLOOD_REQUEST_ACTIONS.filter((action) => canTransition(status, action) && BLOOD_REQUEST_TRANSITIONS[action].by.includes(actor));
}

/**
 * Why `action` is refused on a request in `status` (the 409 message), or null when it is allowed, e.g.
 * "This request is Fulfilled and can no longer be approved." or "This request is Pending and cannot be marked fulfilled."
 */
export function transitionRefusal(status: BloodRequestStatus, action: BloodRequestAction): string | null {
  if (canTransition(status, action)) return null;
  const cannot = isClosedBloodRequest(status) ? 'can no longer be' : 'cannot be';
  return `This request is ${status} and ${cannot} ${BLOOD_REQUEST_TRANSITIONS[action].done}.`;
}
