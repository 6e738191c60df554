import { type Appointment, apiClient, dataOf, listParams, OPEN_APPOINTMENT_STATUSES } from '@blood-donation/domain';
import type { DriveEvent } from './drive-event';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookSlot, cancelAppointment, getDriveSlots, getMyAppointments, moveAppointment } from './drive-calls';


export const APPOINTMENTS_KEY = ['user', 'appointments'] as const;
export const driveSlotsKey = (driveId: number) => ['drives', driveId, 'slots'] as const;
export const driveEventKey = (driveId: number) => ['drives', driveId, 'event'] as const;

/** The drive's event (its name and place): GET /api/events/all filtered by id; null when there is none. */
export function useDriveEvent(driveId: number) {
  return useQuery(
    queryOptions({
      queryKey: driveEventKey(driveId),
      queryFn: async (): Promise<DriveEvent | null> => {
        const events = await dataOf(apiClient.GET('/api/events/all', { params: { query: listParams({ range: [0, 0], filter: { id: driveId } }) } }));
        return (Array.isArray(events) ? (events[0] as DriveEvent | undefined) : undefined) ?? null;
      },
      staleTime: 60_000,
    }),
  );
}

/** The drive's slots with their free chairs, read again after every booking, move or cancellation. */
export function useDriveSlots(driveId: number, enabled = true) {
  return useQuery(queryOptions({ queryKey: driveSlotsKey(driveId), queryFn: () => getDriveSlots(driveId), enabled }));
}

export function useMyAppointments(enabled = true) {
  return useQuery(queryOptions({ queryKey: APPOINTMENTS_KEY, queryFn: getMyAppointments, enabled }));
}

/** Whether an appointment still holds its chair (booked or checked in). */
export const isOpen = (appointment: Appointment): boolean => (OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status);

/** The donor's open appointment that comes next, and the others (latest first). */
export function splitAppointments(appointments: Appointment[], now: Date = new Date()): { next: Appointment | null; past: Appointment[] } {
  const upcoming = appointments.filter((one) => isOpen(one) && new Date(one.end) > now).sort((a, b) => a.start.localeCompare(b.start));
  const next = upcoming[0] ?? null;
  const past = appointments.filter((one) => one !== next).sort((a, b) => b.start.localeCompare(a.start));
  return { next, past };
}

/** Booking, moving and cancelling: each reads the donor's appointments and the drive's slots again. */
export function useAppointmentChanges() {
  const queryClient = useQueryClient();
  const refresh = (appointment?: Appointment) => {
    void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['drives'] });
    if (appointment) queryClient.setQueryData<Appointment[]>(APPOINTMENTS_KEY, (list) => list && [...list.filter((one) => one.id !== appointment.id), appointment]);
  };
  return {
    // A refusal (full, closed) reads the slots again too: they changed since they were shown.
    book: useMutation({ mutationFn: ({ driveId, slotStart }: { driveId: number; slotStart: string }) => bookSlot(driveId, slotStart), onSuccess: refresh, onError: () => refresh() }),
    move: useMutation({ mutationFn: ({ id, slotStart }: { id: number; slotStart: string }) => moveAppointment(id, slotStart), onSuccess: refresh, onError: () => refresh() }),
    cancel: useMutation({ mutationFn: (id: number) => cancelAppointment(id), onSettled: () => refresh() }),
  };
}
