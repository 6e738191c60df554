import type { EventRecord } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { pageResponse } from '../../testing/list-server';
import { callIndexOf, PROFILE, serveGets } from '../../testing/serve-gets';
import { fillFields, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';

/** What the Donate Blood tests share: the events offered, a valid form, opening it and its controls. */
export type User = ReturnType<typeof renderApp>['user'];

export const LABELS = ['Name', 'Blood Group', 'Units', 'Mobile', 'Gender', 'Age', 'City', 'Date', 'Address', 'Event'];

export const EVENTS: EventRecord[] = [
  { id: 4, name: 'City Drive', location: 'Town Hall', dateTime: '2026-11-20T09:30:00.000Z', organizer: 'Red Drop Society', description: 'Annual drive', drive: null },
  { id: 7, name: 'Campus Camp', location: 'Main Library', dateTime: '2026-12-02T08:00:00.000Z', organizer: 'Student Union', description: '', drive: null },
];

export const VALID = {
  Name: 'Vikram Rao',
  'Blood Group': 'O-',
  Units: '1',
  Mobile: '9876543210',
  Gender: 'Male',
  Age: '29',
  City: 'Pune',
  Date: '2026-11-20',
  Address: '12 Lake Road',
};

/** A donor who may give today. */
export const ELIGIBLE = { eligible: true, nextEligibleDate: null, ruleSet: 'US', reasons: [] };

/** Where the donor said they can donate (GET /api/user/availability): the form's City starts from it. */
export const AVAILABLE_IN_NASHIK = { available: true, city: 'Nashik', channel: 'email' };

/** The four calls the form makes as it opens: the events, the eligibility, the account and the availability. */
export const FORM_CALLS = 4;

interface Known {
  /** GET /api/user/me: the account, or its answer. */
  profile?: object | Error;
  /** GET /api/user/availability. */
  availability?: object | Error;
}

const answerOf = (answer: object | Error) => () => (answer instanceof Error || answer instanceof Response ? answer : jsonResponse(200, answer));

/** Opens the form once its four calls were made (GET /api/events/all gets `events`) and it shows its fields. */
export async function openForm(events: Response | Error = pageResponse(EVENTS), eligibility: object = ELIGIBLE, { profile = PROFILE, availability = AVAILABLE_IN_NASHIK }: Known = {}) {
  storeSession();
  serveGets({
    '/api/events/all': () => events,
    '/api/user/eligibility': answerOf(eligibility),
    '/api/user/me': answerOf(profile),
    '/api/user/availability': answerOf(availability),
  });
  const view = renderApp('/donateBlood');
  await screen.findByRole('heading', { level: 1, name: 'Donate Blood' });
  await screen.findByLabelText('Name', { exact: true });
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(FORM_CALLS));
  return view;
}

/** The index (for fetchCall) of the form's POST /api/add. */
export const donationSent = () => callIndexOf('/api/add', 'POST');

export const field = (label: string) => screen.getByLabelText(label, { exact: true });
export const submitButton = () => screen.getByRole('button', { name: 'Submit Donation' });
export const eventOptions = () => within(field('Event')).getAllByRole('option').map((option) => option.textContent);

export async function fillValid(user: User, overrides: Record<string, string> = {}) {
  await fillFields(user, { ...VALID, ...overrides });
  await user.tab();
}
