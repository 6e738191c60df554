import { type BloodRequestStatus, statusColors } from '@blood-donation/domain';
import { ColorBadge } from '../../components/ui/color-badge';

/** Each status in its colour of domain's STATUS_COLORS (an unknown one amber, as Pending): the admin panel's colours. */
export function StatusBadge({ status }: { status: string }) {
  return <ColorBadge label={status || 'Pending'} colors={statusColors(status)} />;
}

/** A donor may delete only their own requests that are still Pending. */
export function isDeletable(status: string): boolean {
  return status === ('Pending' satisfies BloodRequestStatus);
}
