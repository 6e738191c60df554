import './zod-config';
import * as z from 'zod';
import { bloodRequestRecordSchema } from './blood-requests';
import { consentRecordSchema } from './consents';
import { myDonationJourneySchema } from './donation-journey';
import { donationRecordSchema } from './donations';
import { donorCardRecordSchema } from './donor-card';
import { appointmentSchema } from './drives';
import { DONOR_ANSWERS } from './donor-asks';
import { availabilityRecordSchema } from './donor-matching';
import { bloodGroupSchema } from './enums';
import { passkeySchema } from './passkeys';
import { pushDeviceSchema } from './push';
import { teamMembershipExportSchema } from './teams';
import { userProfileSchema } from './users';
import { MilestoneSchema } from './milestones';
import { volunteerRecordSchema } from './volunteers';
import { waitlistEntrySchema } from './waitlist';

const when = z.iso.datetime();

/**
 * GET /api/user/export: everything the product holds about the caller, and nothing about anyone else — so an ask
 * carries no requester's contact and the caller's own requests carry no helper's.
 */
export const personalDataExportSchema = z
  .object({
    exportedAt: when.meta({ example: '2026-11-26T07:00:00.000Z' }),
    account: userProfileSchema.extend({ createdAt: when, updatedAt: when }),
    availability: availabilityRecordSchema,
    donations: z.array(donationRecordSchema),
    donationJourneys: z.array(myDonationJourneySchema).meta({ description: 'What became of each donation, newest first (status null while not known).' }),
    appointments: z.array(appointmentSchema).meta({ description: 'Every drive appointment, cancelled ones too, earliest first.' }),
    donorCard: donorCardRecordSchema,
    waitlists: z.array(waitlistEntrySchema).meta({ description: 'Every drive waitlist the account is on, earliest joined first, with any time held for it.' }),
    teams: z
      .array(teamMembershipExportSchema)
      .meta({ description: 'Every team the account is in, earliest joined first: its role, the day it joined, whether its username is shown; never the other members.' }),
    bloodRequests: z.array(bloodRequestRecordSchema),
    asks: z.array(
      z.object({
        requestId: z.int().meta({ example: 7 }),
        bloodGroup: bloodGroupSchema,
        city: z.string().nullable().meta({ example: 'Pune' }),
        askedAt: when,
        answer: z.enum(DONOR_ANSWERS).nullable(),
        answeredAt: when.nullable(),
      }),
    ),
    volunteerSignUps: z.array(volunteerRecordSchema),
    newsletter: z
      .object({ email: z.string().meta({ example: 'alice@example.com' }), subscribedAt: when, unsubscribedAt: when.nullable() })
      .nullable()
      .meta({ description: "The subscription of the account's email address, if there is one." }),
    sessions: z
      .array(
        z.object({
          startedAt: when,
          lastRenewedAt: when,
          expiresAt: when,
          endedAt: when.nullable(),
          device: z.string().meta({ example: 'Firefox on Android', description: 'Browser and system, as GET /api/user/sessions shows them.' }),
          lastUsedAt: when.meta({ description: 'The start of the hour it was last used in.' }),
        }),
      )
      .meta({ description: 'Each login (a refresh-token family), oldest first: dates and the browser and system; never its tokens.' }),
    consents: z.array(consentRecordSchema).meta({ description: 'Every consent given, withdrawn ones too, newest first (as GET /api/user/consents lists them).' }),
    pushDevices: z
      .array(pushDeviceSchema)
      .meta({ description: 'Each device with notifications on, oldest first, as GET /api/user/push-subscriptions lists them: never its push address or keys.' }),
    passkeys: z
      .array(passkeySchema)
      .meta({ description: 'Each passkey of the account, oldest first, as GET /api/user/passkeys lists them: its name and dates; never its credential id or public key.' }),
    twoFactor: z
      .object({
        authenticatorAppSetUpAt: when.nullable().meta({ description: 'When the authenticator app was set up; null without one.' }),
        recoveryCodesLeft: z.int().min(0).meta({ example: 9, description: 'How many of its recovery codes are unused.' }),
      })
      .meta({ description: 'Second factors beyond passkeys: dates and counts; never the secret or a recovery code.' }),
    milestones: z.array(MilestoneSchema).meta({ description: 'The milestones your donations reached (as GET /api/user/milestones lists them).' }),
    eligibilityReminders: z
      .object({
        dueOn: z.string().nullable().meta({ description: 'YYYY-MM-DD: the day your current wait ends, while you want to be told; null when nothing is due' }),
        sent: z.array(z.object({ eligibleOn: z.string(), sentAt: when })).meta({ description: 'Each eligible-again reminder sent, oldest first.' }),
      })
      .meta({ description: 'Eligible-again reminders: what is scheduled and what was sent.' }),
  })
  .meta({ id: 'PersonalDataExport' });
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
