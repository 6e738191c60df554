import { PASSKEY_MESSAGES } from '@blood-donation/domain';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { DASHBOARD_CALLS, openDashboard } from './dashboard.fixtures';
import { PASSKEYS_TEXTS as T } from './passkeys-texts';

jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn(), startAuthentication: jest.fn(), WebAuthnAbortService: { cancelCeremony: jest.fn() } }));

const PHONE = { id: 4, name: 'Chrome on Android', createdAt: '2026-11-27T09:00:00.000Z', lastUsedAt: '2026-11-28T07:30:00.000Z', backedUp: true };
const KEY = { id: 9, name: 'Blue security key', createdAt: '2026-11-28T09:00:00.000Z', lastUsedAt: null, backedUp: false };
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Blood Donation' }, user: { id: 'dQ', name: 'asha@example.com', displayName: 'asha' }, pubKeyCredParams: [{ alg: -7, type: 'public-key' }] };
const REGISTRATION = { id: 'cred', rawId: 'cred', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'YQ', transports: ['internal'] } };
const register = startRegistration as jest.MockedFunction<typeof startRegistration>;
const medium = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const card = () => screen.getByRole('region', { name: T.title });
/** A passkey's name as the list shows it (the buttons name it too, for screen readers). */
const shownName = (name: string) => within(card()).findByText(name, { selector: 'strong' });

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).PublicKeyCredential;
});

describe("the User Dashboard's Passkeys card", () => {
  it('lists each passkey with its dates and whether it is synced, and says when the browser cannot make one, without axe violations', async () => {
    await openDashboard({ passkeys: [PHONE, KEY] });
    expect(fetchCall(DASHBOARD_CALLS - 2).url).toBe('/api/user/passkeys');
    expect(await shownName(PHONE.name)).toBeInTheDocument();
    expect(within(card()).getByText(`${T.added_on(medium(PHONE.createdAt))} · ${T.lastUsed(medium(PHONE.lastUsedAt))} · ${T.synced}`)).toBeInTheDocument();
    expect(within(card()).getByText(`${T.added_on(medium(KEY.createdAt))} · ${T.lastUsed(null)} · ${T.thisDeviceOnly}`)).toBeInTheDocument();
    expect(within(card()).getByText(T.unsupported)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: T.add })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: `${T.remove} ${KEY.name}` })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it("adds a passkey: the server's options, the browser's prompt, the answer posted with the name; the list reloads", async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    register.mockResolvedValueOnce(REGISTRATION as never);
    const { user } = await openDashboard();
    expect(await within(card()).findByText(T.none)).toBeInTheDocument();
    await user.type(within(card()).getByLabelText(T.nameLabel), '  Work laptop ');
    answerFetch(jsonResponse(200, OPTIONS), jsonResponse(201, { ...KEY, name: 'Work laptop' }), jsonResponse(200, [{ ...KEY, name: 'Work laptop' }]));
    await user.click(within(card()).getByRole('button', { name: T.add }));
    await expectToast(T.added);
    expect(register).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(fetchCall(DASHBOARD_CALLS)).toMatchObject({ url: '/api/user/passkeys/options', init: { method: 'POST' } });
    expect(fetchCall(DASHBOARD_CALLS + 1)).toMatchObject({ url: '/api/user/passkeys', init: { method: 'POST' }, body: { ...REGISTRATION, name: 'Work laptop' } });
    expect(await shownName('Work laptop')).toBeInTheDocument();
    expect(within(card()).getByLabelText(T.nameLabel)).toHaveValue('');
  });

  it('posts no name when none is given (the server names it after the device), and says so calmly when the prompt is closed', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    const { user } = await openDashboard();
    register.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    answerFetch(jsonResponse(200, OPTIONS), jsonResponse(200, []));
    await user.click(await within(card()).findByRole('button', { name: T.add }));
    await expectToast(T.cancelled);
    expect(fetchCall(DASHBOARD_CALLS + 1).url).toBe('/api/user/passkeys');
    expect(fetchCall(DASHBOARD_CALLS + 1).init.method ?? 'GET').toBe('GET');

    register.mockResolvedValueOnce(REGISTRATION as never);
    answerFetch(jsonResponse(200, OPTIONS), jsonResponse(201, PHONE), jsonResponse(200, [PHONE]));
    await user.click(within(card()).getByRole('button', { name: T.add }));
    await expectToast(T.added);
    expect(fetchCall(DASHBOARD_CALLS + 3).body).toEqual(REGISTRATION);
  });

  it('renames a passkey in place', async () => {
    const { user } = await openDashboard({ passkeys: [PHONE] });
    await user.click(await within(card()).findByRole('button', { name: `${T.rename} ${PHONE.name}` }));
    const field = within(card()).getByLabelText(T.newName(PHONE.name));
    await user.clear(field);
    await user.type(field, 'Pixel 8');
    answerFetch(jsonResponse(200, { message: PASSKEY_MESSAGES.renamed }), jsonResponse(200, [{ ...PHONE, name: 'Pixel 8' }]));
    await user.click(within(card()).getByRole('button', { name: T.save }));
    await expectToast(T.renamed);
    expect(fetchCall(DASHBOARD_CALLS)).toMatchObject({ url: '/api/user/passkeys/4', init: { method: 'PATCH' }, body: { name: 'Pixel 8' } });
    expect(await shownName('Pixel 8')).toBeInTheDocument();
  });

  it('removes a passkey only after the confirmation', async () => {
    const { user } = await openDashboard({ passkeys: [PHONE, KEY] });
    await user.click(await within(card()).findByRole('button', { name: `${T.remove} ${PHONE.name}` }));
    const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
    expect(within(dialog).getByText(T.removeConfirm(PHONE.name))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(DASHBOARD_CALLS);

    await user.click(within(card()).getByRole('button', { name: `${T.remove} ${PHONE.name}` }));
    answerFetch(jsonResponse(200, { message: PASSKEY_MESSAGES.removed }), jsonResponse(200, [KEY]));
    await user.click(within(await screen.findByRole('dialog', { name: T.removeTitle })).getByRole('button', { name: T.remove }));
    await expectToast(T.removed);
    expect(fetchCall(DASHBOARD_CALLS)).toMatchObject({ url: '/api/user/passkeys/4', init: { method: 'DELETE' } });
    await waitFor(() => expect(within(card()).queryByText(PHONE.name, { selector: 'strong' })).not.toBeInTheDocument());
  });
});
