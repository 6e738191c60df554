/** Status of a blood request; a new request is always Pending. */
export const BLOOD_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type BloodRequestStatus = (typeof BLOOD_REQUEST_STATUSES)[number];
