import type { PushSubscriptionBody } from '@blood-donation/domain';

/** Where this browser keeps the id of its device row (the list never shows endpoints, so the id says which row is this one). */
export const PUSH_DEVICE_ID_KEY = 'pushDeviceId';

/** Whether this browser has the Push API: a service worker, its pushManager, and notifications to show. */
export function hasPushApi(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The site's service worker registration (the PWA's), or undefined while none is registered yet. */
export async function siteRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** A base64url key as bytes (pushManager.subscribe's applicationServerKey). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The browser's subscription as the API takes it (toJSON() of a PushSubscription). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? '', expirationTime: expirationTime ?? null, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

export const storedDeviceId = (): number | null => {
  const stored = Number(localStorage.getItem(PUSH_DEVICE_ID_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
};

export const storeDeviceId = (id: number | null): void => (id === null ? localStorage.removeItem(PUSH_DEVICE_ID_KEY) : localStorage.setItem(PUSH_DEVICE_ID_KEY, String(id)));
