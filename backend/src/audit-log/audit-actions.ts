import type { AuditActionName } from '@blood-donation/domain';

/** What an audited route did, in product words, and the kind of record it did it to. */
export interface AuditAction {
  action: string;
  recordType: string | null;
}

const to = (recordType: string | null, action: AuditActionName): AuditAction => ({ action, recordType });

/**
 * Every route whose entry has a name of its own, keyed by method and route (after /api/). Any other change an admin
 * or moderator makes is still recorded, as "<METHOD> <route>" (see auditActionOf).
 */
export const AUDIT_ACTIONS: Readonly<Record<string, AuditAction>> = {
  'POST auth/login': to(null, 'auth.login'),
  'POST auth/forgot-password': to(null, 'auth.password-reset-request'),
  'POST auth/reset-password': to(null, 'auth.password-reset'),
  'POST auth/change-password': to('user', 'auth.password-change'),
  'POST auth/end-sessions': to(null, 'auth.end-sessions'),
  'POST auth/login/second-factor': to(null, 'auth.login-second-factor'),
  'POST auth/step-up': to(null, 'auth.step-up'),
  'POST user/2fa/totp/confirm': to(null, 'two-factor.totp-add'),
  'DELETE user/2fa/totp': to(null, 'two-factor.totp-remove'),
  'POST admin/users/:id/2fa/reset': to('user', 'two-factor.reset'),
  'POST user/passkeys': to('passkey', 'passkey.add'),
  'PATCH user/passkeys/:id': to('passkey', 'passkey.rename'),
  'DELETE user/passkeys/:id': to('passkey', 'passkey.remove'),
  'PUT admin/users/:id': to('user', 'user.role-change'),
  'PUT admin/updateRole/:email': to('user', 'user.role-change'),
  'DELETE admin/users/:id': to('user', 'user.delete'),
  'DELETE user/:email': to('user', 'user.delete'),
  'PUT blood-requests/:id/approve': to('blood-request', 'blood-request.approve'),
  'PUT blood-requests/:id/reject': to('blood-request', 'blood-request.reject'),
  'PUT blood-requests/:id/fulfil': to('blood-request', 'blood-request.fulfil'),
  'PUT blood-requests/:id/cancel': to('blood-request', 'blood-request.cancel'),
  'GET user/export': to('user', 'user.data-export'),
  'DELETE user/me': to('user', 'user.delete-self'),
  'DELETE blood-requests/:id': to('blood-request', 'blood-request.delete'),
  'DELETE admin/bloodRequests/:id': to('blood-request', 'blood-request.delete'),
  'POST add': to('donation', 'donation.create'),
  'POST admin/donorlist': to('donation', 'donation.create'),
  'POST events': to('event', 'event.create'),
  'PUT events/:id': to('event', 'event.update'),
  'DELETE events/:id': to('event', 'event.delete'),
  'POST admin/events': to('event', 'event.create'),
  'PUT admin/events/:id': to('event', 'event.update'),
  'DELETE admin/events/:id': to('event', 'event.delete'),
  'PUT admin/events/:id/drive': to('event', 'event.drive-update'),
  'DELETE admin/events/:id/drive': to('event', 'event.drive-delete'),
  'GET admin/events/:id/appointments/export.csv': to('event', 'drive-appointments.export'),
  'PUT admin/drive-staff/:driveId': to('event', 'drive.staff-change'),
  'POST drive-desk/:driveId/walk-ins': to('event', 'appointment.walk-in'),
  'PUT drive-desk/appointments/:id': to('appointment', 'appointment.outcome'),
  'PUT admin/donations/:id/journey': to('donation', 'donation.journey'),
  'POST admin/hospitals': to('hospital', 'hospital.create'),
  'POST admin/contacts/:id/reply': to('contact', 'contact.reply'),
  'POST admin/contacts/:id/reply/retry': to('contact', 'contact.reply-retry'),
  'DELETE admin/contact-us/delete/:id': to('contact', 'contact.delete'),
  'DELETE admin/contacts/:id': to('contact', 'contact.delete'),
  'DELETE volunteers/:id': to('volunteer', 'volunteer.delete'),
  'DELETE admin/volunteers/:id': to('volunteer', 'volunteer.delete'),
  'DELETE user/volunteering/:id': to('volunteer', 'volunteer.withdraw'),
  'POST admin/board-members': to('team-member', 'team-member.create'),
  'PUT admin/board-members/:id': to('team-member', 'team-member.update'),
  'DELETE admin/board-members/:id': to('team-member', 'team-member.delete'),
  'PUT admin/board-members/:id/photo': to('team-member', 'team-member.photo-change'),
  'DELETE admin/board-members/:id/photo': to('team-member', 'team-member.photo-delete'),
  'POST admin/teams': to('team-member', 'team-member.create'),
  'PUT admin/teams/:id': to('team-member', 'team-member.update'),
  'DELETE admin/teams/:id': to('team-member', 'team-member.delete'),
};

/** The routes recorded for every caller, signed in or not: logins, password resets and sessions ended by an emailed link. */
export const ALWAYS_AUDITED = new Set(['POST auth/login', 'POST auth/login/second-factor', 'POST auth/forgot-password', 'POST auth/reset-password', 'POST auth/end-sessions']);

/**
 * The routes recorded for every signed-in caller, whatever their role: a person taking their data out, or leaving, and
 * every change to the passkeys and the authenticator app that log in to the account, and every step-up.
 */
export const AUDITED_FOR_EVERY_ACCOUNT = new Set([
  'GET user/export',
  'DELETE user/me',
  'POST user/passkeys',
  'PATCH user/passkeys/:id',
  'DELETE user/passkeys/:id',
  'POST user/2fa/totp/confirm',
  'DELETE user/2fa/totp',
  'POST auth/step-up',
]);

/** The routes whose answer is a login: their entry names the account the access token was issued for. */
export const LOGIN_ROUTES = new Set(['POST auth/login', 'POST auth/login/second-factor']);

/** The failed login's entry: that it happened, nothing about who tried. */
export const FAILED_LOGIN: AuditAction = to(null, 'auth.login-failed');

const CSV_EXPORT = /^GET admin\/([\w-]+)\/export\.csv$/;

/** The entry of `route` ("<METHOD> <path after /api/>"), or null for a read that is not an export. */
export function auditActionOf(route: string): AuditAction | null {
  const named = AUDIT_ACTIONS[route];
  if (named) return named;
  const exported = CSV_EXPORT.exec(route);
  if (exported) return { action: `${exported[1]}.export`, recordType: exported[1] };
  if (route.startsWith('GET ')) return null;
  return { action: route, recordType: null };
}
