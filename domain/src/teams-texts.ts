/**
 * Teams (issue 24 point 5): the server's messages and the public site's words. A team's name is public by design
 * (the leaderboard and the team page show it); who is in a team is not, unless a member chooses to be shown.
 */
export const TEAM_KINDS = ['workplace', 'college', 'community'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

/** A team name's length, trimmed. */
export const TEAM_NAME_LENGTH = { min: 2, max: 60 } as const;

/** Join codes: letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L), upper case. */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 8;

/** How many teams the public leaderboard lists, best first. */
export const LEADERBOARD_SIZE = 100;

export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required.',
  nameLength: `Team name must be ${TEAM_NAME_LENGTH.min} to ${TEAM_NAME_LENGTH.max} characters.`,
  nameNoLetters: 'Team name must contain letters or digits.',
  kindInvalid: `Kind must be one of: ${TEAM_KINDS.join(', ')}.`,
  joinCodeRequired: 'Join code is required.',
  joinCodeUnknown: 'No team has this join code.',
  shownRequired: 'Shown must be true or false.',
  alreadyMember: 'You are already a member of this team.',
  teamNotFound: 'Team not found.',
  notMember: 'You are not a member of this team.',
  memberNotFound: 'That account is not a member of this team.',
  ownerOnly: 'Only the team’s owner may remove members.',
  removeSelf: 'To leave your own team, use leave.',
  left: 'You left the team.',
  removed: 'Member removed from the team.',
  shownSaved: 'Saved.',
} as const;

export const TEAM_KIND_LABELS: Readonly<Record<TeamKind, string>> = { workplace: 'Workplace', college: 'College', community: 'Community' };

/** The public site's words for teams: the leaderboard, a team's page and the dashboard's card. */
export const TEAM_TEXTS = {
  leaderboardTitle: 'Team leaderboard',
  leaderboardIntro: 'Workplaces, colleges and communities giving blood together this year. Teams only, never people.',
  leaderboardEmpty: 'No teams yet. Start one from your dashboard.',
  rank: 'Rank',
  team: 'Team',
  donationsThisYear: 'Donations this year',
  byMonth: 'Donations by month',
  month: 'Month',
  donations: 'Donations',
  members: 'Members shown',
  membersNone: 'No member has chosen to be shown.',
  membersNote: 'Members are listed only when they choose to show their username.',
  notFound: 'No team has this address.',
  allTeams: 'All teams',
  cardTitle: 'Teams',
  cardIntro: 'Give blood with your workplace, college or community. Your donations count for your teams from the day you join.',
  createTitle: 'Create a team',
  name: 'Team name',
  kind: 'Kind',
  create: 'Create team',
  created: 'Team created. Share its join code.',
  joinTitle: 'Join a team',
  joinCode: 'Join code',
  join: 'Join',
  joined: 'You joined the team.',
  myTeams: 'My teams',
  noTeams: 'You are in no team yet.',
  owner: 'Owner',
  member: 'Member',
  codeToShare: 'Join code to share',
  show: 'Show my username on the team page',
  teamPage: 'Team page',
  leave: 'Leave team',
  leaveConfirm: (name: string) => `Leave ${name}? Your donations stop counting for it.`,
  ownerLeaveNote: 'If you leave, the longest-standing member becomes the owner; a team with no members is removed.',
  remove: (username: string) => `Remove ${username}`,
  removeConfirm: (username: string, team: string) => `Remove ${username} from ${team}?`,
  confirm: 'Yes',
  cancel: 'Cancel',
  manageMembers: 'Members',
  left: 'You left the team.',
  removed: 'Member removed from the team.',
  shownTag: 'shown',
  hiddenTag: 'hidden',
} as const;

/** Month names for the by-month list, January first. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
