import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { DASHBOARD_CALLS, openDashboard } from './dashboard.fixtures';
import { NOTIFICATIONS_TEXTS as T } from './notifications-texts';
import { PUSH_DEVICE_ID_KEY } from './push-device';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PHONE = { id: 3, createdAt: '2026-11-27T09:00:00.000Z', device: 'Firefox on Android', service: 'updates.push.services.mozilla.com' };
const LAPTOP = { id: 8, createdAt: '2026-11-28T09:00:00.000Z', device: 'Chrome on Windows', service: 'fcm.googleapis.com' };
const SUBSCRIPTION_JSON = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
const medium = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const card = () => screen.getByRole('region', { name: T.title });

/** A browser with the Push API and the site's service worker registered: what a test can see and steer of it. */
function stubPushApi({ permission = 'default', answer = 'granted', subscribed = false }: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const subscription = { toJSON: () => SUBSCRIPTION_JSON, unsubscribe: jest.fn(async () => true) };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  subscription.unsubscribe.mockImplementation(async () => {
    current = null;
    return true;
  });
  const requestPermission = jest.fn(async () => answer);
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { permission, requestPermission }, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => ({ pushManager }) }, configurable: true });
  return { pushManager, subscription, requestPermission };
}

afterEach(() => {
  for (const name of ['PushManager', 'Notification'] as const) delete (window as unknown as Record<string, unknown>)[name];
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  localStorage.removeItem(PUSH_DEVICE_ID_KEY);
});

describe("the User Dashboard's 'Notifications on this device' card", () => {
  it('says calmly when the browser has no Push API, offers no switch, and still lists the devices to remove, without axe violations', async () => {
    await openDashboard({ pushDevices: [PHONE, LAPTOP] });
    expect(fetchCall(DASHBOARD_CALLS - 5).url).toBe('/api/user/push-subscriptions');
    await within(card()).findByText(`${PHONE.device} · ${PHONE.service} · since ${medium(PHONE.createdAt)}`);
    expect(within(card()).getByText(T.unsupported)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: T.turnOn })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: `${T.remove} ${LAPTOP.device}, since ${medium(LAPTOP.createdAt)}` })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('removes a device with one click: DELETE, and the list reloads', async () => {
    const { user } = await openDashboard({ pushDevices: [PHONE, LAPTOP] });
    answerFetch(jsonResponse(200, { message: 'Notifications are off on that device.' }), jsonResponse(200, [LAPTOP]));
    await user.click(await within(card()).findByRole('button', { name: new RegExp(`^${T.remove} ${PHONE.device}`) }));
    await expectToast(T.removed);
    expect(fetchCall(DASHBOARD_CALLS)).toMatchObject({ url: '/api/user/push-subscriptions/3', init: { method: 'DELETE' } });
    await waitFor(() => expect(within(card()).queryByText(new RegExp(PHONE.device))).not.toBeInTheDocument());
  });

  it("turns notifications on: the browser's permission, a subscription with the server's key, posted; then off again", async () => {
    const { pushManager, subscription, requestPermission } = stubPushApi();
    const { user } = await openDashboard();
    answerFetch(jsonResponse(200, { publicKey: PUBLIC_KEY }), jsonResponse(201, { id: 8 }), jsonResponse(200, [LAPTOP]));
    await user.click(await within(card()).findByRole('button', { name: T.turnOn }));
    await expectToast(T.turnedOn);
    expect(requestPermission).toHaveBeenCalled();
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(Buffer.from(PUBLIC_KEY, 'base64url')));
    expect(fetchCall(DASHBOARD_CALLS).url).toBe('/api/push/public-key');
    expect(fetchCall(DASHBOARD_CALLS + 1)).toMatchObject({ url: '/api/user/push-subscriptions', init: { method: 'POST' }, body: SUBSCRIPTION_JSON });
    expect(await within(card()).findByText(T.on)).toBeInTheDocument();
    expect(within(card()).getByText(new RegExp(`${LAPTOP.device}.*${T.thisDevice.trim().replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    await expectNoAxeViolations();

    answerFetch(jsonResponse(200, { message: 'Notifications are off on that device.' }), jsonResponse(200, []));
    await user.click(within(card()).getByRole('button', { name: T.turnOff }));
    await expectToast(T.turnedOff);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(fetchCall(DASHBOARD_CALLS + 3)).toMatchObject({ url: '/api/user/push-subscriptions/8', init: { method: 'DELETE' } });
    expect(await within(card()).findByText(T.off)).toBeInTheDocument();
    expect(localStorage.getItem(PUSH_DEVICE_ID_KEY)).toBeNull();
  });

  it('changes nothing when the permission is not given, and says so when the browser blocks it', async () => {
    const { pushManager } = stubPushApi({ answer: 'denied' });
    const { user } = await openDashboard();
    await user.click(await within(card()).findByRole('button', { name: T.turnOn }));
    await expectToast(T.notAllowed);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(DASHBOARD_CALLS);
  });

  it('says so when notifications are blocked for the site', async () => {
    stubPushApi({ permission: 'denied' });
    await openDashboard();
    expect(await within(card()).findByText(T.blocked)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: T.turnOn })).not.toBeInTheDocument();
  });
});
