import { type BloodRequestStatus, statusColors } from '@blood-donation/domain';

/** Approved green, Rejected red, anything else (Pending or an unknown status) amber: the admin panel's colours. */
export function StatusBadge({ status }: { status: string }) {
  const { background, text } = statusColors(status);
  return (
    <span className="badge" style={{ backgroundColor: background, color: text }}>
      {status || 'Pending'}
    </span>
  );
}

/** A donor may delete only their own requests that are still Pending. */
export function isDeletable(status: string): boolean {
  return status === ('Pending' satisfies BloodRequestStatus);
}
