import { OUTBOX_ERROR_MAX_LENGTH } from './outbox-email.entity';

/** What nodemailer puts on its errors besides the message (which may quote the server's reply, addresses and all). */
interface SmtpErrorFields {
  code?: unknown;
  /** The system error under it (ECONNREFUSED …). */
  originalCode?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

/** Only capitals, digits, spaces, dots, dashes and underscores: no address, subject or body can get through. */
const safe = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[^A-Z0-9 ._-]/g, '').trim() : '');

/**
 * Why sending failed, without any personal data: nodemailer's error code (ECONNECTION, EENVELOPE, ETIMEDOUT …),
 * the system error under it, the SMTP response code and the command it answered, e.g. "EENVELOPE 550 at RCPT TO" or
 * "ESOCKET ECONNREFUSED at CONN". Never the message text.
 */
export function describeSmtpError(error: unknown): string {
  const { code, originalCode, responseCode, command } = (typeof error === 'object' && error ? error : {}) as SmtpErrorFields;
  const parts = [safe(code) || 'ERROR', safe(originalCode), safe(responseCode), safe(command) ? `at ${safe(command)}` : ''];
  return parts.filter(Boolean).join(' ').slice(0, OUTBOX_ERROR_MAX_LENGTH);
}

/** An error of the worker's own database work, for the log: its class and driver code, never its message or query. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const driverCode = safe((error as { driverError?: { code?: unknown } }).driverError?.code ?? (error as { code?: unknown }).code);
  return [error.name.replace(/[^A-Za-z]/g, '') || 'Error', driverCode].filter(Boolean).join(' ');
}
