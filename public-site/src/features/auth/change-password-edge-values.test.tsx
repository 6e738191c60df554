import { REGISTRATION_EDGE_VALUES } from '@blood-donation/domain';
import { screen } from '@testing-library/react';
import { answerFetch, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { CHANGE_PASSWORD_TEXTS as T } from './messages';

// The new password follows registration's rules: the same password edge values, fed to the Change Password form,
// agree with the schema, the API (backend/test/edge-values) and the register form.
describe('Change Password at the edges of the password rules', () => {
  const PASSWORDS = REGISTRATION_EDGE_VALUES.filter((edge) => edge.field === 'password');

  it.each(PASSWORDS.map((edge) => [String(edge.value).length, edge] as const))('a password of %s characters', async (_length, edge) => {
    storeSession();
    const { user } = renderApp('/change-password');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    const password = String(edge.value);
    await user.type(screen.getByLabelText('Current Password', { exact: true }), 'secret1');
    await user.click(screen.getByLabelText('New Password', { exact: true }));
    await user.paste(password);
    await user.click(screen.getByLabelText('Confirm Password', { exact: true }));
    await user.paste(password);
    if (edge.message === null) answerFetch(jsonResponse(200, { message: 'Password changed.' }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    if (edge.message === null) {
      await expectToast('Password changed.');
      expect(fetchCall(0).body).toMatchObject({ password, confirmPassword: password });
    } else {
      expect(screen.getByLabelText('New Password', { exact: true })).toHaveAccessibleDescription(edge.message);
      expect(fetch).not.toHaveBeenCalled();
    }
  });
});
