import type { DriveSummary, EventRecord } from '@blood-donation/domain';

/** An event as GET /api/events/all answers it once drives land: `drive` null (or absent, before then) for a plain event. */
export type DriveEvent = EventRecord & { drive?: DriveSummary | null };

/** Free places of a drive: its chairs less its bookings; null for a plain event. */
export const freePlaces = (event: EventRecord): number | null => {
  const { drive } = event as DriveEvent;
  return drive ? Math.max(0, drive.capacity - drive.booked) : null;
};
