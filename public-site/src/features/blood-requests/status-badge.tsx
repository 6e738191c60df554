import { type BloodRequestStatus, statusColors, URGENT_BADGE_COLORS } from '@blood-donation/domain';
import { ColorBadge } from '../../components/ui/color-badge';
import { PLACE_TEXTS } from './texts';

/** Each status in its colour of domain's STATUS_COLORS (an unknown one amber, as Pending): the admin panel's colours. */
export function StatusBadge({ status }: { status: string }) {
  return <ColorBadge label={status || 'Pending'} colors={statusColors(status)} />;
}

/** 'Urgent', in the colours the admin panel shows it in. */
export function UrgentBadge() {
  return <ColorBadge label={PLACE_TEXTS.urgent} colors={URGENT_BADGE_COLORS} />;
}

/** A donor may delete only their own requests that are still Pending. */
export function isDeletable(status: string): boolean {
  return status === ('Pending' satisfies BloodRequestStatus);
}
