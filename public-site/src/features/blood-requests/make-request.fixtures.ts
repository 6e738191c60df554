import { screen } from '@testing-library/react';
import { renderApp, storeSession } from '../../testing/test-utils';

/** What the Make Blood Request tests share: a valid form, opening it, its fields and its button. */
export type User = ReturnType<typeof renderApp>['user'];

export const VALID = {
  Name: 'Asha Patel',
  Email: 'asha@example.com',
  'Blood Group': 'AB+',
  Units: '3',
  Mobile: '+91 9876543210',
  Gender: 'Female',
  Age: '34',
  Disease: 'Thalassemia',
  City: 'Pune',
};

export async function openForm() {
  storeSession();
  const view = renderApp('/makeRequest');
  await screen.findByRole('heading', { level: 1, name: 'Make Blood Request' });
  return view;
}

export const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Request' }));
export const field = (label: string) => screen.getByLabelText(label, { exact: true });
