import { FALLBACK_NOTICE, type PushHandlerScope, registerPushHandlers } from './push-handlers';

const ORIGIN = 'https://blood.example.org';

/** A service worker scope with its listeners, notifications shown, windows open and opened. */
function fakeScope(windows: { url: string; focus: jest.Mock; navigate: jest.Mock }[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    location: { origin: ORIGIN },
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: { matchAll: jest.fn(async () => windows), openWindow: jest.fn(async () => null) },
  } satisfies PushHandlerScope;
  registerPushHandlers(scope);
  /** Fires `type` with `fields`; resolves once what it waits for is done. */
  const fire = async (type: string, fields: object) => {
    const waited: Promise<unknown>[] = [];
    listeners[type]({ ...fields, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  };
  return { scope, fire };
}

const pushOf = (payload: unknown) => ({ data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
const clickOn = (url: unknown) => ({ notification: { data: { url }, close: jest.fn() } });
const client = (url: string) => ({ url, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => undefined) });

describe('the service worker’s push handlers', () => {
  it("shows a push's title and body, keeping its url for the click", async () => {
    const { scope, fire } = fakeScope();
    await fire('push', pushOf({ title: 'A patient in Pune needs O- blood', body: 'Can you give?', url: '/my-asks' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('A patient in Pune needs O- blood', expect.objectContaining({ body: 'Can you give?', data: { url: '/my-asks' } }));
  });

  it('shows a plain notice for a push it cannot read (the browser wants one for every push)', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', pushOf('not json {'));
    await fire('push', { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(2);
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(FALLBACK_NOTICE.title, expect.objectContaining({ body: FALLBACK_NOTICE.body }));
  });

  it('opens the url on this site when no window of it is open', async () => {
    const { scope, fire } = fakeScope();
    const click = clickOn('/my-asks');
    await fire('notificationclick', click);
    expect(click.notification.close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/my-asks`);
  });

  it('focuses a window already on that page, or brings one of the site there', async () => {
    const onPage = client(`${ORIGIN}/my-asks`);
    await fakeScope([client(`${ORIGIN}/`), onPage]).fire('notificationclick', clickOn('/my-asks'));
    expect(onPage.focus).toHaveBeenCalled();
    const elsewhere = client(`${ORIGIN}/events`);
    const { scope, fire } = fakeScope([elsewhere]);
    await fire('notificationclick', clickOn('/my-asks'));
    expect(elsewhere.navigate).toHaveBeenCalledWith(`${ORIGIN}/my-asks`);
    expect(elsewhere.focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('never opens another origin: a foreign url opens the donor’s dashboard here', async () => {
    for (const url of ['https://evil.example.com/phish', '//evil.example.com/x', 'javascript:alert(1)', 42]) {
      const { scope, fire } = fakeScope();
      await fire('notificationclick', clickOn(url));
      expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${FALLBACK_NOTICE.url}`);
    }
  });
});
