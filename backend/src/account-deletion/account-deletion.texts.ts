import { randomUUID } from 'node:crypto';

/** What an erased account keeps in place of its username: a label, the same for every erased account. */
export const ERASED_USERNAME = 'Deleted account';

/** What an anonymous donation, blood request, volunteer sign-up or contact message shows in place of a name. */
export const ERASED_NAME = 'Erased';

/**
 * The email an erased account keeps, since the column is unique and required: random, so it names nobody and no one
 * can take it first by registering it (which would make the erasure fail); `.invalid` never receives mail (RFC 2606).
 */
export const erasedEmail = (): string => `deleted-${randomUUID()}@deleted.invalid`;

export const DELETION_EMAIL_SUBJECT = 'Your Blood Donation account has been deleted';

/** The confirmation: what was erased and what stays, naming nobody (the outbox keeps no copy once it went out). */
export function deletionEmailText(): string {
  return [
    'Hello,',
    '',
    'Your Blood Donation account has been deleted, as you asked. You can no longer log in with it.',
    '',
    'We erased your name, email address, mobile number, age, gender, blood group and password, your login sessions',
    'and password reset links, your availability to be asked to donate, the asks you had not yet been able to help',
    'with, and your newsletter subscription.',
    '',
    'We keep your donations, blood requests, volunteer sign-ups and messages to us only as anonymous records, with no',
    'name, email, mobile, address, illness, hospital or message text: donations and blood requests keep their blood',
    'group, units, day and city, and the age and gender given on the form. They keep our counts right. No donor is',
    'asked about your open blood requests any more; they close as usual.',
    '',
    'This is the last email we send to this address. Once it has gone out, we keep no copy of it or of the address.',
  ].join('\n');
}
