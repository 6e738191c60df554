/**
 * The service worker's side of Web Push: each push shows a notification (title, body), and clicking it opens, or
 * focuses, the page it names on this site. The site's service worker (sw.ts) calls registerPushHandlers(self).
 *
 * Typed structurally rather than with the WebWorker lib's ServiceWorkerGlobalScope, so this file also compiles (and
 * is unit-tested) with the site's DOM lib; ServiceWorkerGlobalScope satisfies PushHandlerScope.
 */

/** What a push carries (the server's PushPayload): no more than the email about it says. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path on this site the notification opens. */
  url: string;
}

/** Shown when a push cannot be read: the browser wants a notification for every push all the same. */
export const FALLBACK_NOTICE: PushNotice = { title: 'Blood Donation', body: 'You have news from us: open to read it.', url: '/user-dashboard' };

interface ExtendableLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableLike {
  data: { json(): unknown } | null;
}
interface NotificationClickLike extends ExtendableLike {
  notification: { data?: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** The part of ServiceWorkerGlobalScope these handlers use. */
export interface PushHandlerScope {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the scope's overloads take any event type
  addEventListener(type: string, listener: (event: any) => void): void;
  location: { origin: string };
  registration: { showNotification(title: string, options?: { body?: string; data?: unknown; icon?: string; badge?: string; tag?: string }): Promise<void> };
  clients: {
    matchAll(options?: { type?: 'window'; includeUncontrolled?: boolean }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The push's notice, or FALLBACK_NOTICE when it is not one. */
export function noticeOf(data: PushEventLike['data']): PushNotice {
  try {
    const parsed = data?.json() as Partial<PushNotice> | undefined;
    if (parsed && isText(parsed.title) && typeof parsed.body === 'string') return { title: parsed.title, body: parsed.body, url: isText(parsed.url) ? parsed.url : FALLBACK_NOTICE.url };
  } catch {
    // not JSON: the fallback below
  }
  return FALLBACK_NOTICE;
}

/** `url` resolved on this site; a URL of any other origin (or none) gives the site's page for the donor instead. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    if (typeof url !== 'string') throw new TypeError('not a URL');
    const resolved = new URL(url, origin);
    if (resolved.origin === origin) return resolved.href;
  } catch {
    // not a URL: the fallback below
  }
  return new URL(FALLBACK_NOTICE.url, origin).href;
}

export function registerPushHandlers(self: PushHandlerScope): void {
  self.addEventListener('push', (event: PushEventLike) => {
    const notice = noticeOf(event.data);
    event.waitUntil(self.registration.showNotification(notice.title, { body: notice.body, data: { url: notice.url }, icon: '/favicon.svg' }));
  });

  self.addEventListener('notificationclick', (event: NotificationClickLike) => {
    event.notification.close();
    const target = sameOriginUrl((event.notification.data as { url?: unknown } | undefined)?.url, self.location.origin);
    event.waitUntil(
      (async () => {
        const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClientLike[];
        const open = windows.find((client) => client.url === target) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (!open) return self.clients.openWindow(target);
        if (open.url !== target && open.navigate) await open.navigate(target);
        return open.focus();
      })(),
    );
  });
}
