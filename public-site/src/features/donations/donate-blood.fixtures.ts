import type { EventRecord } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { pageResponse } from '../../testing/list-server';
import { answerFetch, fillFields, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';

/** What the Donate Blood tests share: the events offered, a valid form, opening it and its controls. */
export type User = ReturnType<typeof renderApp>['user'];

export const LABELS = ['Name', 'Blood Group', 'Units', 'Mobile', 'Gender', 'Age', 'City', 'Date', 'Address', 'Event'];

export const EVENTS: EventRecord[] = [
  { id: 4, name: 'City Drive', location: 'Town Hall', dateTime: '2026-11-20T09:30:00.000Z', organizer: 'Red Drop Society', description: 'Annual drive' },
  { id: 7, name: 'Campus Camp', location: 'Main Library', dateTime: '2026-12-02T08:00:00.000Z', organizer: 'Student Union', description: '' },
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

/** Opens the form; the first call (GET /api/events/all) gets `events`, the second (GET /api/user/eligibility) `eligibility`. */
export async function openForm(events: Response | Error = pageResponse(EVENTS), eligibility: object = ELIGIBLE) {
  storeSession();
  answerFetch(events, jsonResponse(200, eligibility));
  const view = renderApp('/donateBlood');
  await screen.findByRole('heading', { level: 1, name: 'Donate Blood' });
  return view;
}

export const field = (label: string) => screen.getByLabelText(label, { exact: true });
export const submitButton = () => screen.getByRole('button', { name: 'Submit Donation' });
export const eventOptions = () => within(field('Event')).getAllByRole('option').map((option) => option.textContent);

export async function fillValid(user: User, overrides: Record<string, string> = {}) {
  await fillFields(user, { ...VALID, ...overrides });
  await user.tab();
}
