import { DONOR_ANSWER_LABELS } from '@blood-donation/domain';

/** The texts of the donor's page of asks (/my-asks). */
export const MY_ASKS_TEXTS = {
  title: 'My Asks',
  intro: 'Blood requests near you that your blood group suits. Tell the requester whether you can help.',
  loading: 'Loading your asks...',
  failed: 'Failed to fetch your asks. Please try again later.',
  empty: 'Nobody has asked you yet. We will email you when a patient near you needs your blood group.',
  urgent: 'Urgent',
  hospital: 'Hospital',
  neededBy: 'Needed by',
  askedOn: 'Asked on',
  status: 'Status',
  yourAnswer: 'Your answer',
  notAnswered: 'Not answered yet',
  yes: DONOR_ANSWER_LABELS.yes,
  no: DONOR_ANSWER_LABELS.no,
  cardTitle: (bloodGroup: string, city: string | null) => `${bloodGroup} blood${city ? ` in ${city}` : ''}`,
  /** The request names its patient and a mobile to call: the person who asked may be someone else. */
  callAbout: (patient: string) => `To help ${patient} (the patient), please call`,
  closed: 'This request is no longer open.',
  thanks: 'Thank you! The requester can now see your name and mobile number.',
  saved: 'Your answer is saved.',
  answerFailed: 'Failed to save your answer. Please try again.',
  notGiven: 'Not given',
} as const;
