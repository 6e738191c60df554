import { apiClient, dataOf, type DriveSummary } from '@blood-donation/domain';

/** A session as the drive section sends it: ISO instants, slot length and chairs. */
export interface DriveSessionText {
  start: string;
  end: string;
  slotMinutes: number;
  chairs: number;
}

/*
 * PUT and DELETE /api/admin/events/{id}/drive (issue 23), called through the one API client but typed here by hand
 * until backend/openapi.json has them (the drives-api branch); then these lose their casts.
 */
type Init = { params: { path: { id: number }; query?: { confirm: boolean } }; body?: unknown };
type Call = (path: string, init: Init) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const client = apiClient as unknown as Record<'PUT' | 'DELETE', Call>;
const params = (id: number, confirm: boolean): Init['params'] => ({ path: { id }, ...(confirm ? { query: { confirm: true } } : {}) });

/** Makes the event a drive or changes its sessions; 409 (bookings would be cancelled) unless `confirm`. */
export const putDrive = (id: number, sessions: DriveSessionText[], confirm = false) =>
  dataOf(client.PUT('/api/admin/events/{id}/drive', { params: params(id, confirm), body: { sessions } })) as Promise<unknown>;

/** Makes the drive a plain event again; the same 409 rule. */
export const deleteDrive = (id: number, confirm = false) => dataOf(client.DELETE('/api/admin/events/{id}/drive', { params: params(id, confirm) })) as Promise<unknown>;

/** An event record as the list reads it once drives land: `drive` null (or absent before then) for a plain event. */
export type WithDrive = { drive?: DriveSummary | null };
