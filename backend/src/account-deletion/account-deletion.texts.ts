import { randomUUID } from 'node:crypto';

/** What an erased account keeps in place of its username: a label, the same for every erased account. */
export const ERASED_USERNAME = 'Deleted account';

/** What an anonymous donation or blood request shows in place of the donor's or patient's name. */
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
    'with, your volunteer sign-ups, your newsletter subscription and the messages you sent us.',
    '',
    'We keep your donations and blood requests only as anonymous records: blood group, units, day and city, and the',
    'age and gender given on the form, with no name, email, mobile, address, illness or hospital. They keep our counts',
    'of blood given and asked for right. Your open blood requests were cancelled.',
    '',
    'This is the last email we send to this address. Once it has gone out, we keep no copy of it or of the address.',
  ].join('\n');
}
