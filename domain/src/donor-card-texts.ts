/**
 * The digital donor card (issue 24 point 2): the donor's page (/donor-card), the desk's scan-or-type lookup in the
 * admin panel, and the server's refusals of a card code. One place, shared by the backend and both apps.
 */

/** What a donor card's short code is made of: letters and digits no one mistakes for another (no 0/O, 1/I). */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A short code's length (6 to 10 allowed by the contract; 8 of 32 symbols: 2^40 codes). */
export const SHORT_CODE_LENGTH = 8;

/** A typed short code as the server reads it: capitals, without spaces or dashes. */
export function normalizeShortCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** True for something that reads as a short code (after normalizeShortCode), rather than a scanned token. */
export function isShortCode(code: string): boolean {
  return code.length === SHORT_CODE_LENGTH && [...code].every((symbol) => SHORT_CODE_ALPHABET.includes(symbol));
}

/** A short code in two halves for reading aloud and typing ('ABCD EFGH'). */
export function shortCodeForReading(code: string): string {
  return code.length > 4 ? `${code.slice(0, Math.ceil(code.length / 2))} ${code.slice(Math.ceil(code.length / 2))}` : code;
}

/** The server's answers about a card code (errors.code) and a lookup that finds nothing. */
export const DONOR_CARD_MESSAGES = {
  codeRequired: 'code is required: the token the card’s QR code holds, or its short code',
  codeUnknown: 'code matches no donor card: check the short code, or ask the donor to open their card again',
  codeExpired: 'code is of a donor card that has expired: the donor opens their card again for a new one',
  noAppointment: 'code is of a donor with no appointment at this drive',
} as const;

/** The donor's card page. */
export const DONOR_CARD_TEXTS = {
  title: 'Your donor card',
  intro: 'Show this at the drive’s desk: staff scan the code, or type the short code under it.',
  bloodGroup: 'Blood group',
  notConfirmed: 'not yet confirmed',
  confirmedNote: 'Confirmed by a donation recorded at a drive',
  unconfirmedNote: 'Confirmed once a drive records your first donation',
  donations: 'Donations',
  nextEligible: 'May give again',
  today: 'Today',
  shortCode: 'Short code',
  qrLabel: (shortCode: string) => `QR code of your donor card (short code ${shortCode})`,
  expires: (when: string) => `This card works until ${when}; opening it again then gives you a new one.`,
  savedOnDevice: (when: string) => `Saved on this device, last updated ${when}.`,
  unavailable: 'Your card could not be loaded. Connect to the internet and open this page again.',
  loading: 'Loading your card…',
  dashboardLink: 'Donor Card',
  backToDashboard: 'Back to the dashboard',
} as const;

/** The desk's scan-or-type lookup (admin panel). */
export const DESK_CARD_TEXTS = {
  scan: 'Scan donor card',
  stopScan: 'Stop scanning',
  scanning: 'Point the camera at the QR code on the donor’s card.',
  typeCode: 'Short code from the donor card',
  find: 'Find',
  found: 'Found by donor card',
  cameraUnavailable: 'The camera could not be used here. Type the short code under the QR code instead.',
  cameraDenied: 'The camera is not allowed on this device. Type the short code under the QR code instead.',
} as const;
