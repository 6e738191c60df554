import { DONOR_FORM_MESSAGES as M, STORAGE_KEYS } from '@blood-donation/domain';
import { act, screen, within } from '@testing-library/react';
import { answerFetch, expectToast, fetchCall, fillFields, jsonResponse } from '../../testing/test-utils';
import { field, FORM_CALLS, openForm, submit, VALID } from './make-request.fixtures';

const LABELS = ["Patient's name", "Contact email for this request", "Patient's blood group", "Units needed", "Contact mobile for this request", "Patient's gender", "Patient's age", "Patient's disease"];

describe('Make Blood Request screen', () => {
  it('has a labelled field for every value, the spec options, an optional disease and a decorative image', async () => {
    await openForm();
    expect(document.title).toBe('Make Blood Request | Blood Donation');
    for (const label of LABELS) expect(field(label)).toBeInTheDocument();
    expect(field("Units needed")).toHaveAttribute('type', 'number');
    expect(field("Patient's age")).toHaveAttribute('type', 'number');
    expect(field("Contact email for this request")).toHaveAttribute('type', 'email');
    expect(field("Patient's disease")).toHaveValue('');
    expect(field("Patient's disease")).toHaveAccessibleDescription('Optional: a condition the patient has.');
    const options = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options("Patient's blood group")).toEqual(['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    expect(options("Patient's gender")).toEqual(['', 'Male', 'Female', 'Other']);
    const image = document.querySelector('main img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '320');
  });

  it('shows every required message under its field on submit, focuses the first and sends nothing', async () => {
    // An account that cannot be read: the form starts empty.
    const { user } = await openForm(new TypeError('Failed to fetch'));
    await submit(user);
    const required: [string, string][] = [
      ["Patient's name", M.nameRequired],
      ["Contact email for this request", M.emailRequired],
      ["Patient's blood group", M.bloodGroupRequired],
      ["Units needed", M.unitsRequired],
      ["Contact mobile for this request", M.mobileRequired],
      ["Patient's gender", M.genderRequired],
      ["Patient's age", M.ageRequired],
      ['City', M.cityRequired],
    ];
    for (const [label, message] of required) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field("Patient's disease")).not.toHaveAttribute('aria-invalid');
    expect(field("Patient's name")).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(FORM_CALLS);
  });

  it.each([
    ['too long a name', { "Patient's name": 'n'.repeat(101) }, "Patient's name", M.nameMax],
    ['an invalid email', { "Contact email for this request": 'not-an-email' }, "Contact email for this request", M.emailInvalid],
    ['zero units', { "Units needed": '0' }, "Units needed", M.unitsPositiveInteger],
    ['fractional units', { "Units needed": '1.5' }, "Units needed", M.unitsPositiveInteger],
    ['too many units', { "Units needed": '21' }, "Units needed", M.unitsMax],
    ['an invalid phone number', { "Contact mobile for this request": '12345' }, "Contact mobile for this request", M.mobileInvalid],
    ['an age of zero', { "Patient's age": '0' }, "Patient's age", M.agePositive],
    ['an age under 18', { "Patient's age": '16' }, "Patient's age", M.ageMin],
    ['an age over 120', { "Patient's age": '121' }, "Patient's age", M.ageMax],
    ['too long a disease', { "Patient's disease": 'd'.repeat(101) }, "Patient's disease", M.diseaseMax],
  ])('shows the message for %s', async (_case, overrides, label, message) => {
    const { user } = await openForm();
    await fillFields(user, { ...VALID, ...overrides });
    await submit(user);
    expect(screen.getByText(message, { exact: true })).toHaveClass('invalid-feedback');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(label)).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(FORM_CALLS);
  });

  it('validates a field once it was left, then on every change', async () => {
    const { user } = await openForm();
    await user.clear(field("Contact email for this request"));
    await user.type(field("Contact email for this request"), 'asha');
    expect(screen.queryByText(M.emailInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(field("Contact email for this request")).toHaveAccessibleDescription(M.emailInvalid);
    await user.clear(field("Contact email for this request"));
    expect(field("Contact email for this request")).toHaveAccessibleDescription(M.emailRequired);
    await user.type(field("Contact email for this request"), 'asha@example.com');
    expect(field("Contact email for this request")).not.toHaveAttribute('aria-invalid');
    // Fields not visited yet stay quiet.
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
  });

  it('sends the request with numbers and status false, shows a spinner meanwhile, then toasts and starts again from the contact details', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = await openForm();
    answerFetch(new Promise<Response>((resolve) => (answer = resolve)));
    await fillFields(user, VALID);
    await submit(user);

    const pending = screen.getByRole('button', { name: 'Submitting request...' });
    expect(pending).toBeDisabled();
    expect(pending.querySelector('.spinner-border')).toBeInTheDocument();
    const { url, init, body } = fetchCall(FORM_CALLS);
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
    // The requester's own email and mobile again as the contact; the patient's fields emptied.
    const KNOWN: Record<string, string> = { 'Contact email for this request': 'donor@example.com', 'Contact mobile for this request': '9123456780' };
    for (const label of LABELS) expect(field(label)).toHaveValue(KNOWN[label] ?? (label === 'Units needed' || label === "Patient's age" ? null : ''));
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('sends an empty disease when none is given', async () => {
    const { user } = await openForm();
    answerFetch(jsonResponse(201, { id: 2 }));
    await fillFields(user, { ...VALID, "Patient's disease": '' });
    await submit(user);
    await expectToast('Blood request added successfully!');
    expect(fetchCall(FORM_CALLS).body).toMatchObject({ disease: '' });
  });

  it('without a stored token toasts that the user is not authenticated and sends nothing', async () => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    localStorage.removeItem(STORAGE_KEYS.token);
    await submit(user);
    await expectToast('User is not authenticated. Please login again.');
    expect(fetch).toHaveBeenCalledTimes(FORM_CALLS);
    expect(field("Patient's name")).toHaveValue('Asha Patel');
  });

  it.each([
    ['a server error', () => jsonResponse(500, { statusCode: 500, message: 'Database down' })],
    ['no response', () => new TypeError('Failed to fetch')],
  ])('toasts the failure text on %s and keeps the values', async (_case, failure) => {
    const { user } = await openForm();
    answerFetch(failure());
    await fillFields(user, VALID);
    await submit(user);
    await expectToast('Failed to add blood request. Please try again later.');
    expect(field("Patient's name")).toHaveValue('Asha Patel');
  });

  it("shows the server's field errors under their fields, until the field changes", async () => {
    const { user } = await openForm();
    answerFetch(
      jsonResponse(400, {
        statusCode: 400,
        message: 'Validation failed',
        errorCode: 'VALIDATION_ERROR',
        errors: { mobile: ['Mobile number is not reachable'], status: ['Not a form field'] },
      }),
    );
    await fillFields(user, VALID);
    await submit(user);
    await expectToast('Failed to add blood request. Please try again later.');
    expect(field("Contact mobile for this request")).toHaveAccessibleDescription('Mobile number is not reachable');
    await user.type(field("Contact mobile for this request"), '1');
    expect(field("Contact mobile for this request")).toHaveAccessibleDescription(M.mobileInvalid);
    await user.clear(field("Contact mobile for this request"));
    await user.type(field("Contact mobile for this request"), '9876543210');
    expect(field("Contact mobile for this request")).not.toHaveAttribute('aria-invalid');
  });
});
