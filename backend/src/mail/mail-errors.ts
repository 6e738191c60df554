import { safeCode as safe } from '../errors/describe-error';
import { MESSAGE_ERROR_MAX_LENGTH } from '../jobs/leased-message';

/** What nodemailer puts on its errors besides the message (which may quote the server's reply, addresses and all). */
interface SmtpErrorFields {
  code?: unknown;
  /** The system error under it (ECONNREFUSED …). */
  originalCode?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

/**
 * Why sending failed, without any personal data: nodemailer's error code (ECONNECTION, EENVELOPE, ETIMEDOUT …),
 * the system error under it, the SMTP response code and the command it answered, e.g. "EENVELOPE 550 at RCPT TO" or
 * "ESOCKET ECONNREFUSED at CONN". Never the message text.
 */
export function describeSmtpError(error: unknown): string {
  const { code, originalCode, responseCode, command } = (typeof error === 'object' && error ? error : {}) as SmtpErrorFields;
  const parts = [safe(code) || 'ERROR', safe(originalCode), safe(responseCode), safe(command) ? `at ${safe(command)}` : ''];
  return parts.filter(Boolean).join(' ').slice(0, MESSAGE_ERROR_MAX_LENGTH);
}
