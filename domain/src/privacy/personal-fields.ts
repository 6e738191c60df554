/*
 * Why this file is long, and stays one file: it is a table, not code. Each of its seventeen records (account, donations,
 * blood requests, ...) lists its personal fields and who may see each, in the order docs/privacy.md and the privacy page
 * show them. A privacy review reads it top to bottom to answer one question, "who sees what about me?", and compares
 * audiences across records (a requester's view of a donor beside the donor's own): split into a file per record, that
 * comparison would need seventeen files open. Its few lines of logic (the types and `field`) sit at the top; the rest is
 * one entry per record, and a new record or field is one more entry here (the field-audience test then checks every
 * GET answer against it).
 */
import { ADMINS, type Audience, COORDINATORS } from './audiences';
import type { RetentionKind } from './retention';

/** One personal field of a record, and who may see it. */
export interface PersonalField {
  /** Its names in the API's answers (JSON keys and CSV columns), the usual one first. */
  names: readonly string[];
  /** What it is, in plain words (lower case, as it reads inside a sentence). */
  label: string;
  /** Who may see it. Empty: no one, not even you (kept only as a hash, or only ever sent by email). */
  audience: readonly Audience[];
  /** Anything more a reader should know: where a wider audience sees it, and how. */
  note?: string;
}

/** How long a record is kept: RETENTION_DAYS of one kind from an event, or words. */
export type Kept = { days: RetentionKind; from: string } | { words: string };

/** One kind of record holding personal data. */
export interface PersonalRecord {
  title: string;
  /** What it is (a sentence). */
  what: string;
  /** Why it is kept (a sentence). */
  why: string;
  kept: Kept;
  fields: readonly PersonalField[];
}

const field = (names: string | readonly string[], label: string, audience: readonly Audience[], note?: string): PersonalField => ({
  names: typeof names === 'string' ? [names] : names,
  label,
  audience,
  ...(note ? { note } : {}),
});

const WITH_ACCOUNT: Kept = { words: 'As long as your account exists.' };
const YOU_AND_ADMINS = ['self', ...ADMINS] as const;
const YOU_AND_COORDINATORS = ['self', ...COORDINATORS] as const;
const NEED_BOARD = 'The public need board shows how many approved requests need each blood group in each city, and whether any is urgent; never who they are for.';

/**
 * Every personal field the product keeps, record by record, with its audience: the one source of docs/privacy.md
 * (`npm run privacy:doc -w domain`), the privacy page and the backend's field-audience test. A field's names are
 * those of the API's answers; a record's fields not listed here (ids, statuses, dates of the record itself) say
 * nothing about a person.
 */
