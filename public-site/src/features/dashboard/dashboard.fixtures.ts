import { CONSENT_STATEMENTS, type Consents, PRIVACY_TEXT_VERSION } from '@blood-donation/domain';
import { screen } from '@testing-library/react';
import { DONOR_PROFILE } from '../../testing/donor-profile';
import { jsonResponse, answerFetch, renderApp, storeSession } from '../../testing/test-utils';

/** What the dashboard tests share: the consents a server answers. */
const REGISTERED_AT = '2026-11-20T08:00:00.000Z';

const account = { purpose: 'account', statement: CONSENT_STATEMENTS.account, version: PRIVACY_TEXT_VERSION, givenAt: REGISTERED_AT, withdrawnAt: null } as const;

/** A donor who only registered. */
export const ONLY_ACCOUNT: Consents = {
  currentVersion: PRIVACY_TEXT_VERSION,
  purposes: [
    { purpose: 'account', given: true, statement: CONSENT_STATEMENTS.account, givenAt: REGISTERED_AT, version: PRIVACY_TEXT_VERSION, withdrawable: false },
    { purpose: 'matching', given: false, statement: CONSENT_STATEMENTS.matching, givenAt: null, version: null, withdrawable: false },
    { purpose: 'newsletter', given: false, statement: CONSENT_STATEMENTS.newsletter, givenAt: null, version: null, withdrawable: false },
    { purpose: 'eligibility-reminders', given: false, statement: CONSENT_STATEMENTS['eligibility-reminders'], givenAt: null, version: null, withdrawable: false },
    { purpose: 'donation-journey', given: false, statement: CONSENT_STATEMENTS['donation-journey'], givenAt: null, version: null, withdrawable: false },
  ],
  history: [account],
};

/** A donor who is available (given again after withdrawing once) and reads the newsletter. */
export const ALL_GIVEN: Consents = {
  currentVersion: PRIVACY_TEXT_VERSION,
  purposes: [
    ONLY_ACCOUNT.purposes[0],
    { purpose: 'matching', given: true, statement: CONSENT_STATEMENTS.matching, givenAt: '2026-11-24T10:00:00.000Z', version: PRIVACY_TEXT_VERSION, withdrawable: true },
    { purpose: 'newsletter', given: true, statement: CONSENT_STATEMENTS.newsletter, givenAt: null, version: null, withdrawable: true },
    ...ONLY_ACCOUNT.purposes.slice(3),
  ],
  history: [
    { purpose: 'matching', statement: CONSENT_STATEMENTS.matching, version: PRIVACY_TEXT_VERSION, givenAt: '2026-11-24T10:00:00.000Z', withdrawnAt: null },
    { purpose: 'matching', statement: CONSENT_STATEMENTS.matching, version: '2026-01-01', givenAt: '2026-11-21T10:00:00.000Z', withdrawnAt: '2026-11-22T10:00:00.000Z' },
    account,
  ],
};

/** ALL_GIVEN after withdrawing matching. */
export const MATCHING_WITHDRAWN: Consents = {
  ...ALL_GIVEN,
  purposes: ALL_GIVEN.purposes.map((standing) => (standing.purpose === 'matching' ? { ...standing, given: false, givenAt: null, version: null, withdrawable: false } : standing)),
  history: ALL_GIVEN.history.map((record, index) => (index === 0 ? { ...record, withdrawnAt: '2026-11-26T09:00:00.000Z' } : record)),
};

/** The session of this browser, as GET /api/user/sessions lists it. */
export const THIS_SESSION = { id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', device: 'Firefox on Android', lastUsedAt: '2026-11-26T09:00:00.000Z', current: true };

export const ELIGIBLE = { eligible: true, nextEligibleDate: null, ruleSet: 'US', reasons: [] };
export const NOT_AVAILABLE = { available: false, city: '', channel: 'email' };
/** GET /api/user/2fa of an account with neither an authenticator app nor a passkey. */
export const NO_SECOND_FACTOR = { totp: false, recoveryCodesLeft: 0, passkeys: 0 };

interface DashboardAnswers {
  /** GET /api/user/me: the line with the blood group and city. */
  profile?: object;
  /** GET /api/user/appointments: the donor's appointments at drives. */
  appointments?: object[];
  eligibility?: object;
  availability?: object;
  /** GET /api/user/milestones. */
  milestones?: object[];
  /** GET /api/user/volunteering: the sign-ups, or a whole answer. */
  signUps?: object[] | Response;
  consents?: Consents;
  /** GET /api/user/sessions: where the account is logged in. */
  sessions?: object[] | Response;
  /** GET /api/user/push-subscriptions: the devices with notifications on. */
  pushDevices?: object[];
  /** GET /api/user/journey: each donation and where it went. */
  journeys?: object[] | Response;
  /** GET /api/user/teams: the donor's teams. */
  teams?: object[];
  /** GET /api/user/passkeys: the donor's passkeys. */
  passkeys?: object[];
  /** GET /api/user/2fa: the 'Two-factor authentication' card the app adds (app/user-dashboard.tsx). */
  twoFactor?: object;
  roles?: string[];
}

/** How many calls the User Dashboard makes as it opens: what a test's next call is numbered (fetchCall). */
export const DASHBOARD_CALLS = 13;

/** The User Dashboard; it asks in this order for the profile, then its cards for the appointments, the eligibility, the availability, the milestones, the sign-ups, the consents, the sessions, the devices with notifications on, the journeys, the teams, the passkeys, and the two-factor status. */
export async function openDashboard({ profile = DONOR_PROFILE, appointments = [], eligibility = ELIGIBLE, availability = NOT_AVAILABLE, milestones = [], signUps = [], consents = ONLY_ACCOUNT, sessions = [THIS_SESSION], pushDevices = [], journeys = [], teams = [], passkeys = [], twoFactor = NO_SECOND_FACTOR, roles }: DashboardAnswers = {}) {
  storeSession(roles ? { roles } : {});
  const answers = [profile, appointments, eligibility, availability, milestones, signUps, consents, sessions, pushDevices, journeys, teams, passkeys, twoFactor].map((answer) => (answer instanceof Response ? answer : jsonResponse(200, answer)));
  answerFetch(...answers);
  const view = renderApp('/user-dashboard');
  await screen.findByRole('heading', { level: 1, name: 'User Dashboard' });
  return view;
}

/** A Blob's text (jsdom's Blob has no text()). */
export function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
