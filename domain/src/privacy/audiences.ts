/**
 * Who may see a personal field. The server chooses each answer's schema by these; docs/privacy.md and the privacy
 * page say the same in plain words; the backend's field-audience test checks every endpoint against them.
 */
export const AUDIENCES = ['self', 'matched', 'asked', 'teamOwner', 'moderator', 'admin', 'superAdmin', 'everyone'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Each audience in plain words: a heading, who it is inside a sentence, and what they see or do. */
export const AUDIENCE_WORDS: Record<Audience, { short: string; who: string; about: string }> = {
  self: { short: 'You', who: 'you', about: 'The person the record is about, logged in.' },
  matched: {
    short: 'Matched',
    who: 'the donor or requester you are matched with',
    about:
      'Once a donor says yes to a blood request, its requester sees the donor’s username and mobile number, and the donor sees the patient’s name and the request’s contact mobile number.',
  },
  asked: {
    short: 'Asked donors',
    who: 'donors asked to help',
    about: 'Donors asked to help with a blood request see what is needed and where (blood group, city, hospital, how soon), never who it is for.',
  },
  teamOwner: {
    short: 'Team owners',
    who: 'the owner of a team you are in',
    about: 'The donor who owns a team (made it, or took it over) sees its members’ usernames and the day each joined, to remove one.',
  },
  moderator: { short: 'Moderators', who: 'moderators', about: 'Coordinate blood requests, contact messages and volunteers.' },
  admin: { short: 'Admins', who: 'administrators', about: 'Run the organisation: accounts, donations, blood requests, events, volunteers, contact messages and the team.' },
  superAdmin: { short: 'Super admins', who: 'super administrators', about: 'Administrators who also read the audit log.' },
  everyone: { short: 'Everyone', who: 'everyone', about: 'Anyone visiting the site.' },
};

/** Administrators of either kind. */
export const ADMINS = ['admin', 'superAdmin'] as const satisfies readonly Audience[];
/** Those who coordinate blood requests, contact messages and volunteers. */
export const COORDINATORS = ['moderator', ...ADMINS] as const satisfies readonly Audience[];
