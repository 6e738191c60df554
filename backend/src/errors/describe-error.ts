/** Only capitals, digits, spaces, dots, dashes and underscores: no address, subject or body can get through. */
export const safeCode = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[^A-Z0-9 ._-]/g, '').trim() : '');

/** An error of background work, for the log: its class and driver code, never its message or query. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const driverCode = safeCode((error as { driverError?: { code?: unknown } }).driverError?.code ?? (error as { code?: unknown }).code);
  return [error.name.replace(/[^A-Za-z]/g, '') || 'Error', driverCode].filter(Boolean).join(' ');
}
