import { DONOR_FORM_MESSAGES as M, STORAGE_KEYS, formatDateTime } from '@blood-donation/domain';
import { act, screen, within } from '@testing-library/react';
import { listCall } from '../../testing/list-server';
import { callIndexOf } from '../../testing/serve-gets';
import { answerFetch, expectToast, fetchCall, fillFields, jsonResponse } from '../../testing/test-utils';
import { donationSent, EVENTS, eventOptions, field, fillValid, FORM_CALLS, LABELS, openForm, submitButton } from './donate-blood.fixtures';

describe('Donate Blood screen', () => {
  it('has a labelled field for every value, the spec options and a decorative image', async () => {
    await openForm();
    expect(document.title).toBe('Donate Blood | Blood Donation');
    for (const label of LABELS) expect(field(label)).toBeInTheDocument();
    expect(field('Units')).toHaveAttribute('type', 'number');
    expect(field('Age')).toHaveAttribute('type', 'number');
    expect(field('Date')).toHaveAttribute('type', 'date');
    const values = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(values('Blood Group')).toEqual(['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    expect(values('Gender')).toEqual(['', 'Male', 'Female', 'Other']);
    const image = document.querySelector('main img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '320');
  });

  it('offers the events from GET /api/events/all, None by default', async () => {
    await openForm();
    expect(await screen.findByRole('option', { name: `City Drive (${formatDateTime(EVENTS[0].dateTime)})` })).toBeInTheDocument();
    // The 100 most recent events, latest first.
    expect(listCall(callIndexOf('/api/events/all'))).toEqual({ path: '/api/events/all', range: [0, 99], sort: ['dateTime', 'DESC'] });
    expect(eventOptions()).toEqual(['None', `City Drive (${formatDateTime(EVENTS[0].dateTime)})`, `Campus Camp (${formatDateTime(EVENTS[1].dateTime)})`]);
    expect(field('Event')).toHaveValue('');
    expect(field('Event')).toHaveAccessibleDescription('Optional: the blood drive you donated at.');
  });

  it.each([
    ['fail', new TypeError('Failed to fetch')],
    ['answer with an error', jsonResponse(500, { statusCode: 500, message: 'Down' })],
  ])('just offers None when the events %s', async (_case, answer) => {
    await openForm(answer);
    await act(async () => undefined);
    expect(eventOptions()).toEqual(['None']);
    // The form works without events: no toast, no message.
    expect(document.querySelector('.toast-body')).toBeNull();
    expect(field('Event')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the button disabled while the form is unchanged and while it is invalid', async () => {
    const { user } = await openForm();
    expect(submitButton()).toBeDisabled();
    await fillValid(user, { Age: '12' });
    expect(field('Age')).toHaveAccessibleDescription(M.ageMin);
    expect(submitButton()).toBeDisabled();
    await fillFields(user, { Age: '29' });
    expect(submitButton()).toBeEnabled();
    await fillFields(user, { City: '' });
    expect(submitButton()).toBeDisabled();
  });

  it('shows a required message under each field once it was left', async () => {
    const { user } = await openForm();
    // Emptied first: the form starts with what the account and the availability know.
    await fillFields(user, { Name: '', 'Blood Group': '', Mobile: '', Gender: '', Age: '', City: '' });
    const required: [string, string][] = [
      ['Name', M.nameRequired],
      ['Blood Group', M.bloodGroupRequired],
      ['Units', M.unitsRequired],
      ['Mobile', M.mobileRequired],
      ['Gender', M.genderRequired],
      ['Age', M.ageRequired],
      ['City', M.cityRequired],
      ['Date', M.dateRequired],
      ['Address', M.addressRequired],
    ];
    for (const [label] of required) {
      await user.click(field(label));
      await user.tab();
    }
    for (const [label, message] of required) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field('Event')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['too long a name', { Name: 'n'.repeat(101) }, 'Name', M.nameMax],
    ['zero units', { Units: '0' }, 'Units', M.unitsPositiveInteger],
    ['too many units', { Units: '21' }, 'Units', M.unitsMax],
    ['an invalid phone number', { Mobile: '98765' }, 'Mobile', M.mobileInvalid],
    ['an age of zero', { Age: '0' }, 'Age', M.agePositive],
    ['an age under 18', { Age: '17' }, 'Age', M.ageMin],
    ['an age over 120', { Age: '130' }, 'Age', M.ageMax],
    ['too long a city', { City: 'c'.repeat(101) }, 'City', M.cityMax],
  ])('shows the message for %s and keeps the button disabled', async (_case, overrides, label, message) => {
    const { user } = await openForm();
    await fillValid(user, overrides);
    expect(screen.getByText(message, { exact: true })).toHaveClass('invalid-feedback');
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(submitButton()).toBeDisabled();
  });

  it('shows the message for too long an address', async () => {
    const { user } = await openForm();
    await fillValid(user, { Address: '' });
    await user.click(field('Address'));
    await user.paste('a'.repeat(2001));
    await user.tab();
    expect(field('Address')).toHaveAccessibleDescription(M.addressMax);
    expect(submitButton()).toBeDisabled();
  });

  it('sends the donation with the chosen event, shows a spinner meanwhile, then toasts, starts again from the known details and offers the history', async () => {
    const { user } = await openForm();
    await screen.findByRole('option', { name: /^City Drive/ });
    await fillValid(user);
    await user.selectOptions(field('Event'), '4');

    let answer: (response: Response) => void = () => undefined;
    answerFetch(new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(submitButton());

    const pending = screen.getByRole('button', { name: 'Submitting donation...' });
    expect(pending).toBeDisabled();
    expect(pending.querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
    expect(within(pending).getByRole('status')).toHaveTextContent('Submitting donation...');
    const { url, init, body } = fetchCall(donationSent());
    expect(url).toBe('/api/add');
    expect(init).toMatchObject({ method: 'POST' });
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}` });
    expect(body).toEqual({
      name: 'Vikram Rao',
      bloodGroup: 'O-',
      units: 1,
      mobile: '9876543210',
      gender: 'Male',
      age: 29,
      city: 'Pune',
      address: '12 Lake Road',
      date: '2026-11-20',
      event: { id: 4 },
    });

    await act(async () => answer(jsonResponse(201, { id: 1 })));
    await expectToast('Donation data added successfully!');
    // The donor's own details again, the rest of this donation emptied.
    const KNOWN: Record<string, string | number> = { Name: 'Donor', 'Blood Group': 'B+', Mobile: '9123456780', Gender: 'Female', Age: 31, City: 'Nashik' };
    for (const label of LABELS) expect(field(label)).toHaveValue(KNOWN[label] ?? (label === 'Units' ? null : ''));
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Donation History' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user-donors');
  });

  it('sends no event when None is chosen', async () => {
    const { user } = await openForm();
    await fillValid(user);
    answerFetch(jsonResponse(201, { id: 2 }));
    await user.click(submitButton());
    await expectToast('Donation data added successfully!');
    expect(fetchCall(donationSent()).body).not.toHaveProperty('event');
  });

  it('without a stored token toasts that the user is not authenticated and sends nothing', async () => {
    const { user } = await openForm();
    await fillValid(user);
    localStorage.removeItem(STORAGE_KEYS.token);
    await user.click(submitButton());
    await expectToast('User is not authenticated. Please login again.');
    // The events, the eligibility, the account and the availability only.
    expect(fetch).toHaveBeenCalledTimes(FORM_CALLS);
    expect(field('Name')).toHaveValue('Vikram Rao');
  });

  it.each([
    ['a server error', () => jsonResponse(500, { statusCode: 500, message: 'Database down' })],
    ['no response', () => new TypeError('Failed to fetch')],
  ])('toasts the failure text on %s and keeps the values', async (_case, failure) => {
    const { user } = await openForm();
    await fillValid(user);
    answerFetch(failure());
    await user.click(submitButton());
    await expectToast('Failed to add donation data. Please try again later.');
    expect(field('Name')).toHaveValue('Vikram Rao');
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's field errors under their fields", async () => {
    const { user } = await openForm();
    await fillValid(user);
    answerFetch(jsonResponse(400, { statusCode: 400, message: 'Validation failed', errors: { date: ['Date cannot be in the future'], event: ['Event not found'] } }));
    await user.click(submitButton());
    await expectToast('Failed to add donation data. Please try again later.');
    expect(field('Date')).toHaveAccessibleDescription('Date cannot be in the future');
    expect(field('Event')).toHaveAccessibleDescription('Event not found Optional: the blood drive you donated at.');
  });
});
