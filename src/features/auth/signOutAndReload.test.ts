import { signInAnonymously } from 'firebase/auth';
import { authStateVar, initialAuthState } from '../../apollo/vars';
import { setEmulatorAppConfig } from '../../testing/emulatorAppConfig';
import { getFirebaseAuth } from './firebase';
import { signOutAndReload } from './signOutAndReload';

beforeAll(() => setEmulatorAppConfig());
afterEach(() => authStateVar(initialAuthState));

it('marks the sign-out, ends the session, clears all local storage and reloads on sign-in', async () => {
  const auth = getFirebaseAuth();
  await signInAnonymously(auth);
  localStorage.setItem('userCurrency', 'EUR');
  localStorage.setItem('theme', 'light');
  const goTo = jest.fn();

  await signOutAndReload(auth, goTo);

  expect(authStateVar().hasSignout).toBe(true);
  expect(auth.currentUser).toBeNull();
  expect(localStorage.length).toBe(0);
  expect(goTo).toHaveBeenCalledWith('/app/auth/sign-in');
});
