import { formatDateTime, type PushDevice } from '@blood-donation/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useToast } from '../../lib/toast';
import { PUSH_DEVICES_KEY, THIS_BROWSER_KEY } from './api/keys';
import { pushPublicKey, savePushSubscription, usePushDevices, useRemovePushDevice } from './api/push';
import { DonorPanel } from './donor-panel';
import { NOTIFICATIONS_TEXTS as T } from './notifications-texts';
import { hasPushApi, keyBytes, siteRegistration, storedDeviceId, storeDeviceId, subscriptionBody } from './push-device';

/** Where this browser stands: no Push API, no service worker yet, notifications blocked, or ready (with its subscription, if any). */
type DeviceState =
  | { status: 'checking' }
  | { status: 'unsupported' }
  | { status: 'not ready' }
  | { status: 'blocked' }
  | { status: 'ready'; registration: ServiceWorkerRegistration; subscription: PushSubscription | null };

/** What this browser says now: no service worker yet, notifications blocked, or ready with its subscription (if any). */
async function readThisBrowser(): Promise<DeviceState> {
  const registration = await siteRegistration();
  if (!registration) return { status: 'not ready' };
  if (Notification.permission === 'denied') return { status: 'blocked' };
  return { status: 'ready', registration, subscription: await registration.pushManager.getSubscription() };
}

/** This browser's Push API state (a query of its own, never sent anywhere); `refresh` reads it again (after turning on or off). */
function useThisBrowser(): [DeviceState, () => Promise<void>] {
  const supported = hasPushApi();
  const { data, isError, refetch } = useQuery({ queryKey: THIS_BROWSER_KEY, queryFn: readThisBrowser, enabled: supported, retry: false, staleTime: Infinity, gcTime: 0 });
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  if (!supported) return [{ status: 'unsupported' }, refresh];
  if (isError) return [{ status: 'not ready' }, refresh];
  return [data ?? { status: 'checking' }, refresh];
}

function ThisDevice({ state, on, refresh }: { state: DeviceState; on: boolean; refresh: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const { mutateAsync: remove } = useRemovePushDevice();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  if (state.status === 'checking') return null;
  if (state.status === 'unsupported' || state.status === 'not ready' || state.status === 'blocked') {
    const message = { unsupported: T.unsupported, 'not ready': T.notReady, blocked: T.blocked }[state.status];
    return <p className="mb-0">{message}</p>;
  }
  const { registration, subscription } = state;

  const turnOn = async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        showToast(T.notAllowed, 'info');
        return await refresh();
      }
      const current =
        subscription ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await pushPublicKey()) }));
      storeDeviceId(await savePushSubscription(subscriptionBody(current)));
      await queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_KEY });
      await refresh();
      showToast(T.turnedOn, 'success');
    } catch {
      showToast(T.failed, 'error');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const id = storedDeviceId();
      await subscription?.unsubscribe();
      if (id !== null) await remove(id).catch(() => undefined);
      storeDeviceId(null);
      await refresh();
      showToast(T.turnedOff, 'success');
    } catch {
      showToast(T.offFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <p className="mb-0 me-auto">{on ? T.on : T.off}</p>
      {on ? (
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={turnOff}>
          {busy ? T.turningOff : T.turnOff}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={turnOn}>
          {busy ? T.turningOn : T.turnOn}
        </button>
      )}
    </div>
  );
}

function DeviceItem({ device, isThis, onRemoved }: { device: PushDevice; isThis: boolean; onRemoved: () => Promise<void> }) {
  const { mutateAsync: remove, isPending } = useRemovePushDevice();
  const { showToast } = useToast();
  const since = formatDateTime(device.createdAt);
  const onClick = async () => {
    try {
      await remove(device.id);
      await onRemoved();
      showToast(T.removed, 'success');
    } catch {
      showToast(T.removeFailed, 'error');
    }
  };
  return (
    <li className="d-flex flex-wrap align-items-center justify-content-between gap-2 border-top pt-2 mt-2">
      <span className="small text-break">
        {T.device(device.device, device.service, since)}
        {isThis && T.thisDevice}
      </span>
      <button type="button" className="btn btn-outline-danger btn-sm" disabled={isPending} onClick={onClick}>
        {T.remove}
        <span className="visually-hidden">{T.removeWhat(device.device, since)}</span>
      </button>
    </li>
  );
}

/**
 * Web Push, an extra to email: turning notifications on for this device (the browser asks its permission, the site's
 * service worker subscribes with the server's VAPID key, the subscription is posted), off again, and every device of
 * the account with a Remove button. Without the Push API the card says so and offers no switch.
 */
export function NotificationsCard() {
  const [state, refresh] = useThisBrowser();
  const { data: devices, isError } = usePushDevices();
  const thisId = storedDeviceId();
  const on = state.status === 'ready' && state.subscription !== null && thisId !== null && (devices ?? []).some(({ id }) => id === thisId);

  /** A removed row that was this device's: the browser's subscription ends too. */
  const afterRemoval = (device: PushDevice) => async () => {
    if (device.id !== thisId) return;
    storeDeviceId(null);
    if (state.status === 'ready') await state.subscription?.unsubscribe().catch(() => false);
    await refresh();
  };

  return (
    <DonorPanel id="notifications-title" title={T.title}>
      <p className="text-body-secondary">{T.intro}</p>
      <ThisDevice state={state} on={on} refresh={refresh} />
      <h3 className="h6 mt-4 mb-1">{T.devices}</h3>
      {isError && !devices && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {devices && devices.length === 0 && <p className="small text-body-secondary mb-0">{T.noDevices}</p>}
      {devices && devices.length > 0 && (
        <ul className="list-unstyled mb-0">
          {devices.map((device) => (
            <DeviceItem key={device.id} device={device} isThis={on && device.id === thisId} onRemoved={afterRemoval(device)} />
          ))}
        </ul>
      )}
    </DonorPanel>
  );
}
