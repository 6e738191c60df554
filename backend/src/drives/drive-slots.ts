import type { DriveSessionInput, DriveSessionRecord } from '@blood-donation/domain';

/** A slot as derived from a session: UTC instants and chairs. */
export interface SlotPlan {
  start: Date;
  end: Date;
  chairs: number;
}

/**
 * Every slot of the sessions: from each session's start, `slotMinutes` apart on UTC instants (so a daylight-saving
 * change inside a session changes no slot's length), each ending no later than the session. Overlapping sessions
 * add their chairs to a slot of the same start and end.
 */
export function slotsOf(sessions: readonly (DriveSessionInput | DriveSessionRecord)[]): SlotPlan[] {
  const byStart = new Map<number, SlotPlan>();
  for (const session of sessions) {
    const step = session.slotMinutes * 60_000;
    const end = new Date(session.end).getTime();
    for (let start = new Date(session.start).getTime(); start + step <= end; start += step) {
      const known = byStart.get(start);
      if (known && known.end.getTime() === start + step) known.chairs += session.chairs;
      else if (!known) byStart.set(start, { start: new Date(start), end: new Date(start + step), chairs: session.chairs });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The sessions as stored and returned: UTC ISO instants. */
export function sessionRecordsOf(sessions: readonly DriveSessionInput[]): DriveSessionRecord[] {
  return sessions.map(({ start, end, slotMinutes, chairs }) => ({ start: start.toISOString(), end: end.toISOString(), slotMinutes, chairs }));
}
