import type { BloodRequest } from '../blood-requests/blood-request.entity';

/** Answers of the ask endpoints, and the emails donors get when asked and thanked. */
export const DONOR_ASK_MESSAGES = {
  notAsked: 'You were not asked about this blood request.',
  notOpen: 'This blood request is no longer open.',
} as const;

/** The page where a donor sees and answers their asks. */
export const MY_ASKS_PATH = '/my-asks';

type AskedAbout = Pick<BloodRequest, 'bloodGroup' | 'city' | 'hospital' | 'neededBy' | 'urgent'>;

export function askEmailSubject(request: AskedAbout): string {
  return `${request.urgent ? 'Urgent: a' : 'A'} patient in ${request.city} needs ${request.bloodGroup} blood`;
}

/** Where, which group and how soon; never the patient's or requester's contact. */
export function askEmailText(request: AskedAbout, donorName: string, publicUrl: string): string {
  const where = request.hospital ? `${request.hospital}, ${request.city}` : request.city;
  const when = request.neededBy ? ` by ${request.neededBy}` : '';
  return [
    `Hello ${donorName},`,
    '',
    `A patient at ${where} needs ${request.bloodGroup} blood${when}${request.urgent ? ', urgently' : ''}. Your blood group suits them.`,
    '',
    "If you can give, answer 'I can help' on your page of asks; if not, 'Not now':",
    `${publicUrl}${MY_ASKS_PATH}`,
    '',
    "Only if you answer 'I can help' do we share your name and mobile number with the person who asked, and theirs with you.",
    'You get this email because you said you are available to give blood in this city; you can turn that off in your profile.',
  ].join('\n');
}

/** The push of an ask: the email's subject and where to answer, nothing more (no hospital, no name). */
export function askPush(request: AskedAbout): { title: string; body: string; url: string } {
  return { title: askEmailSubject(request), body: "Can you give? Answer 'I can help' or 'Not now' on your page of asks.", url: MY_ASKS_PATH };
}

export const THANKS_EMAIL_SUBJECT = 'Thank you for offering to give blood';

export function thanksEmailText(request: AskedAbout, donorName: string): string {
  return [
    `Hello ${donorName},`,
    '',
    `Thank you for offering to help the patient in ${request.city} who needed ${request.bloodGroup} blood. The request is now closed.`,
    'Donors like you make the difference. We will ask you again when someone near you needs your blood group.',
  ].join('\n');
}
