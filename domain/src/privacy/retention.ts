/** What each kind of old record is kept for, in days (the server's RETENTION_DAYS; the privacy page states them). */
export interface RetentionDays {
  /** Contact messages, from when they were sent. */
  messages: number;
  /** Delivered or given-up emails of the outbox, from when they were queued. */
  outbox: number;
  /** Login sessions, from when they expired or were revoked. */
  sessions: number;
  /** Password reset links, from when they expired. */
  resetTokens: number;
}
export type RetentionKind = keyof RetentionDays;

export const DEFAULT_RETENTION_DAYS: Readonly<RetentionDays> = { messages: 365, outbox: 30, sessions: 30, resetTokens: 30 };

const MAX_RETENTION_DAYS = 3650;

/**
 * RETENTION_DAYS as written, `messages=365,outbox=30,sessions=30,resetTokens=30`: any of the four, each 1 to 3650
 * days; the others keep their default. Answers the days, or what was expected instead.
 */
export function parseRetentionDays(raw: string): { value: RetentionDays } | { expected: string } {
  const expected = `a list such as ${Object.entries(DEFAULT_RETENTION_DAYS).map(([kind, days]) => `${kind}=${days}`).join(',')} (each 1 to ${MAX_RETENTION_DAYS} days)`;
  const days = { ...DEFAULT_RETENTION_DAYS };
  for (const part of raw.split(',')) {
    const [kind, value] = part.split('=').map((side) => side.trim());
    if (!(kind in days) || !/^\d+$/.test(value ?? '') || Number(value) < 1 || Number(value) > MAX_RETENTION_DAYS) return { expected };
    days[kind as RetentionKind] = Number(value);
  }
  return { value: days };
}

/** RETENTION_DAYS of `env` as the server reads it: the defaults when unset or empty; a value it would refuse throws. */
export function readRetentionDays(env: Record<string, string | undefined>): RetentionDays {
  const raw = env.RETENTION_DAYS;
  if (raw === undefined || raw === '') return { ...DEFAULT_RETENTION_DAYS };
  const parsed = parseRetentionDays(raw);
  if ('expected' in parsed) throw new Error(`RETENTION_DAYS: expected ${parsed.expected}`);
  return parsed.value;
}