export const PERSONAL_RECORDS = {
  account: {
    title: 'Account',
    what: 'What you give when you register.',
    why: 'To log you in, to know your blood group when a patient needs it, and to reach you.',
    kept: WITH_ACCOUNT,
    fields: [
      field(['username', 'name'], 'username', ['self', 'matched', 'teamOwner', ...COORDINATORS], 'A requester sees your username (as name) and mobile number once you say yes to their blood request, to call you. Moderators see it only while you are available to donate, among the donors matching a request. The owner of a team you are in sees it among the team’s members; everyone sees it on a team’s page only if you choose to be shown there (see Teams).'),
      field('mobile', 'mobile number', ['self', 'matched', ...ADMINS]),
      field('email', 'email address', YOU_AND_ADMINS),
      field('age', 'age', YOU_AND_ADMINS),
      field('gender', 'gender', YOU_AND_ADMINS),
      field(['bloodGroup', 'bloodgroup'], 'blood group', YOU_AND_COORDINATORS, 'Moderators see it only while you are available to donate, among the donors matching a request.'),
      field('role', 'role (donor, volunteer, moderator or administrator)', YOU_AND_ADMINS),
      field(['password', 'passwordHash'], 'password', [], 'Stored only as a hash, which cannot be turned back into the password.'),
    ],
  },
  availability: {
    title: 'Availability and matching',
    what: 'Whether you may be asked to give blood and in which city, and when you may give again (worked out from your donations).',
    why: 'To ask only donors who can help, in the patient’s city, and never too soon after their last donation.',
    kept: { words: 'As long as your account exists; you change it whenever you like.' },
    fields: [
      field('available', 'whether you may be asked', YOU_AND_ADMINS),
      field('city', 'the city you may be asked in', YOU_AND_COORDINATORS, 'Moderators see it, with when you may give again, among the donors matching a request they coordinate.'),
      field('channel', 'how you are asked (email)', ['self']),
      field('eligible', 'whether you may give today', YOU_AND_COORDINATORS),
      field('nextEligibleDate', 'the first day you may give again', YOU_AND_COORDINATORS),
      field('reasons', 'why you may not give yet', ['self']),
    ],
  },
  donation: {
    title: 'Donations',
    what: 'Each donation you record, or an administrator records for you.',
    why: 'To know when you may give again, and to keep the organisation’s donation records.',
    kept: WITH_ACCOUNT,
    fields: [
      field('name', 'donor’s name', YOU_AND_ADMINS),
      field('mobile', 'mobile number', YOU_AND_ADMINS),
      field('age', 'age', YOU_AND_ADMINS),
      field('gender', 'gender', YOU_AND_ADMINS),
      field('bloodGroup', 'blood group', YOU_AND_ADMINS),
      field('units', 'units given', YOU_AND_ADMINS),
      field('city', 'city', YOU_AND_ADMINS),
      field('address', 'address', YOU_AND_ADMINS),
      field('date', 'date of the donation', YOU_AND_ADMINS),
      field('donationType', 'kind of donation (whole blood, platelets …)', YOU_AND_ADMINS),
      field('event', 'the blood drive it was given at', YOU_AND_ADMINS),
      field('nextEligibleDate', 'the first day the donor may give again (worked out from the donations)', ADMINS, 'You see the same day on your dashboard (see Availability and matching).'),
    ],
  },
  donationJourney: {
    title: 'What your donations did',
    what: 'For each of your donations, once the blood service knows: sent to which hospital of the organisation’s list and when, or used in research or not used, and why (from a short list of kind reasons).',
    why: 'To tell you what your gift did. Nothing about the patient is ever kept: a journey holds only a hospital, a day and a reason.',
    kept: { words: 'As long as the donation is kept: removed with it, and with your account.' },
    fields: [
      field('status', 'whether it was sent to a hospital, used in research or not used', YOU_AND_ADMINS, 'Admins, and the staff of the drive you gave at, record it and see it (with the hospital, day and reason).'),
      field('hospital', 'the hospital it was sent to', YOU_AND_ADMINS),
      field('date', 'the day it was sent or used', YOU_AND_ADMINS),
      field('reason', 'why it went to research or was not used', YOU_AND_ADMINS),
    ],
  },
  bloodRequest: {
    title: 'Blood requests',
    what: 'Each request you make for a patient.',
    why: 'To find donors whose blood suits the patient, and to let a donor who can help call you.',
    kept: WITH_ACCOUNT,
    fields: [
      field('name', 'patient’s name', ['self', 'matched', ...COORDINATORS], 'A donor who says yes to the request sees the patient’s name and the contact mobile number, to call.'),
      field('mobile', 'contact mobile number', ['self', 'matched', ...COORDINATORS]),
      field('email', 'contact email address', YOU_AND_COORDINATORS),
      field('age', 'patient’s age', YOU_AND_COORDINATORS),
      field('gender', 'patient’s gender', YOU_AND_COORDINATORS),
      field('disease', 'patient’s illness', YOU_AND_COORDINATORS),
      field('units', 'units needed', YOU_AND_COORDINATORS),
      field('bloodGroup', 'blood group needed', ['self', 'asked', ...COORDINATORS, 'everyone'], NEED_BOARD),
      field('city', 'city', ['self', 'asked', ...COORDINATORS, 'everyone'], NEED_BOARD),
      field('urgent', 'whether it is urgent', ['self', 'asked', ...COORDINATORS, 'everyone'], NEED_BOARD),
      field('hospital', 'hospital', ['self', 'asked', ...COORDINATORS]),
      field('neededBy', 'day the blood is needed by', ['self', 'asked', ...COORDINATORS]),
      field('message', 'the note given when it was approved or rejected', YOU_AND_COORDINATORS),
    ],
  },
  donorAsk: {
    title: 'Being asked to donate',
    what: 'Each time you are asked to help with a blood request, and your answer.',
    why: 'To ask nobody twice for one request or more than once a week, and to tell the requester how many donors can help.',
    kept: WITH_ACCOUNT,
    fields: [
      field('askedAt', 'when you were asked', YOU_AND_ADMINS),
      field('answer', 'your answer', YOU_AND_ADMINS, 'The requester sees only how many donors said yes, and the username and mobile number of each (see Account).'),
      field('answeredAt', 'when you answered', ['self']),
    ],
  },
  appointment: {
    title: 'Drive appointments',
    what: 'Each time you book at a donation drive, and what became of it (kept when cancelled).',
    why: 'To hold your chair at the drive, to let you change or cancel it, and to count how many will come.',
    kept: WITH_ACCOUNT,
    fields: [
      field('driveId', 'the drive you booked at', ['self'], 'Everyone sees only how many places of each time are free, never who booked them.'),
      field('start', 'the time you booked', YOU_AND_ADMINS, "Admins export a drive's appointments as a CSV file: time, name, blood group, status and units."),
      field('end', 'the end of the time you booked', ['self']),
      field('status', 'whether it is booked, cancelled, or what happened at the drive', YOU_AND_ADMINS, "At the drive's desk, its staff (drive staff of that drive, moderators, admins) see it with your username, blood group and next eligible date, never your email or mobile number."),
      field('units', 'the units you gave at the drive', YOU_AND_ADMINS, "The donation it records is in your donations, which admins see; admins' CSV of a drive's appointments lists them."),
      field('haemoglobin', 'your haemoglobin measured at the drive (g/dL)', ['self']),
      field('pulse', 'your pulse measured at the drive', ['self']),
      field('bloodPressure', 'your blood pressure measured at the drive', ['self']),
      field('deferralReason', 'why you were asked to wait, if you were', ['self']),
      field('deferredUntil', 'the first day you may give again after that', ['self'], 'It moves your next eligible date, which the drive desk sees.'),
    ],
  },
  waitlistEntry: {
    title: 'Drive waitlists',
    what: 'Each full drive whose waitlist you joined, when, and the freed time held for you, if any.',
    why: 'To offer you a time that frees up at the drive, in the order donors joined, and to hold it while you decide.',
    kept: { words: 'Until you leave the waitlist, book or decline the time offered, let the offer expire, or delete your account.' },
    fields: [
      field('driveId', 'the drive whose waitlist you joined', ['self'], 'Everyone sees only how many donors wait, never who.'),
      field(['joinedAt', 'position'], 'when you joined it, and so your place in the queue', ['self']),
      field('offer', 'the time held for you and until when', ['self']),
    ],
  },
  donorCard: {
    title: 'Donor card',
    what: 'The digital donor card you open at /donor-card: a QR code and a short code that let a drive’s desk find your appointment. It shows your username, blood group, donations count and next eligible date, taken from the records above.',
    why: 'So that staff at a drive find your appointment quickly, without asking for your email or mobile number.',
    kept: { words: 'One card at a time, as long as your account exists: a new one replaces it when it nears its expiry (30 days after it was issued, unless the organisation set another number: DONOR_CARD_TTL_DAYS), and an expired card’s codes no longer work.' },
    fields: [
      field(['token', 'shortCode'], 'the card’s code (in the QR code) and its short code', ['self'], "Opaque: they name no one, and stop working when the card expires. Staff of a drive where you have an appointment (drive staff of that drive, moderators, admins) scan or type them to find that appointment, and then see only your username, its time and its status. The server keeps them only as keyed hashes."),
    ],
  },
  teamMembership: {
    title: 'Teams',
    what: 'Each team of donors you created or joined: whether you own it, the day you joined, and whether its page shows your username.',
    why: 'To count your donations for your teams from the day you joined, and to let a team’s owner see who is in it.',
    kept: { words: 'Until you leave the team, its owner removes you, or you delete your account (an owner’s team then goes to its longest-standing member, or is removed when no one else is in it).' },
    fields: [
      field('teams', 'the teams you are in', ['self'], 'Team names are public by design: the leaderboard and each team’s page show them, with counts of donations, never who is in a team. A team’s owner sees its members (see below).'),
      field('role', 'whether you own the team (the teams you own) or are a member', ['self']),
      field('joinedOn', 'the day you joined the team (your donations count for it from then)', ['self', 'teamOwner']),
      field('shown', 'whether the team’s page shows your username', ['self'], 'Off until you turn it on; while on, everyone sees your username (nothing else) on that team’s page.'),
    ],
  },
  milestone: {
    title: 'Milestones',
    what: 'The badges your donations earned (1st, 3rd, 5th, 10th, 25th, 50th and 100th donation), worked out from your donations whenever they are shown; nothing more is stored.',
    why: 'To thank you for coming back, on your dashboard, your donor card and in the thank-you email after a donation at a drive.',
    kept: { words: 'Not stored: worked out from your donations, so it goes with them.' },
    fields: [
      field('reachedAt', 'the day of the donation that reached each milestone', ['self']),
      field('selfReported', 'whether that donation was typed in by you rather than recorded at a drive', ['self']),
    ],
  },
  eligibilityReminder: {
    title: 'Eligible-again reminders',
    what: 'If you asked to be told when you can give again: the day your current wait ends, and each reminder sent (the day it was for and when it went).',
    why: 'To email you once, on the day you may give again, and never twice for the same wait.',
    kept: { words: 'The day your wait ends: until you withdraw the consent or delete your account. The reminders sent: as long as your account exists.' },
    fields: [
      field('dueOn', 'the day your current wait ends', ['self'], 'Never shown in an answer; it only tells the reminder job when to write.'),
      field('eligibleOn', 'the day each reminder sent was for', ['self']),
      field('sentAt', 'when each reminder was sent', ['self']),
    ],
  },
  volunteerSignUp: {
    title: 'Volunteer sign-ups',
    what: 'The volunteer form, for each event you sign up for.',
    why: 'To organise the volunteers of each blood drive.',
    kept: WITH_ACCOUNT,
    fields: [
      field('firstName', 'first name', YOU_AND_COORDINATORS),
      field('lastName', 'last name', YOU_AND_COORDINATORS),
      field('dob', 'date of birth', YOU_AND_COORDINATORS),
      field('gender', 'gender', YOU_AND_COORDINATORS),
      field('phone', 'phone number', YOU_AND_COORDINATORS),
      field('email', 'email address', YOU_AND_COORDINATORS),
      field('address', 'address', YOU_AND_COORDINATORS),
      field('city', 'city', YOU_AND_COORDINATORS),
      field('state', 'state', YOU_AND_COORDINATORS),
      field('zipCode', 'postal code', YOU_AND_COORDINATORS),
      field('message', 'your message', YOU_AND_COORDINATORS),
      field('event', 'the event', YOU_AND_COORDINATORS),
    ],
  },
  contactMessage: {
    title: 'Contact messages',
    what: 'What you send through the contact form, and our reply.',
    why: 'To answer you.',
    kept: { days: 'messages', from: 'from when you sent it' },
    fields: [
      field('name', 'your name', COORDINATORS),
      field('email', 'email address', COORDINATORS),
      field('subject', 'subject', COORDINATORS),
      field('message', 'message', COORDINATORS),
      field('reply', 'our reply', ['self', ...COORDINATORS], 'You get it by email.'),
    ],
  },
  newsletter: {
    title: 'Newsletter subscription',
    what: 'The email address you subscribed with, and when you unsubscribed.',
    why: 'To send the newsletter you asked for, and never again once you unsubscribe.',
    kept: { words: 'Until you ask us to delete it; after you unsubscribe it is kept only to mark that you did.' },
    fields: [
      field('email', 'email address', ['self'], 'You see it in your data download when it is your account’s address.'),
      field('subscribedAt', 'when you subscribed', ['self']),
      field('unsubscribedAt', 'when you unsubscribed', ['self']),
    ],
  },
  consent: {
    title: 'Consents',
    what: 'What you agreed to (keeping your account, being asked to donate, the newsletter), when, and to which version of this page.',
    why: 'To show what you agreed to and when, and to stop at once when you withdraw.',
    kept: { words: 'As long as your account or subscription exists; deleting it deletes them.' },
    fields: [
      field('purpose', 'what you agreed to', ['self']),
      field('givenAt', 'when you agreed', ['self']),
      field('withdrawnAt', 'when you withdrew', ['self']),
    ],
  },
  session: {
    title: 'Login sessions',
    what: 'When you logged in, on which browser and system (never the browser’s full user agent, and no place), the hour you last used it, and until when you stay logged in.',
    why: 'To keep you logged in, to show you where you are logged in so you can end any session, and to end every session when your password changes.',
    kept: { days: 'sessions', from: 'from when the session ended' },
    fields: [
      field('startedAt', 'when you logged in', ['self']),
      field('lastRenewedAt', 'when the session was last renewed', ['self']),
      field('expiresAt', 'when it expires', ['self']),
      field('endedAt', 'when you logged out', ['self']),
      field('device', 'browser and system you logged in with', ['self'], 'Read from the browser’s user agent at login; the user agent itself is not kept.'),
      field('lastUsedAt', 'the hour you last used the session', ['self'], 'Kept only to the hour, on purpose.'),
    ],
  },
  pushSubscription: {
    title: 'Notifications on your devices',
    what:
      'For each device where you turned notifications on: the address its push service gave it and its encryption keys, its browser and system, and when you turned them on; and each notification until the push service has taken it.',
    why: 'To send asks to donate, reminders and news of your donations to that device too, only for what you agreed to be emailed about.',
    kept: { words: 'Until you turn notifications off on that device, its push service says it is gone, or you delete your account; a notification only until its push service takes it.' },
    fields: [
      field('endpoint', "the device's push address", [], 'Only this server and the push service use it; your list of devices shows the push service’s name only.'),
      field('p256dh', "the device's encryption key", [], 'Only used to encrypt what is sent to that device.'),
      field('auth', "the device's authentication secret", [], 'Only used to encrypt what is sent to that device.'),
      field('device', 'browser and system', ['self']),
      field('service', "the push service's name", ['self']),
      field('createdAt', 'when you turned notifications on', ['self']),
      field(['title', 'body'], "a notification's text", [], 'The same words as the email about it, deleted once the push service has taken it.'),
    ],
  },
  passkey: {
    title: 'Passkeys',
    what: 'For each passkey you added: its credential id and public key (never its private key, which stays on your device or in your password manager), the name you gave it, whether it is backed up, its signature counter, and when you added it and last logged in with it.',
    why: 'To log you in with that passkey instead of your password, and to show you your passkeys so you can rename or remove them.',
    kept: { words: 'Until you remove the passkey or delete your account.' },
    fields: [
      field('credentialId', "the passkey's credential id", [], 'Only this server and your device use it; your list of passkeys shows their names only.'),
      field('publicKey', "the passkey's public key", [], 'Only used to check that a login comes from your passkey.'),
      field('name', "the passkey's name", ['self']),
      field('backedUp', 'whether it is backed up', ['self']),
      field('createdAt', 'when you added it', ['self']),
      field('lastUsedAt', 'when you last logged in with it', ['self']),
    ],
  },
  twoFactor: {
    title: 'Authenticator app and recovery codes',
    what: 'If you set up an authenticator app: its secret (encrypted), the time step of the last code you used, and when you set it up; and your ten recovery codes (only their hashes) with when each was used.',
    why: 'To check the code your app shows, or a recovery code, when you log in or confirm a sensitive action, and to take each code only once.',
    kept: { words: 'Until you remove the authenticator app (its recovery codes go with it) or delete your account.' },
    fields: [
      field('sealedSecret', "the authenticator app's secret", [], 'Encrypted; only this server and your app know it, and it is shown to you once, when you set the app up.'),
      field('codeHash', 'a recovery code', [], 'Only a hash of it is kept; the codes are shown to you once, when you set the app up.'),
      field('confirmedAt', 'when you set up the app', ['self']),
      field('usedAt', 'when a recovery code was used', ['self']),
    ],
  },
  passwordReset: {
    title: 'Password reset links',
    what: 'The link to set a new password, emailed when you ask for one.',
    why: 'To let you back in.',
    kept: { days: 'resetTokens', from: 'from when the link expired' },
    fields: [field('token', 'the link', [], 'Only a hash of it is kept; the link itself is only in the email to you.')],
  },
  emailChange: {
    title: 'Email address changes',
    what: 'The new address you asked your account to use, and the link sent to it, until you open it.',
    why: 'To change your address only once you have shown you read the new one.',
    kept: { days: 'resetTokens', from: 'from when the link expired' },
    fields: [
      field('newEmail', 'the new email address', [], 'Only ever sent to: the link goes to it, and your account shows it once you have opened the link.'),
      field('token', 'the link', [], 'Only a hash of it is kept; the link itself is only in the email to you.'),
    ],
  },
  outboxEmail: {
    title: 'Emails we send you',
    what: 'Each email (replies, the newsletter welcome, asks to donate, reset links, appointment confirmations and reminders with their calendar file) waits in an outbox until the mail server takes it.',
    why: 'To send it even when the mail server is briefly away.',
    kept: { days: 'outbox', from: 'from when it was queued, once sent or given up' },
    fields: [
      field('to', 'your email address', [], 'No one reads the outbox in the product; administrators see only whether a reply went out.'),
      field('subject', 'subject', []),
      field('text', 'text', []),
    ],
  },
  auditEntry: {
    title: 'Audit log',
    what: 'Your logins, password changes and data downloads, and every change a moderator or administrator makes, each with the account that acted; never what was typed.',
    why: 'To find out who changed what.',
    kept: { words: 'Without a time limit.' },
    fields: [
      field('actorId', 'the account that acted', ['superAdmin']),
      field('actorRole', 'its role at the time', ['superAdmin']),
    ],
  },
} as const satisfies Record<string, PersonalRecord>;

export type PersonalRecordName = keyof typeof PERSONAL_RECORDS;
export const PERSONAL_RECORD_NAMES = Object.keys(PERSONAL_RECORDS) as PersonalRecordName[];
