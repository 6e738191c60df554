import { CONTACT_MESSAGES as M } from '@blood-donation/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { AltchaWidgetStub, solveAltcha } from '../../testing/altcha-stub';
import { answerFetch, fetchCall, fillFields, jsonResponse, renderApp } from '../../testing/test-utils';
import { CONTACT_TEXTS } from './texts';

type User = ReturnType<typeof renderApp>['user'];

const VALID = { Name: 'Asha Patel', Email: 'asha@example.com', Subject: 'Hosting a drive', Message: 'Can we host one at our office?' };
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const toastBody = () => document.querySelector('.toast-body');

/** Opens /contact-us; the first call (GET /api/captcha/config) gets `config`. */
async function openContact(config: Response | Error = jsonResponse(200, { provider: 'altcha', siteKey: null }), options = {}) {
  answerFetch(config);
  const view = renderApp('/contact-us', options);
  await screen.findByRole('heading', { level: 1, name: 'Get In Touch' });
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  return view;
}

async function fillValid(user: User) {
  await fillFields(user, VALID);
  act(() => solveAltcha('solved-payload'));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('Contact Us page', () => {
  beforeEach(() => {
    AltchaWidgetStub.resets = 0;
    AltchaWidgetStub.verifies = 0;
  });

  it('has the heading, a sized image, labelled fields and the ALTCHA widget with the challenge URL', async () => {
    await openContact();
    expect(document.title).toBe('Contact Us | Blood Donation');
    expect(fetchCall(0).url).toBe('/api/captcha/config');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    const image = document.querySelector('main img');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '320');
    expect(document.querySelector('altcha-widget')).toHaveAttribute('challenge', '/api/captcha/challenge');
  });

  it('uses ALTCHA when the config call fails', async () => {
    await openContact(new TypeError('offline'));
    expect(document.querySelector('altcha-widget')).not.toBeNull();
  });

  it('shows every required message on submit and sends nothing', async () => {
    const { user } = await openContact();
    await submit(user);
    for (const message of [M.nameRequired, M.emailRequired, M.subjectRequired, M.messageRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Name')).toHaveFocus();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the invalid email and too-long messages', async () => {
    const { user } = await openContact();
    await fillFields(user, { Email: 'not-an-email', Name: 'x'.repeat(101), Subject: 'y'.repeat(101) });
    await user.tab();
    expect(screen.getByText(M.emailInvalid)).toBeInTheDocument();
    expect(screen.getAllByText(M.tooLong)).toHaveLength(2);
    await user.click(field('Message'));
    await user.paste('z'.repeat(2001));
    await user.tab();
    expect(screen.getByText(M.messageTooLong)).toBeInTheDocument();
  });

  it('sends the fields and the captcha payload, says Submitting... while waiting, then clears, resets and thanks', async () => {
    jest.useFakeTimers();
    try {
      const { user } = await openContact(undefined, { fakeTimers: true });
      await fillValid(user);
      let answer!: (response: Response) => void;
      (globalThis.fetch as jest.Mock).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
      await submit(user);
      const button = screen.getByRole('button', { name: 'Submitting...' });
      expect(button).toBeDisabled();
      expect(fetchCall(1).url).toBe('/api/contact-us');
      expect(fetchCall(1).init.method).toBe('POST');
      expect(fetchCall(1).body).toEqual({
        name: VALID.Name,
        email: VALID.Email,
        subject: VALID.Subject,
        message: VALID.Message,
        captchaToken: 'solved-payload',
      });
      await act(async () => answer(jsonResponse(200, { message: 'Sent' })));
      expect(await screen.findByText(CONTACT_TEXTS.success, { selector: '.toast-body' })).toBeInTheDocument();
      for (const label of Object.keys(VALID)) expect(field(label)).toHaveValue('');
      expect(AltchaWidgetStub.resets).toBe(1);
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      // The contact page's toast closes after 3000 ms.
      act(() => jest.advanceTimersByTime(2900));
      expect(toastBody()).not.toBeNull();
      act(() => jest.advanceTimersByTime(200));
      expect(toastBody()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a toast closes on its close button', async () => {
    const { user } = await openContact();
    await fillValid(user);
    answerFetch(jsonResponse(200, { message: 'Sent' }));
    await submit(user);
    await screen.findByText(CONTACT_TEXTS.success);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toastBody()).toBeNull();
  });

  it('a 2xx other than 200 shows the server message or the fallback and keeps the fields', async () => {
    const { user } = await openContact();
    await fillValid(user);
    answerFetch(jsonResponse(202, { message: 'Queued for review' }));
    await submit(user);
    expect(await screen.findByText('Queued for review', { selector: '.toast-body' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue(VALID.Name);
    answerFetch(jsonResponse(202));
    await submit(user);
    expect(await screen.findByText(CONTACT_TEXTS.notOk, { selector: '.toast-body' })).toBeInTheDocument();
  });

  it('sends without anyone ticking the captcha: the proof of work starts on submit and is awaited', async () => {
    const { user } = await openContact();
    // Nothing runs in the background of a page just opened: the submit starts the proof of work.
    expect(document.querySelector('altcha-widget')).not.toHaveAttribute('auto');
    await fillFields(user, VALID);
    answerFetch(jsonResponse(200, { message: 'Sent' }));
    await submit(user);
    expect(await screen.findByText(CONTACT_TEXTS.success, { selector: '.toast-body' })).toBeInTheDocument();
    expect(fetchCall(1).body).toMatchObject({ captchaToken: AltchaWidgetStub.verifiedPayload });
    expect(AltchaWidgetStub.verifies).toBe(1);
  });

  it('an error answer shows the server message and the captcha error under the captcha', async () => {
    const { user } = await openContact();
    await fillValid(user);
    answerFetch(jsonResponse(400, { message: 'Validation failed', errors: { captchaToken: [M.captchaFailed] } }));
    await submit(user);
    expect(await screen.findByText('Validation failed', { selector: '.toast-body' })).toBeInTheDocument();
    expect(screen.getByText(M.captchaFailed)).toBeInTheDocument();
    expect(AltchaWidgetStub.resets).toBe(1);
    expect(field('Name')).toHaveValue(VALID.Name);
  });

  it('an error answer without a message and no answer at all show the generic text', async () => {
    const { user } = await openContact();
    await fillValid(user);
    answerFetch(jsonResponse(500));
    await submit(user);
    expect(await screen.findByText(CONTACT_TEXTS.failed, { selector: '.toast-body' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    answerFetch(new TypeError('Failed to fetch'));
    await submit(user);
    expect(await screen.findByText(CONTACT_TEXTS.failed, { selector: '.toast-body' })).toBeInTheDocument();
  });

  it('renders a hosted provider explicitly with its site key and the theme', async () => {
    const render = jest.fn(() => 'widget-1');
    const reset = jest.fn();
    Object.assign(window, { turnstile: { render, reset } });
    try {
      answerFetch(jsonResponse(200, { provider: 'turnstile', siteKey: 'site-key-1' }));
      renderApp('/contact-us');
      await screen.findByRole('heading', { level: 1, name: 'Get In Touch' });
      await waitFor(() => expect(render).toHaveBeenCalled());
      expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'site-key-1', theme: 'light' }));
      expect(document.querySelector('altcha-widget')).toBeNull();
    } finally {
      delete (window as unknown as Record<string, unknown>).turnstile;
    }
  });
});
