import { type Appointment, type AppointmentByLink, apiClient, dataOf, type DriveSlot } from '@blood-donation/domain';

/*
 * The drive endpoints of issue 23, called through the one API client (same session and middleware) but typed here by
 * hand until backend/openapi.json has them (the drives-api branch): once `npm run generate:api-types -w domain` writes
 * them, these calls lose their casts.
 */
type Init = { params?: { path?: Record<string, number | string> }; body?: unknown };
type Call = (path: string, init?: Init) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const client = apiClient as unknown as Record<'GET' | 'POST' | 'PUT' | 'DELETE', Call>;
const byId = (id: number): Init => ({ params: { path: { id } } });

/** GET /api/drives/{id}/slots: every slot of the drive with its free chairs (public). */
export const getDriveSlots = (driveId: number) => dataOf(client.GET('/api/drives/{id}/slots', byId(driveId))) as Promise<DriveSlot[]>;

/** POST /api/drives/{id}/appointments { slotStart }: 201 the appointment; 409 says why not (shown as it is). */
export const bookSlot = (driveId: number, slotStart: string) =>
  dataOf(client.POST('/api/drives/{id}/appointments', { ...byId(driveId), body: { slotStart } })) as Promise<Appointment>;

/** GET /api/user/appointments: the donor's appointments, cancelled ones too. */
export const getMyAppointments = () => dataOf(client.GET('/api/user/appointments')) as Promise<Appointment[]>;

/** PUT /api/user/appointments/{id} { driveId?, slotStart }: the same appointment (same id) at another time. */
export const moveAppointment = (id: number, slotStart: string, driveId?: number) =>
  dataOf(client.PUT('/api/user/appointments/{id}', { ...byId(id), body: driveId === undefined ? { slotStart } : { driveId, slotStart } })) as Promise<Appointment>;

/** DELETE /api/user/appointments/{id}: cancels it; the chair is free at once. */
export const cancelAppointment = (id: number) => dataOf(client.DELETE('/api/user/appointments/{id}', byId(id)));

const byToken = (token: string): Init => ({ params: { path: { token } } });

/** GET /api/appointments/by-token/{token}: the appointment of an email's change-or-cancel link (404 not valid, 410 used or expired). */
export const getAppointmentByLink = (token: string) => dataOf(client.GET('/api/appointments/by-token/{token}', byToken(token))) as Promise<AppointmentByLink>;

/** PUT /api/appointments/by-token/{token} { slotStart }: moves it, using the link up (a new email brings a new one). */
export const moveAppointmentByLink = (token: string, slotStart: string) =>
  dataOf(client.PUT('/api/appointments/by-token/{token}', { ...byToken(token), body: { slotStart } })) as Promise<AppointmentByLink>;

/** DELETE /api/appointments/by-token/{token}: cancels it, using the link up. */
export const cancelAppointmentByLink = (token: string) => dataOf(client.DELETE('/api/appointments/by-token/{token}', byToken(token))) as Promise<AppointmentByLink>;
