// This browser and Web Push: whether it can show the app's notifications, asking the user's
// permission, registering the service worker (public/sw.js) and subscribing with the server's
// VAPID key. Browser state only; the server's side goes through subscribePush/unsubscribePush.

export const SERVICE_WORKER_URL = '/app/sw.js';
const SCOPE = '/app/';
/** Sign-out must not hang on a browser that never answers. */
const FORGET_WITHIN_MS = 1_500;

export type DeviceState = 'unsupported' | 'denied' | 'subscribed' | 'available';

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SCOPE);
}

/** The subscription this browser has now, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'subscribed' : 'available';
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
const base64url = (buffer: ArrayBuffer | null) => (buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '');

/**
 * Asks permission (from a click), registers the worker and subscribes with `publicKey`; null when
 * the user did not allow it. A subscription made with another key (the server's changed) is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<DeviceSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SCOPE });
  const ready = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await ready.pushManager.getSubscription();
  const sameKey = subscription?.options.applicationServerKey && base64url(subscription.options.applicationServerKey) === base64url(key.buffer);
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { endpoint: subscription.endpoint, p256dh: base64url(subscription.getKey('p256dh')), auth: base64url(subscription.getKey('auth')) };
}

/** Ends this browser's subscription; returns its endpoint (to tell the server), or null if none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/**
 * At sign-out: the browser stops its subscription, so the next user of this browser gets none of
 * the last one's notifications (the push service answers 410 for it, and the server drops it then).
 */
export async function forgetThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([unsubscribeThisDevice().catch(() => null), new Promise((resolve) => (timer = setTimeout(resolve, FORGET_WITHIN_MS)))]);
  clearTimeout(timer);
}
