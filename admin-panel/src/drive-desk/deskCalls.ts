import { apiClient, dataOf, type Appointment, type DeskAppointment, type DeskDrive, type DeskLookup, type DeskOutcome, type DriveFigures } from '@blood-donation/domain';

/** The drive desk's calls (issue 23 point 6), through the one API client. */
export const deskDrives = (): Promise<DeskDrive[]> => dataOf(apiClient.GET('/api/drive-desk/drives')) as Promise<DeskDrive[]>;

export const deskAppointments = (driveId: number): Promise<DeskAppointment[]> =>
  dataOf(apiClient.GET('/api/drive-desk/{driveId}/appointments', { params: { path: { driveId } } })) as Promise<DeskAppointment[]>;

export const addWalkIn = (driveId: number, email: string): Promise<DeskAppointment> =>
  dataOf(apiClient.POST('/api/drive-desk/{driveId}/walk-ins', { params: { path: { driveId } }, body: { email } })) as Promise<DeskAppointment>;

export const recordOutcome = (id: number, outcome: DeskOutcome): Promise<Appointment> =>
  dataOf(apiClient.PUT('/api/drive-desk/appointments/{id}', { params: { path: { id } }, body: outcome as never })) as Promise<Appointment>;

export const driveFigures = (id: number): Promise<DriveFigures> =>
  dataOf(apiClient.GET('/api/admin/drives/{id}/figures', { params: { path: { id } } })) as Promise<DriveFigures>;

export const DRIVE_DESK_PATH = '/drive-desk';
export const driveDeskPath = (driveId: number): string => `${DRIVE_DESK_PATH}/${driveId}`;

/** GET /api/drive-desk/{driveId}/lookup?code=: the appointment at the drive of a donor card's holder (token scanned or short code typed). */
export const lookupCard = (driveId: number, code: string): Promise<DeskLookup> =>
  dataOf(apiClient.GET('/api/drive-desk/{driveId}/lookup', { params: { path: { driveId }, query: { code } } })) as Promise<DeskLookup>;
