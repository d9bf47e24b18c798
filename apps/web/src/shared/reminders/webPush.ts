/**
 * This browser's Web Push subscription for step reminders: whether it can take one, whether it has one, and
 * turning it on (asking the browser's permission, subscribing with the instance's key, telling the server) or
 * off (both sides forget it).
 */

import { SubscribePushDocument, UnsubscribePushDocument, WebPushKeyDocument } from '../../gen/graphql';
import { request } from '../api/graphql';
import { pushSupported } from './askNow';

export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

export { pushSupported };

/** The service worker's registration, once it is active (null when none registers within a few seconds). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  return Promise.race([ready, late]);
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration();
  if (!reg) return 'unsupported';
  const subscription = await reg.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** A short name for this browser in the server's list ("Chrome on Android"). */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

/** Asks the browser's permission (the person just pressed a button) and subscribes this browser. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const reg = await registration();
  if (!reg) return 'unsupported';
  const { webPushKey } = await request(WebPushKeyDocument, {});
  let subscription = await reg.pushManager.getSubscription();
  const key = Uint8Array.from(atob(webPushKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await request(SubscribePushDocument, {
    endpoint: subscription.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
    device: deviceName(),
  });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await request(UnsubscribePushDocument, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
