import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { apiClient, STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED } from '@blood-donation/domain';
import { I18nContextProvider } from 'react-admin';
import { dataProvider } from '../../data/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { jsonResponse, loginResponse, settle, storedToken, storeSession } from '../../test/session';
import { createAuthProvider } from '../authProvider';
import { replaceWithPublicPage } from '../publicSite';
import { handleSecondFactorAnswers, StepUpCancelled, StepUpDialog } from '.';
import { stepUpCancelled } from './stepUpPrompt';

jest.mock('../publicSite', () => ({ ...jest.requireActual('../publicSite'), goToPublicPage: jest.fn(), replaceWithPublicPage: jest.fn() }));
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));

handleSecondFactorAnswers(apiClient);

const fetchMock = jest.fn<Promise<Response>, [Request]>();

/** An answer the API client's middlewares may hand on (openapi-fetch checks `instanceof Response`). */
const answer = (status: number, body?: unknown) => Object.setPrototypeOf(jsonResponse(status, body), Response.prototype) as Response;
const STEP_UP = { statusCode: 401, message: TWO_FACTOR_MESSAGES.stepUpRequired, errorCode: STEP_UP_REQUIRED };
const WRONG_CODE = { statusCode: 400, message: TWO_FACTOR_MESSAGES.codeWrong, errors: { code: [TWO_FACTOR_MESSAGES.codeWrong] } };
const STEPPED_UP = { stepUpUntil: '2030-01-01T09:10:00.000Z' };
const DELETED = { message: 'User deleted successfully' };

/** Each call: method, path and its JSON body. */
const calls = () => fetchMock.mock.calls.map(([request]) => `${request.method} ${request.url}${typeof request.body === 'string' ? ` ${request.body}` : ''}`);

/** Starts a call and reports whether it settled, without waiting forever for one that never does. */
function outcome(call: Promise<unknown>) {
  const state = { now: 'pending' as 'pending' | 'resolved' | 'rejected', error: undefined as unknown };
  call.then(
    () => (state.now = 'resolved'),
    (error: unknown) => Object.assign(state, { now: 'rejected', error }),
  );
  return state;
}

function renderDialog() {
  return render(
    <I18nContextProvider value={i18nProvider}>
      <StepUpDialog />
    </I18nContextProvider>,
  );
}

// A dialog a test leaves open (its call still waiting) is not the next test's.
afterEach(() => act(() => stepUpCancelled()));

const codeField = () => screen.getByRole('textbox', { name: 'Code from your authenticator app' });

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  storeSession(['superAdmin']);
});

it('a 401 STEP_UP_REQUIRED opens "Confirm it is you"; the right code retries the call, which resolves', async () => {
  fetchMock.mockResolvedValueOnce(answer(401, STEP_UP)).mockResolvedValueOnce(answer(200, STEPPED_UP)).mockResolvedValueOnce(answer(200, DELETED));
  renderDialog();
  const deletion = outcome(dataProvider.delete('users', { id: 7 }));

  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  expect(dialog).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.stepUpRequired);
  expect(codeField()).toHaveAttribute('inputmode', 'numeric');
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  // jsdom has no WebAuthn.
  expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();

  await userEvent.type(codeField(), '123 456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(deletion.now).toBe('resolved'));
  expect(calls()).toEqual(['DELETE /api/admin/users/7', 'POST /api/auth/step-up {"code":"123456"}', 'DELETE /api/admin/users/7']);
  expect(fetchMock.mock.calls[2][0].headers.get('Authorization')).toBe(`Bearer ${storedToken()}`);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a wrong code shows the server message under the field and keeps the call waiting', async () => {
  fetchMock.mockResolvedValueOnce(answer(401, STEP_UP)).mockResolvedValueOnce(answer(400, WRONG_CODE));
  renderDialog();
  const deletion = outcome(dataProvider.delete('users', { id: 7 }));

  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await userEvent.type(codeField(), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeWrong));
  expect(codeField()).toBeInvalid();
  expect(deletion.now).toBe('pending');
  expect(calls()).toEqual(['DELETE /api/admin/users/7', 'POST /api/auth/step-up {"code":"000000"}']);
});

it('says what a code looks like without asking the server when it is not 6 digits', async () => {
  fetchMock.mockResolvedValueOnce(answer(401, STEP_UP));
  renderDialog();
  outcome(dataProvider.delete('users', { id: 7 }));

  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await userEvent.type(codeField(), '12ab{Enter}');

  expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeFormat);
  expect(calls()).toEqual(['DELETE /api/admin/users/7']);
});

