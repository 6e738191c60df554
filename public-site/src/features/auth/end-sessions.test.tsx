import { END_SESSIONS_TEXTS as T } from '@blood-donation/domain';
import { screen } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';

async function openPage(path = '/end-sessions?token=7.1800000000.signature') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: T.title });
  return view;
}

describe('End all sessions page (the link of an email about the account)', () => {
  it('says what the button does and sends nothing on opening: a mail scanner that opens the link changes nothing', async () => {
    const fetchMock = answerFetch();
    await openPage();
    expect(document.title).toBe('End all sessions | Blood Donation');
    expect(screen.getByText(T.intro)).toBeVisible();
    expect(screen.getByRole('link', { name: T.toResetPassword })).toHaveAttribute('href', '/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('ends every session with the token of the link when the button is pressed, and says so', async () => {
    answerFetch(jsonResponse(200, { message: T.ended }));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: T.button }));
    expect(await screen.findByText(T.ended)).toHaveAttribute('role', 'status');
    expect(fetchCall(0)).toMatchObject({ url: '/api/auth/end-sessions', init: { method: 'POST' }, body: { token: '7.1800000000.signature' } });
    expect(screen.queryByRole('button', { name: T.button })).toBeNull();
  });

  it("shows the server's answer to an expired link, and keeps the button", async () => {
    answerFetch(jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: T.linkInvalid, errors: { token: [T.linkInvalid] } }));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: T.button }));
    expect(await screen.findByText(T.linkInvalid)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: T.button })).toBeEnabled();
  });

  it('without a token, points to the email instead of offering the button', async () => {
    await openPage('/end-sessions');
    expect(screen.getByText(T.noToken)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: T.button })).toBeNull();
  });
});
