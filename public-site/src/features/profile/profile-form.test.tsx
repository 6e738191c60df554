import { PROFILE_API_MESSAGES as M, type MyProfile, REGISTRATION_MESSAGES as R } from '@blood-donation/domain';
import { screen, waitFor } from '@testing-library/react';
import { DONOR_PROFILE as PROFILE } from '../../testing/donor-profile';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { EMAIL_CHANGE_TEXTS as E, PROFILE_TEXTS as T } from './texts';

async function openProfile(profile: MyProfile = PROFILE) {
  storeSession();
  answerFetch(jsonResponse(200, profile));
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: T.title });
  await screen.findByDisplayValue(profile.username);
  return view;
}
const save = () => screen.getByRole('button', { name: T.save });

describe('the profile page', () => {
  it('shows every field as stored, with no axe violations', async () => {
    await openProfile();
    expect(screen.getByLabelText(T.mobile)).toHaveValue('9876543210');
    expect(screen.getByLabelText(T.bloodGroup)).toHaveValue('O+');
    expect(screen.getByLabelText(T.gender)).toHaveValue('female');
    expect(screen.getByLabelText(T.age)).toHaveValue(30);
    expect(screen.getByLabelText(T.city)).toHaveValue('Pune');
    expect(screen.getByText(PROFILE.email)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("checks the fields with registration's rules and sends nothing until they pass", async () => {
    const { user } = await openProfile();
    const fetched = (globalThis.fetch as jest.Mock).mock.calls.length;
    await user.clear(screen.getByLabelText(T.mobile));
    await user.type(screen.getByLabelText(T.mobile), '12');
    await user.clear(screen.getByLabelText(T.username));
    await user.click(save());
    expect(screen.getByLabelText(T.mobile)).toHaveAccessibleDescription(R.mobileDigits);
    expect(screen.getByLabelText(T.username)).toHaveAccessibleDescription(R.usernameRequired);
    expect((globalThis.fetch as jest.Mock).mock.calls.length).toBe(fetched);
  });

  it("saves \"I don't know yet\" as no blood group, and a cleared city as none", async () => {
    const { user } = await openProfile();
    const fetched = (globalThis.fetch as jest.Mock).mock.calls.length;
    await user.selectOptions(screen.getByLabelText(T.bloodGroup), T.unknownBloodGroup);
    await user.clear(screen.getByLabelText(T.city));
    answerFetch(jsonResponse(200, { ...PROFILE, bloodGroup: null, city: null }));
    await user.click(save());
    await expectToast(T.saved);
    expect(fetchCall(fetched)).toMatchObject({
      url: '/api/user/me',
      init: { method: 'PUT' },
      body: { username: 'asha', mobile: '9876543210', bloodGroup: null, gender: 'female', age: 30, city: '', contactChannel: 'email' },
    });
  });

  it('asks for the email change with the password and shows a wrong password at its field', async () => {
    const { user } = await openProfile();
    const fetched = (globalThis.fetch as jest.Mock).mock.calls.length;
    await user.type(screen.getByLabelText(E.newEmail), 'new@example.com');
    await user.type(screen.getByLabelText(E.password, { exact: true }), 'not-it');
    answerFetch(jsonResponse(400, { statusCode: 400, error: 'Bad Request', errorCode: 'VALIDATION_ERROR', message: M.passwordWrong, errors: { password: [M.passwordWrong] } }));
    await user.click(screen.getByRole('button', { name: E.send }));
    await waitFor(() => expect(screen.getByLabelText(E.password, { exact: true })).toHaveAccessibleDescription(M.passwordWrong));
    expect(fetchCall(fetched)).toMatchObject({ url: '/api/user/me/email', init: { method: 'POST' }, body: { newEmail: 'new@example.com', password: 'not-it' } });
  });
});
