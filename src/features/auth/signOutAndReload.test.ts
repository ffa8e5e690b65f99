import { signInAnonymously } from 'firebase/auth';
import { authStateVar, initialAuthState } from '../../apollo/vars';
import { setEmulatorAppConfig } from '../../testing/emulatorAppConfig';
import { getFirebaseAuth } from './firebase';
import { operationLog } from '../support/operationLog';
import { signOutAndReload } from './signOutAndReload';

beforeAll(() => setEmulatorAppConfig());
afterEach(() => authStateVar(initialAuthState));

it('marks the sign-out, ends the session, clears all local storage and reloads on sign-in', async () => {
  const auth = getFirebaseAuth();
  await signInAnonymously(auth);
  localStorage.setItem('userCurrency', 'EUR');
  localStorage.setItem('theme', 'light');
  operationLog.add({ at: '2026-11-24T10:00:00.000Z', route: '/app/', operationName: 'AuditUser', operationType: 'mutation', variables: {}, httpStatus: 200, durationMs: 5 });
  const goTo = jest.fn();

  await signOutAndReload(auth, goTo);

  expect(authStateVar().hasSignout).toBe(true);
  expect(auth.currentUser).toBeNull();
  expect(localStorage.length).toBe(0);
  // The session's operation log goes with it.
  expect(operationLog.operations()).toEqual([]);
  expect(sessionStorage.getItem('operationLog')).toBeNull();
  expect(goTo).toHaveBeenCalledWith('/app/auth/sign-in');
});

it('stops this browser\'s push subscription, so the next user of the browser gets none of this one\'s notifications', async () => {
  const unsubscribe = jest.fn(async () => true);
  const registration = { pushManager: { getSubscription: async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', unsubscribe }) } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: { permission: 'granted' } });
  try {
    const auth = getFirebaseAuth();
    await signInAnonymously(auth);
    const goTo = jest.fn();
    await signOutAndReload(auth, goTo);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/app/auth/sign-in');
  } finally {
    for (const [target, name] of [[navigator, 'serviceWorker'], [window, 'PushManager'], [window, 'Notification']] as const) Reflect.deleteProperty(target, name);
  }
});
