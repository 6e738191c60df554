import './zod-config';
import * as z from 'zod';
import { ROLES } from '../roles';

/**
 * The actions the audit log names in product words (any other change is recorded as "<METHOD> <route>"), in the
 * order the admin panel's Action filter offers them. A CSV export is "<list>.export".
 */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login-failed',
  'auth.password-reset-request',
  'auth.password-reset',
  'auth.password-change',
  'auth.end-sessions',
  'auth.login-second-factor',
  'auth.step-up',
  'two-factor.totp-add',
  'two-factor.totp-remove',
  'two-factor.reset',
  'passkey.add',
  'passkey.rename',
  'passkey.remove',
  'user.role-change',
  'user.delete',
  'blood-request.approve',
  'blood-request.reject',
  'blood-request.fulfil',
  'blood-request.cancel',
  'user.data-export',
  'user.delete-self',
  'blood-request.delete',
  'donation.create',
  'event.create',
  'event.update',
  'event.delete',
  'event.drive-update',
  'event.drive-delete',
  'drive.staff-change',
  'appointment.outcome',
  'appointment.walk-in',
  'donation.journey',
  'hospital.create',
  'contact.reply',
  'contact.reply-retry',
  'contact.delete',
  'volunteer.delete',
  'volunteer.withdraw',
  'team-member.create',
  'team-member.update',
  'team-member.delete',
  'team-member.photo-change',
  'team-member.photo-delete',
  'users.export',
  'bloodRequests.export',
  'donorlist.export',
  'events.export',
  'volunteers.export',
  'contacts.export',
  'board-members.export',
  'drive-appointments.export',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/**
 * One entry of the audit log (GET /api/admin/audit-log): who did what to which record, when, and the names of the
 * fields sent. Never a value: no email, mobile, name, password or token is ever part of an entry.
 */
export const auditEntrySchema = z
  .object({
    id: z.int().meta({ example: 1 }),
    at: z.iso.datetime().meta({ example: '2026-11-26T06:30:00.000Z', description: 'UTC.' }),
    actorId: z.int().nullable().meta({ example: 2, description: 'The account that acted; null for a failed login or a password reset.' }),
    actorRole: z.enum(ROLES).nullable().meta({ example: 'admin', description: "The actor's role at the time; null without an actor." }),
    action: z.string().meta({ example: 'blood-request.approve', description: "In product words, e.g. 'user.role-change', 'auth.login-failed', 'users.export'." }),
    recordType: z.string().nullable().meta({ example: 'blood-request' }),
    recordId: z.string().nullable().meta({ example: '12', description: "The record's id; 'account' for a record named by an email." }),
    fields: z.array(z.string()).meta({ example: ['status'], description: 'The names of the fields sent, never their values.' }),
  })
  .meta({ id: 'AuditEntryDto' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
