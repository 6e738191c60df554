import type { BloodRequestStatus } from '@blood-donation/domain';

// text-bg-* sets a text colour that passes contrast on its own background, in both themes.
const BADGE_CLASS: Record<BloodRequestStatus, string> = {
  Pending: 'text-bg-warning',
  Approved: 'text-bg-success',
  Rejected: 'text-bg-danger',
};

/** Approved green, Rejected red, anything else (Pending or an unknown status) amber. */
export function StatusBadge({ status }: { status: string }) {
  const className = BADGE_CLASS[status as BloodRequestStatus] ?? BADGE_CLASS.Pending;
  return <span className={`badge ${className}`}>{status || 'Pending'}</span>;
}

/** A donor may delete only their own requests that are still Pending. */
export function isDeletable(status: string): boolean {
  return status === ('Pending' satisfies BloodRequestStatus);
}