it('Cancel fails the call calmly, and the auth provider neither refreshes nor logs out', async () => {
  fetchMock.mockResolvedValueOnce(answer(401, STEP_UP));
  renderDialog();
  const deletion = outcome(dataProvider.delete('users', { id: 7 }));

  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(deletion.now).toBe('rejected'));
  expect(deletion.error).toBeInstanceOf(StepUpCancelled);
  expect(i18nProvider.translate((deletion.error as Error).message)).toBe('Not done: this needs you to confirm it is you first. You can try again at any time.');
  await expect(createAuthProvider().checkError(deletion.error as never)).resolves.toBeUndefined();
  await act(settle);
  expect(calls()).toEqual(['DELETE /api/admin/users/7']);
  expect(storedToken()).not.toBeNull();
  expect(replaceWithPublicPage).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('asks once for calls refused together, then sends each again', async () => {
  fetchMock.mockImplementation(async (request) => {
    if (request.url === '/api/auth/step-up') return answer(200, STEPPED_UP);
    const retried = fetchMock.mock.calls.some(([call]) => call.url === '/api/auth/step-up');
    return retried ? answer(200, DELETED) : answer(401, STEP_UP);
  });
  renderDialog();
  const first = outcome(dataProvider.delete('users', { id: 7 }));
  const second = outcome(dataProvider.delete('users', { id: 8 }));

  expect(await screen.findAllByRole('dialog', { name: 'Confirm it is you' })).toHaveLength(1);
  await userEvent.type(codeField(), '123456{Enter}');

  await waitFor(() => expect([first.now, second.now]).toEqual(['resolved', 'resolved']));
  expect(calls().filter((call) => call.startsWith('POST /api/auth/step-up'))).toHaveLength(1);
});

it('"Use a passkey", where the browser has passkeys: the server\'s options, the browser\'s answer, then the call again', async () => {
  const passkey = { id: 'cred', rawId: 'cred', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'a', authenticatorData: 'b', signature: 'c' } };
  const options = { challenge: 'xyz', allowCredentials: [] };
  jest.mocked(startAuthentication).mockResolvedValue(passkey as never);
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
  fetchMock
    .mockResolvedValueOnce(answer(401, STEP_UP))
    .mockResolvedValueOnce(answer(200, options))
    .mockResolvedValueOnce(answer(200, STEPPED_UP))
    .mockResolvedValueOnce(answer(200, DELETED));
  renderDialog();
  const deletion = outcome(dataProvider.delete('users', { id: 7 }));

  await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));

  await waitFor(() => expect(deletion.now).toBe('resolved'));
  expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
  expect(calls()).toEqual(['DELETE /api/admin/users/7', 'POST /api/auth/passkey/options', `POST /api/auth/step-up ${JSON.stringify({ passkey })}`, 'DELETE /api/admin/users/7']);
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

it('a plain 401 is still the session refresh and retry, without the dialog', async () => {
  const fresh = loginResponse(['superAdmin']);
  fetchMock.mockResolvedValueOnce(answer(401, { statusCode: 401, message: 'Unauthorized' })).mockResolvedValueOnce(answer(200, fresh)).mockResolvedValueOnce(answer(200, DELETED));
  renderDialog();

  await expect(dataProvider.delete('users', { id: 7 })).resolves.toBeDefined();

  expect(calls()).toEqual(['DELETE /api/admin/users/7', 'POST /api/auth/refresh', 'DELETE /api/admin/users/7']);
  expect(storedToken()).toBe(fresh.accessToken);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a 403 TWO_FACTOR_REQUIRED sends the browser to the public /two-factor page and keeps the session', async () => {
  fetchMock.mockResolvedValueOnce(answer(403, { statusCode: 403, message: TWO_FACTOR_MESSAGES.required, errorCode: TWO_FACTOR_REQUIRED }));
  const list = outcome(dataProvider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }));

  await waitFor(() => expect(replaceWithPublicPage).toHaveBeenCalledWith('/two-factor'));
  await settle();
  expect(list.now).toBe('pending');
  expect(storedToken()).not.toBeNull();
  expect(calls()).toEqual([expect.stringMatching(/^GET \/api\/admin\/users\?/)]);
});

it('a 403 for a role that may not call the endpoint stays an error', async () => {
  fetchMock.mockResolvedValueOnce(answer(403, { statusCode: 403, message: 'Forbidden resource' }));
  await expect(dataProvider.getOne('users', { id: 7 })).rejects.toMatchObject({ status: 403 });
  expect(replaceWithPublicPage).not.toHaveBeenCalled();
});
