import { STORAGE_KEYS, VOLUNTEER_MESSAGES as M, type EventRecord } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { listCall, pageResponse } from '../../testing/list-server';
import { answerFetch, expectToast, fetchCall, fillFields, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { VOLUNTEER_TEXTS as T } from './texts';

type User = ReturnType<typeof renderApp>['user'];

const EVENTS: EventRecord[] = [{ id: 4, name: 'City Drive', location: 'Town Hall', dateTime: '2026-11-20T09:30:00.000Z', organizer: 'Red Drop', description: '', drive: null }];

const VALID = {
  'First Name': 'Meera',
  'Last Name': 'Iyer',
  'Date of Birth': '1995-04-12',
  Gender: 'Female',
  Phone: '9876543210',
  Email: 'meera@example.com',
  Address: '12 Lake Road',
  City: 'Pune',
  State: 'MH',
  'Zip Code': '411001',
  Message: 'Happy to help at registration.',
};

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

async function openForm(events: Response | Error = pageResponse(EVENTS)) {
  storeSession();
  answerFetch(events);
  const view = renderApp('/get-involved');
  await screen.findByRole('heading', { level: 1, name: 'Volunteer Form' });
  return view;
}

describe('Volunteer form', () => {
  it('has labelled fields, the gender options and the events (loaded with the token)', async () => {
    await openForm();
    expect(document.title).toBe('Volunteer Form | Blood Donation');
    for (const label of [...Object.keys(VALID), 'Event']) expect(field(label)).toBeInTheDocument();
    expect(field('Date of Birth')).toHaveAttribute('type', 'date');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(within(field('Gender')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'Male', 'Female', 'Other']);
    await screen.findByRole('option', { name: /^City Drive/ });
    expect(within(field('Event')).getAllByRole('option')[0]).toHaveTextContent('No event');
    // One page of the upcoming events, soonest first.
    expect(listCall(0)).toEqual({ path: '/api/events/all', range: [0, 99], sort: ['dateTime', 'ASC'], filter: { upcoming: true } });
    expect((fetchCall(0).init.headers as Record<string, string>).Authorization).toBe(`Bearer ${localStorage.getItem(STORAGE_KEYS.token)}`);
  });

  it('shows the events load failure text', async () => {
    await openForm(jsonResponse(500, { message: 'Down' }));
    expect(await screen.findByText(T.eventsFailed)).toBeInTheDocument();
  });

  it('shows the events load failure text when the answer is not a list', async () => {
    await openForm(jsonResponse(200, { events: EVENTS }));
    expect(await screen.findByText(T.eventsFailed)).toBeInTheDocument();
  });

  it('shows every required message on submit and sends nothing', async () => {
    const { user } = await openForm();
    await screen.findByRole('option', { name: /^City Drive/ });
    await submit(user);
    for (const message of [M.firstNameRequired, M.lastNameRequired, M.dobRequired, M.genderRequired, M.phoneRequired, M.addressRequired, M.cityRequired, M.stateRequired, M.zipCodeRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(M.messageRequired)).toBeInTheDocument();
    expect(field('First Name')).toHaveFocus();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the format messages', async () => {
    const { user } = await openForm();
    await fillFields(user, { 'Date of Birth': '2999-01-01', Phone: '12', Email: 'nope', 'Zip Code': '!', 'First Name': 'x'.repeat(101) });
    await user.tab();
    for (const message of [M.dobInvalid, M.phoneInvalid, M.emailInvalid, M.zipCodeInvalid, M.tooLong]) expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(field('Address'));
    await user.paste('a'.repeat(2001));
    await user.tab();
    expect(screen.getByText(M.longTooLong)).toBeInTheDocument();
  });

  it('without a stored token says No token found and sends nothing', async () => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    localStorage.removeItem(STORAGE_KEYS.token);
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(T.noToken);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the fields and the event as { id }, toasts and resets the form', async () => {
    const { user } = await openForm();
    await screen.findByRole('option', { name: /^City Drive/ });
    await fillFields(user, { ...VALID, Event: '4' });
    answerFetch(jsonResponse(201, { id: 9 }));
    await submit(user);
    await expectToast(T.success);
    const { url, init, body } = fetchCall(1);
    expect(url).toBe('/api/volunteers/register');
    expect(init.method).toBe('POST');
    expect(body).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      dob: '1995-04-12',
      gender: 'Female',
      phone: '9876543210',
      email: 'meera@example.com',
      address: '12 Lake Road',
      city: 'Pune',
      state: 'MH',
      zipCode: '411001',
      message: 'Happy to help at registration.',
      event: { id: 4 },
    });
    for (const label of [...Object.keys(VALID), 'Event']) expect(field(label)).toHaveValue('');
  });

  it('over the rate limit shows the server\'s wait in the toast', async () => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    answerFetch(jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again in 42 seconds.' }));
    await submit(user);
    await expectToast('Too many requests. Please try again in 42 seconds.');
  });

  it('leaves the event out when none is chosen', async () => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    answerFetch(jsonResponse(201, { id: 9 }));
    await submit(user);
    await expectToast(T.success);
    expect(fetchCall(1).body).not.toHaveProperty('event');
  });

  it('a VALIDATION_ERROR shows the server message (or the fallback) and the field errors', async () => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    answerFetch(jsonResponse(400, { errorCode: 'VALIDATION_ERROR', message: 'Some fields are invalid', errors: { zipCode: [M.zipCodeInvalid] } }));
    await submit(user);
    expect(await screen.findByText('Some fields are invalid')).toBeInTheDocument();
    expect(screen.getByText(M.zipCodeInvalid)).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Meera');
    answerFetch(jsonResponse(400, { errorCode: 'VALIDATION_ERROR' }));
    await submit(user);
    expect(await screen.findByText(T.validationFallback)).toBeInTheDocument();
  });

  it.each([
    ['another error answer', jsonResponse(500, { message: 'Down' })],
    ['a 400 without the code', jsonResponse(400, { message: 'Bad' })],
    ['no answer', new TypeError('Failed to fetch')],
  ])('%s shows the failure text', async (_, answer) => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    answerFetch(answer);
    await submit(user);
    expect(await screen.findByText(T.failure)).toBeInTheDocument();
  });
});
