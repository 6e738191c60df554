import { driveSessionsBodySchema, type DriveSummary, instantToWallTime, wallTimeToInstant } from '@blood-donation/domain';
import type { DriveSessionText } from '../data/driveCalls';
import { SITE_TIME_ZONE } from '../site-time-zone';

/** A session as its fields hold it: start and end as wall-clock times of the organisation's zone, numbers as typed. */
export interface SessionDraft {
  start: string;
  end: string;
  slotMinutes: string;
  chairs: string;
}

/** The drive section's state: whether the event is a drive, and its sessions. */
export interface DriveDraft {
  isDrive: boolean;
  sessions: SessionDraft[];
}

export const NEW_SESSION: SessionDraft = { start: '', end: '', slotMinutes: '15', chairs: '4' };

/** The draft of an event's drive (none: not a drive, one empty session ready). */
export function draftOf(drive: DriveSummary | null | undefined): DriveDraft {
  if (!drive) return { isDrive: false, sessions: [NEW_SESSION] };
  return {
    isDrive: true,
    sessions: drive.sessions.map((session) => ({
      start: instantToWallTime(session.start, SITE_TIME_ZONE),
      end: instantToWallTime(session.end, SITE_TIME_ZONE),
      slotMinutes: String(session.slotMinutes),
      chairs: String(session.chairs),
    })),
  };
}

/** What a field error is keyed by: `<index>.<field>` (e.g. '0.end'). */
export type DraftErrors = Record<string, string>;

/** The sessions to send, checked by the API's own schema; else the errors by field. */
export function sessionsOf(draft: DriveDraft): { sessions: DriveSessionText[] } | { errors: DraftErrors } {
  const sessions = draft.sessions.map((session) => ({
    start: wallTimeToInstant(session.start, SITE_TIME_ZONE) ?? session.start,
    end: wallTimeToInstant(session.end, SITE_TIME_ZONE) ?? session.end,
    slotMinutes: session.slotMinutes.trim() === '' ? Number.NaN : Number(session.slotMinutes),
    chairs: session.chairs.trim() === '' ? Number.NaN : Number(session.chairs),
  }));
  const result = driveSessionsBodySchema.safeParse({ sessions });
  if (result.success) return { sessions };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.slice(1).join('.') || 'sessions';
    errors[key] ??= issue.message;
  }
  return { errors };
}
