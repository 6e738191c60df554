import { CONSENT_STATEMENTS, PRIVACY_TEXT_VERSION, REGISTRATION_EDGE_VALUES, REGISTRATION_MESSAGES as M } from '@blood-donation/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { answerFetch, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  return view;
}

async function fillValid(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Username: 'New Donor',
    Email: 'new.donor@example.com',
    Age: '25',
    'Mobile Number': '9876543210',
    Password: 'donor-pass-1',
    'Confirm Password': 'donor-pass-1',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.selectOptions(screen.getByLabelText('Blood Group'), 'AB-');
  await user.selectOptions(screen.getByLabelText('Gender'), 'other');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

async function expectToast(text: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(within(screen.getByRole('alert')).getByText(text, { exact: true })).toBeInTheDocument();
}

describe('Register screen', () => {
  it('has a labelled field for every registration value and the spec options', async () => {
    await openRegister();
    expect(document.title).toBe('Create Account | Blood Donation');
    for (const label of ['Username', 'Email', 'Age', 'Blood Group', 'Gender', 'Mobile Number', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label, { exact: true })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Age')).toHaveAttribute('type', 'number');
    const bloodGroups = within(screen.getByLabelText('Blood Group')).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(bloodGroups).toEqual(['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    const genders = within(screen.getByLabelText('Gender')).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(genders).toEqual(['', 'male', 'female', 'other']);
  });

  it('says what registering agrees to, with the privacy text and its version, beside the Register button', async () => {
    await openRegister();
    const statement = `By registering you agree to this: ${CONSENT_STATEMENTS.account} Privacy Policy (version ${PRIVACY_TEXT_VERSION}).`;
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAccessibleDescription(statement);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows every required message under its field at once on submit, and sends nothing', async () => {
    const { user } = await openRegister();
    await submit(user);
    const required = [
      ['Username', M.usernameRequired],
      ['Email', M.emailRequired],
      ['Age', M.ageRequired],
      ['Blood Group', M.bloodGroupRequired],
      ['Gender', M.genderRequired],
      ['Mobile Number', M.mobileRequired],
      ['Password', M.passwordRequired],
      ['Confirm Password', M.confirmPasswordRequired],
    ];
    for (const [label, message] of required) {
      const field = screen.getByLabelText(label, { exact: true });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['too short a username', { Username: 'ab' }, M.usernameMin],
    ['too long a username', { Username: 'a'.repeat(51) }, M.usernameMax],
    ['an invalid email', { Email: 'not-an-email' }, M.emailInvalid],
    ['an age under 18', { Age: '17' }, M.ageMin],
    ['an age over 120', { Age: '121' }, M.ageMax],
    ['a fractional age', { Age: '18.5' }, M.ageWhole],
    ['a mobile without 10 digits', { 'Mobile Number': '12345' }, M.mobileDigits],
    ['too short a password', { Password: 'abc', 'Confirm Password': 'abc' }, M.passwordMin],
    ['too long a password', { Password: 'p'.repeat(73), 'Confirm Password': 'p'.repeat(73) }, M.passwordMax],
    ['different passwords', { 'Confirm Password': 'something-else' }, M.passwordsMatch],
  ])('shows the message for %s', async (_case, overrides, message) => {
    const { user } = await openRegister();
    await fillValid(user, overrides);
    await submit(user);
    expect(screen.getByText(message, { exact: true })).toHaveClass('invalid-feedback');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('updates the messages as the user corrects the fields after a submit', async () => {
    const { user } = await openRegister();
    await submit(user);
    await user.type(screen.getByLabelText('Username'), 'Ann');
    expect(screen.queryByText(M.usernameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
  });

  it("disables the button and shows 'Registering...' while pending, then toasts and goes to /login", async () => {
    let answer: (response: Response) => void = () => undefined;
    answerFetch(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openRegister();
    await fillValid(user);
    await submit(user);

    const pending = screen.getByRole('button', { name: 'Registering...' });
    expect(pending).toBeDisabled();
    const { url, init, body } = fetchCall();
    expect(url).toBe('/api/user/register');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(body).toEqual({
      username: 'New Donor',
      email: 'new.donor@example.com',
      age: 25,
      bloodGroup: 'AB-',
      gender: 'other',
      mobile: '9876543210',
      password: 'donor-pass-1',
      confirmPassword: 'donor-pass-1',
      bloodgroup: 'AB-',
    });

    await act(async () => answer(jsonResponse(200, { message: 'ok', email: 'new.donor@example.com', username: 'New Donor' })));
    await expectToast('Registration Successful');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it.each([
    ['a non-200 success with an error field', () => jsonResponse(201, { error: 'Mail server down' }), 'Registration failed: Mail server down'],
    ['a non-200 success without an error field', () => jsonResponse(202, { message: 'queued' }), 'Registration failed: Unknown error'],
    ['a server error with a message', () => jsonResponse(409, { statusCode: 409, message: 'Email is already registered' }), 'Email is already registered'],
    ['a server error without a message', () => jsonResponse(500), 'Registration failed. Please try again later.'],
    ['no response', () => new TypeError('Failed to fetch'), 'No response received from server. Please try again later.'],
    ['any other failure', () => new Error('Something odd'), 'An error occurred. Please try again later.'],
  ])('toasts the error for %s and stays', async (_case, answer, text) => {
    answerFetch(answer());
    const { user } = await openRegister();
    await fillValid(user);
    await submit(user);
    await expectToast(text);
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows the field errors a 400 answer carries under their fields', async () => {
    answerFetch(
      jsonResponse(400, {
        statusCode: 400,
        message: 'Validation failed',
        errors: { email: ['Email is already registered'], bloodgroup: ['Blood group is not accepted'] },
      }),
    );
    const { user } = await openRegister();
    await fillValid(user);
    await submit(user);
    await expectToast('Validation failed');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is already registered');
    expect(screen.getByLabelText('Blood Group')).toHaveAccessibleDescription('Blood group is not accepted');
  });
});

/** The form gives, for each value at the edge of a registration rule, what the schema and the API give (domain's list). */
describe('Register screen at the edges of the rules', () => {
  const LABELS = { age: 'Age', mobile: 'Mobile Number', password: 'Password' } as const;

  it.each(REGISTRATION_EDGE_VALUES.map((edge) => [edge.field, String(edge.value).slice(0, 20), edge] as const))('%s %s', async (_field, _value, edge) => {
    answerFetch(jsonResponse(200, { message: 'ok', email: 'new.donor@example.com', username: 'New Donor' }));
    const { user } = await openRegister();
    const typed = String(edge.value);
    await fillValid(user, edge.field === 'password' ? { Password: typed, 'Confirm Password': typed } : { [LABELS[edge.field]]: typed });
    await submit(user);
    if (edge.message === null) {
      // Accepted: the form sends it (and then leaves for /login).
      await waitFor(() => expect(fetch).toHaveBeenCalled());
    } else {
      const field = screen.getByLabelText(LABELS[edge.field], { exact: true });
      await waitFor(() => expect(field).toHaveAccessibleDescription(edge.message));
      expect(fetch).not.toHaveBeenCalled();
    }
  });
});
