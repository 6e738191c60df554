/**
 * What the gift did (issue 24 point 4): the words of a donation's journey (the API's refusals, the kind reasons the
 * donor reads, the emails) and of the fulfilled-request thank-you. Nothing here, nor anywhere in a journey, is about
 * the patient: a journey names a hospital on the organisation's list, a day, and one of the kind reasons below.
 */
import { formatDayMonth } from './time/email-days';

/** What became of a donation's units. */
export const JOURNEY_STATUSES = ['issued', 'research', 'discarded'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

/**
 * Why a donation went to research or was not used, from a short list (never free text: nothing typed about a
 * patient, or anything unkind, can reach a donor by accident). Each belongs to one status.
 */
export const JOURNEY_REASONS = ['research', 'quality-testing', 'expired', 'screening', 'handling', 'not-needed'] as const;
export type JourneyReason = (typeof JOURNEY_REASONS)[number];

/** The reasons each status may take ('issued' takes none: it names a hospital). */
export const JOURNEY_REASONS_BY_STATUS: Readonly<Record<Exclude<JourneyStatus, 'issued'>, readonly JourneyReason[]>> = {
  research: ['research', 'quality-testing'],
  discarded: ['expired', 'screening', 'handling', 'not-needed'],
};

/** How staff choose each reason (admin panel). */
export const JOURNEY_REASON_LABELS: Readonly<Record<JourneyReason, string>> = {
  research: 'Used in research',
  'quality-testing': 'Used in quality testing',
  expired: 'Expired before it was needed',
  screening: 'Not passed by routine screening',
  handling: 'Damaged in handling or storage',
  'not-needed': 'Not needed (other)',
};

/** What the donor reads for each reason: kind, true, and never about anyone but the donation itself. */
export const JOURNEY_REASON_TEXTS: Readonly<Record<JourneyReason, string>> = {
  research: 'It went to research that makes blood transfusion safer for future patients. Thank you for giving it.',
  'quality-testing': 'It was used in the quality testing that keeps every unit we issue safe. Thank you for giving it.',
  expired:
    'Blood keeps only a few weeks, and yours was not needed before it expired: that happens when stocks are healthy, and it is thanks to donors like you that they are.',
  screening:
    'Routine screening meant it could not be given to a patient. This is about the unit and does not by itself say anything about your health; if there were anything you needed to know, we would contact you directly.',
  handling: 'It was damaged in handling or storage and could not be used. We are sorry: that was not your doing, and your gift still counts.',
  'not-needed': 'It could not be given to a patient this time. Thank you: every donation helps us keep enough blood ready.',
};

/** How each status reads on the donor's dashboard, and in the admin panel. */
export const JOURNEY_STATUS_LABELS: Readonly<Record<JourneyStatus, string>> = {
  issued: 'Sent to a hospital',
  research: 'Used in research',
  discarded: 'Not used',
};

/** The refusals of PUT /api/admin/donations/{id}/journey and /api/admin/hospitals. */
export const JOURNEY_MESSAGES = {
  statusInvalid: `Status must be one of: ${JOURNEY_STATUSES.join(', ')}.`,
  hospitalRequired: 'Choose the hospital the donation was sent to.',
  hospitalNotForStatus: 'Only a donation sent to a hospital names one.',
  hospitalNotListed: (name: string) => `${name} is not on the organisation's list of hospitals; add it there first.`,
  dateInvalid: 'Date must be a day written YYYY-MM-DD.',
  dateBeforeDonation: (day: string) => `The date cannot be before the donation (${day}).`,
  dateInFuture: 'The date cannot be in the future.',
  reasonRequired: 'Choose the reason the donor is told.',
  reasonInvalid: (reasons: readonly string[]) => `Reason must be one of: ${reasons.join(', ')}.`,
  reasonNotForIssued: 'A donation sent to a hospital takes no reason.',
  donationNotFound: 'Donation not found.',
  noJourneyYet: 'No journey is recorded for this donation yet.',
  notAssigned: 'Only staff of the drive the donation was given at, or an admin, may record its journey.',
  hospitalNameRequired: 'Name is required.',
  hospitalCityRequired: 'City is required.',
  hospitalTooLong: (max: number) => `At most ${max} characters.`,
  hospitalExists: (name: string) => `${name} is on the list already.`,
} as const;

/** The notice a donor gets (email now; a push message too once it is built): subject and text. */
export interface JourneyNotice {
  subject: string;
  text: string;
}

/** Where the donor sees their donations' journeys. */
export const JOURNEY_PAGE_PATH = '/user-dashboard';

/**
 * What the donor is told about a journey: 'Your donation of 12 March was sent to City Hospital on 20 March' for an
 * issued one; a kind line and the reason's text otherwise. Days are YYYY-MM-DD in SITE_TIME_ZONE.
 */
export function journeySentence(status: JourneyStatus, donationDate: string, date: string, hospital: string | null): string {
  const given = formatDayMonth(donationDate);
  if (status === 'issued') return `Your donation of ${given} was sent to ${hospital ?? 'a hospital'} on ${formatDayMonth(date)}`;
  if (status === 'research') return `Your donation of ${given} went to research on ${formatDayMonth(date)}`;
  return `Your donation of ${given} could not be given to a patient`;
}

/** What the donor reads about a journey (dashboard, the PUT's answer): the sentence, and the kind reason when not issued. */
export function journeyText(status: JourneyStatus, donationDate: string, date: string, hospital: string | null, reason: JourneyReason | null): string {
  const sentence = journeySentence(status, donationDate, date, hospital);
  return status === 'issued' ? sentence : `${sentence}. ${JOURNEY_REASON_TEXTS[reason ?? 'not-needed']}`;
}

export function journeyNotice(
  { status, donationDate, date, hospital, reason }: { status: JourneyStatus; donationDate: string; date: string; hospital: string | null; reason: JourneyReason | null },
  donorName: string,
  publicUrl: string,
): JourneyNotice {
  const sentence = journeySentence(status, donationDate, date, hospital);
  const body =
    status === 'issued'
      ? ['It is helping a patient there. Thank you for giving blood.']
      : [reason ? JOURNEY_REASON_TEXTS[reason] : JOURNEY_REASON_TEXTS['not-needed']];
  return {
    subject: status === 'issued' ? sentence : 'What became of your donation',
    text: [
      `Hello ${donorName},`,
      '',
      `${sentence}.`,
      ...body,
      '',
      `See all your donations and where they went: ${publicUrl}${JOURNEY_PAGE_PATH}`,
      '',
      'You get this email because you asked to hear what became of your donations; you can turn that off on your dashboard.',
    ].join('\n'),
  };
}

/** The thank-you to each donor who said yes to a blood request, once it is Fulfilled (exactly this subject). */
export const FULFILLED_THANKS_SUBJECT = 'The request you answered has been fulfilled — thank you';

export function fulfilledThanksText(donorName: string, city: string | null, bloodGroup: string): string {
  const patient = city ? `the patient in ${city}` : 'the patient';
  return [
    `Hello ${donorName},`,
    '',
    `The request you answered has been fulfilled — thank you. You offered to help ${patient} who needed ${bloodGroup} blood, and the request is now met.`,
    'Donors like you make the difference. We will ask you again when someone near you needs your blood group.',
  ].join('\n');
}

/** The donor's dashboard: 'Your donations' and where each went. */
export const JOURNEY_SCREEN_TEXTS = {
  title: 'Your donations',
  intro: 'Where each of your donations went, once the blood service tells us. Nothing about the patient is ever kept or shown.',
  none: 'No donations recorded yet.',
  notKnownYet: 'Not known yet: we will show it here once the blood service tells us.',
  given: (day: string) => `Given ${day}`,
  loadError: 'Your donations could not be loaded.',
} as const;

/** The admin panel's words: the hospitals list, and recording a donation's journey. */
export const JOURNEY_ADMIN_TEXTS = {
  hospitalsTitle: 'Hospitals',
  hospitalsIntro: 'The hospitals the organisation sends blood to. A donation’s journey names one of them.',
  addHospital: 'Add hospital',
  hospitalAdded: 'Hospital added',
  hospitalsEmpty: 'No hospitals yet.',
  hospitalsLoadError: 'Failed to fetch the hospitals. Please try again later.',
  name: 'Name',
  city: 'City',
  recordJourney: 'Record journey',
  recordJourneyNamed: (name: string) => `Record the journey of ${name}'s donation`,
  journeyTitle: 'What became of this donation',
  status: 'What became of it',
  hospital: 'Hospital',
  date: 'Day',
  reason: 'Reason the donor is told',
  noHospitals: 'Add the hospital to the Hospitals list first.',
  next: 'Next',
  cancel: 'Cancel',
  confirmTitle: 'Record this journey?',
  confirm: 'Record',
  confirmText: (sentence: string) => `The donor will read: “${sentence}.” They are emailed once per status, if they asked to hear.`,
  recorded: 'Journey recorded',
  recordFailed: 'The journey could not be recorded.',
} as const;
