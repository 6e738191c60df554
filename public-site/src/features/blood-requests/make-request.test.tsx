import { DONOR_FORM_MESSAGES as M, STORAGE_KEYS } from '@blood-donation/domain';
import { act, screen, within } from '@testing-library/react';
import { answerFetch, expectToast, fetchCall, fillFields, jsonResponse } from '../../testing/test-utils';
import { field, openForm, submit, VALID } from './make-request.fixtures';

const LABELS = ['Name', 'Email', 'Blood Group', 'Units', 'Mobile', 'Gender', 'Age', 'Disease'];

describe('Make Blood Request screen', () => {
  it('has a labelled field for every value, the spec options, an optional disease and a decorative image', async () => {
    await openForm();
    expect(document.title).toBe('Make Blood Request | Blood Donation');
    for (const label of LABELS) expect(field(label)).toBeInTheDocument();
    expect(field('Units')).toHaveAttribute('type', 'number');
    expect(field('Age')).toHaveAttribute('type', 'number');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Disease')).toHaveValue('');
    expect(field('Disease')).toHaveAccessibleDescription('Optional: a condition the patient has.');
    const options = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options('Blood Group')).toEqual(['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    expect(options('Gender')).toEqual(['', 'Male', 'Female', 'Other']);
    const image = document.querySelector('main img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '320');
  });

  it('shows every required message under its field on submit, focuses the first and sends nothing', async () => {
    const { user } = await openForm();
    await submit(user);
    const required: [string, string][] = [
      ['Name', M.nameRequired],
      ['Email', M.emailRequired],
      ['Blood Group', M.bloodGroupRequired],
      ['Units', M.unitsRequired],
      ['Mobile', M.mobileRequired],
      ['Gender', M.genderRequired],
      ['Age', M.ageRequired],
      ['City', M.cityRequired],
    ];
    for (const [label, message] of required) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field('Disease')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['too long a name', { Name: 'n'.repeat(101) }, 'Name', M.nameMax],
    ['an invalid email', { Email: 'not-an-email' }, 'Email', M.emailInvalid],
    ['zero units', { Units: '0' }, 'Units', M.unitsPositiveInteger],
    ['fractional units', { Units: '1.5' }, 'Units', M.unitsPositiveInteger],
    ['too many units', { Units: '21' }, 'Units', M.unitsMax],
    ['an invalid phone number', { Mobile: '12345' }, 'Mobile', M.mobileInvalid],
    ['an age of zero', { Age: '0' }, 'Age', M.agePositive],
    ['an age under 18', { Age: '16' }, 'Age', M.ageMin],
    ['an age over 120', { Age: '121' }, 'Age', M.ageMax],
    ['too long a disease', { Disease: 'd'.repeat(101) }, 'Disease', M.diseaseMax],
  ])('shows the message for %s', async (_case, overrides, label, message) => {
    const { user } = await openForm();
    await fillFields(user, { ...VALID, ...overrides });
    await submit(user);
    expect(screen.getByText(message, { exact: true })).toHaveClass('invalid-feedback');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(label)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('validates a field once it was left, then on every change', async () => {
    const { user } = await openForm();
    await user.type(field('Email'), 'asha');
    expect(screen.queryByText(M.emailInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(field('Email')).toHaveAccessibleDescription(M.emailInvalid);
    await user.clear(field('Email'));
    expect(field('Email')).toHaveAccessibleDescription(M.emailRequired);
    await user.type(field('Email'), 'asha@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    // Fields not visited yet stay quiet.
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
  });

  it('sends the request with numbers and status false, shows a spinner meanwhile, then toasts and resets the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerFetch(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openForm();
    await fillFields(user, VALID);
    await submit(user);

    const pending = screen.getByRole('button', { name: 'Submitting request...' });
    expect(pending).toBeDisabled();
    expect(pending.querySelector('.spinner-border')).toBeInTheDocument();
    const { url, init, body } = fetchCall();
    expect(url).toBe('/api/blood-requests');
    expect(init).toMatchObject({ method: 'POST' });
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}` });
    expect(body).toEqual({
      name: 'Asha Patel',
      email: 'asha@example.com',
      bloodGroup: 'AB+',
      units: 3,
      mobile: '+91 9876543210',
      gender: 'Female',
      age: 34,
      disease: 'Thalassemia',
      status: false,
      city: 'Pune',
      urgent: false,
    });

    await act(async () => answer(jsonResponse(201, { id: 1, status: 'Pending' })));
    await expectToast('Blood request added successfully!');
    for (const label of LABELS) expect(field(label)).toHaveValue(label === 'Units' || label === 'Age' ? null : '');
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('sends an empty disease when none is given', async () => {
    answerFetch(jsonResponse(201, { id: 2 }));
    const { user } = await openForm();
    await fillFields(user, { ...VALID, Disease: '' });
    await submit(user);
    await expectToast('Blood request added successfully!');
    expect(fetchCall().body).toMatchObject({ disease: '' });
  });

  it('without a stored token toasts that the user is not authenticated and sends nothing', async () => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    localStorage.removeItem(STORAGE_KEYS.token);
    await submit(user);
    await expectToast('User is not authenticated. Please login again.');
    expect(fetch).not.toHaveBeenCalled();
    expect(field('Name')).toHaveValue('Asha Patel');
  });

  it.each([
    ['a server error', () => jsonResponse(500, { statusCode: 500, message: 'Database down' })],
    ['no response', () => new TypeError('Failed to fetch')],
  ])('toasts the failure text on %s and keeps the values', async (_case, failure) => {
    answerFetch(failure());
    const { user } = await openForm();
    await fillFields(user, VALID);
    await submit(user);
    await expectToast('Failed to add blood request. Please try again later.');
    expect(field('Name')).toHaveValue('Asha Patel');
  });

  it("shows the server's field errors under their fields, until the field changes", async () => {
    answerFetch(
      jsonResponse(400, {
        statusCode: 400,
        message: 'Validation failed',
        errorCode: 'VALIDATION_ERROR',
        errors: { mobile: ['Mobile number is not reachable'], status: ['Not a form field'] },
      }),
    );
    const { user } = await openForm();
    await fillFields(user, VALID);
    await submit(user);
    await expectToast('Failed to add blood request. Please try again later.');
    expect(field('Mobile')).toHaveAccessibleDescription('Mobile number is not reachable');
    await user.type(field('Mobile'), '1');
    expect(field('Mobile')).toHaveAccessibleDescription(M.mobileInvalid);
    await user.clear(field('Mobile'));
    await user.type(field('Mobile'), '9876543210');
    expect(field('Mobile')).not.toHaveAttribute('aria-invalid');
  });
});
