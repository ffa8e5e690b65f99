/** The "Verify Your Email" screen with the real SDK against the Auth emulator. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import type { RouteObject } from 'react-router';
import { TEST_PROJECT_ID } from '../../../jest/testProject';
import { authStateVar, initialAuthState } from '../../apollo/vars';
import { emulatorOobCodes, setEmulatorAppConfig } from '../../testing/emulatorAppConfig';
import { renderAppAtPath } from '../../testing/renderAppAtPath';
import { getFirebaseAuth } from './firebase';
import { VerifyEmailScreen } from './VerifyEmailScreen';
import { syncAuthState, watchAuthState } from './watchAuthState';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, element: <h1>Home screen</h1> },
      { path: 'auth/sign-in', element: <h1>Sign-in screen</h1> },
      { path: 'auth/verify-email', element: <VerifyEmailScreen /> },
    ],
  },
];

let stopWatching: () => void = () => undefined;

beforeAll(() => {
  setEmulatorAppConfig();
  stopWatching = watchAuthState(getFirebaseAuth());
});
afterAll(() => stopWatching());
afterEach(async () => {
  await signOut(getFirebaseAuth());
  await waitFor(() => expect(authStateVar().user).toBeNull());
});

async function signUp(): Promise<string> {
  const email = `verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await createUserWithEmailAndPassword(getFirebaseAuth(), email, 'correct-horse');
  await waitFor(() => expect(authStateVar().isAuthenticated).toBe(true));
  return email;
}

describe('VerifyEmailScreen', () => {
  it('waits while the session is unknown', () => {
    authStateVar(initialAuthState);
    renderAppAtPath(routes, '/app/auth/verify-email');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in', async () => {
    authStateVar({ ...initialAuthState, isInitialized: true });
    const { router } = renderAppAtPath(routes, '/app/auth/verify-email');
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/auth/sign-in');
  });

  it('shows the address, and a resend sends another e-mail and says so', async () => {
    const email = await signUp();
    renderAppAtPath(routes, '/app/auth/verify-email');

    expect(screen.getByText("We've sent a verification email to:")).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.getByText(/check your inbox and your spam folder/)).toBeInTheDocument();
    expect(screen.queryByText('A new verification email has been sent!')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('A new verification email has been sent!')).toBeInTheDocument();
    expect((await emulatorOobCodes(email)).filter((code) => code.requestType === 'VERIFY_EMAIL')).toHaveLength(1);
  });

  it('sends a verified user to the app', async () => {
    const email = await signUp();
    const user = getFirebaseAuth().currentUser;
    if (!user) throw new Error('no user');
    await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner', connection: 'close' },
      body: JSON.stringify({ localId: user.uid, emailVerified: true }),
    });
    await user.reload();
    syncAuthState(user);
    expect(authStateVar()).toMatchObject({ isEmailVerified: true, user: { email } });

    const { router } = renderAppAtPath(routes, '/app/auth/verify-email');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });
});
