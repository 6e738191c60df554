/**
 * Status of a blood request; a new request is always Pending. Fulfilled, Cancelled and Expired close it (see
 * blood-request-lifecycle.ts for the moves between them).
 */
export const BLOOD_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Fulfilled', 'Cancelled', 'Expired'] as const;
export type BloodRequestStatus = (typeof BLOOD_REQUEST_STATUSES)[number];
