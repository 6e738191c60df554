import { screen, waitFor } from '@testing-library/react';
import { PROFILE, serveGets } from '../../testing/serve-gets';
import { jsonResponse, renderApp, storeSession } from '../../testing/test-utils';

/** What the Make Blood Request tests share: a valid form, opening it, its fields and its button. */
export type User = ReturnType<typeof renderApp>['user'];

export const VALID = {
  "Patient's name": 'Asha Patel',
  "Contact email for this request": 'asha@example.com',
  "Patient's blood group": 'AB+',
  "Units needed": '3',
  "Contact mobile for this request": '+91 9876543210',
  "Patient's gender": 'Female',
  "Patient's age": '34',
  "Patient's disease": 'Thalassemia',
  City: 'Pune',
};

/** The one call the form makes as it opens: the account (GET /api/user/me), whose email and mobile it starts with. */
export const FORM_CALLS = 1;

/** Opens the form once it has its start: `profile` is the account GET /api/user/me answers (or how it fails). */
export async function openForm(profile: object | Error = PROFILE) {
  storeSession();
  serveGets({ '/api/user/me': () => (profile instanceof Error || profile instanceof Response ? profile : jsonResponse(200, profile)) });
  const view = renderApp('/makeRequest');
  await screen.findByRole('heading', { level: 1, name: 'Make Blood Request' });
  await screen.findByLabelText("Patient's name", { exact: true });
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(FORM_CALLS));
  return view;
}

export const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Request' }));
export const field = (label: string) => screen.getByLabelText(label, { exact: true });
