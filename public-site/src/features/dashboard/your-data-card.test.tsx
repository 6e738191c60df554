import { ACCOUNT_DELETION_MESSAGES as M, STORAGE_KEYS } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { DASHBOARD_CALLS, openDashboard as openUserDashboard, textOf } from './dashboard.fixtures';
import { CONSENTS_TEXTS as C, YOUR_DATA_TEXTS as T } from './texts';


/** The dashboard of a donor, once every card has asked. */
async function openDashboard() {
  const view = await openUserDashboard();
  await within(await screen.findByRole('region', { name: C.title })).findByRole('heading', { level: 3, name: 'Your account' });
  return view;
}

const card = () => screen.getByRole('region', { name: T.title });

async function openDeleteDialog(user: Awaited<ReturnType<typeof openDashboard>>['user']) {
  await user.click(within(card()).getByRole('button', { name: T.delete }));
  return screen.findByRole('dialog', { name: T.dialogTitle });
}

describe("the User Dashboard's Your data card", () => {
  it('downloads the donor data as my-blood-donation-data.json, with the access token', async () => {
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:my-data'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('my-blood-donation-data.json');
      expect(this.getAttribute('href')).toBe('blob:my-data');
    });
    const { user } = await openDashboard();
    answerFetch(jsonResponse(200, { account: { email: 'donor@example.com' }, donations: [] }));
    await user.click(within(card()).getByRole('button', { name: T.download }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const { url, init } = fetchCall(DASHBOARD_CALLS);
    expect(url).toBe('/api/user/export');
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}` });
    expect(JSON.parse(await textOf(createObjectURL.mock.calls[0][0]))).toEqual({ account: { email: 'donor@example.com' }, donations: [] });
    click.mockRestore();
  });

  it('toasts a download that failed', async () => {
    const { user } = await openDashboard();
    answerFetch(jsonResponse(503, { statusCode: 503 }));
    await user.click(within(card()).getByRole('button', { name: T.download }));
    await expectToast(T.downloadFailed);
  });

  it('explains what happens and asks the password; a wrong one shows under the field and the donor stays', async () => {
    const { user } = await openDashboard();
    const dialog = await openDeleteDialog(user);
    expect(dialog).toHaveTextContent(T.whatGoes);
    expect(dialog).toHaveTextContent(T.whatStays);
    // What the backend does (account-erasure.ts): sign-ups and messages stay anonymous, open requests are not cancelled.
    expect(dialog).toHaveTextContent('volunteer sign-ups and messages to us stay only as anonymous records');
    expect(dialog).toHaveTextContent('No donor is asked about your open blood requests any more');
    expect(dialog).not.toHaveTextContent(/cancelled/i);
    await expectNoAxeViolations();
    const confirm = within(dialog).getByRole('button', { name: T.confirm });
    await user.click(confirm);
    const password = within(dialog).getByLabelText(T.password);
    expect(password).toHaveAccessibleDescription(M.passwordRequired);
    expect(fetch).toHaveBeenCalledTimes(DASHBOARD_CALLS);

    await user.type(password, 'not-it');
    answerFetch(jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: M.passwordWrong, errors: { password: [M.passwordWrong] } }));
    await user.click(confirm);
    await waitFor(() => expect(password).toHaveAccessibleDescription(M.passwordWrong));
    expect(fetchCall(DASHBOARD_CALLS)).toMatchObject({ url: '/api/user/me', init: { method: 'DELETE' }, body: { password: 'not-it' } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('once deleted, logs the donor out and confirms it on the login page', async () => {
    const { user } = await openDashboard();
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText(T.password), 'secret1');
    answerFetch(jsonResponse(200, { message: M.deleted }), jsonResponse(200, { message: 'Logged out' }));
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    await expectToast(M.deleted);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(fetchCall(DASHBOARD_CALLS + 1).url).toBe('/api/auth/logout');
  });
});
