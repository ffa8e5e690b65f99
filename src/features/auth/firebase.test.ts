/**
 * The real Firebase web SDK against the Auth emulator that Jest's global setup starts: the
 * runtime configuration is honoured, the auth state follows the SDK, and API requests carry the
 * signed-in user's real ID token.
 */
import { ApolloLink, gql } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { createUserWithEmailAndPassword, signInAnonymously, signOut } from 'firebase/auth';
import { of } from 'rxjs';
import { TEST_PROJECT_ID } from '../../../jest/testProject';
import { createApolloClient } from '../../apollo/client';
import { authStateVar } from '../../apollo/vars';
import { KNOWN_TOKEN_MARGIN_MS, getFirebaseAuth, getIdToken, knownIdToken } from './firebase';
import { watchAuthState } from './watchAuthState';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(() => {
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: Jest global setup starts the emulator');
  window.__APP_CONFIG__ = {
    version: 'test',
    firebase: { apiKey: 'demo-api-key', authDomain: `${TEST_PROJECT_ID}.firebaseapp.com`, projectId: TEST_PROJECT_ID },
    authEmulatorUrl: `http://${emulatorHost}`,
  };
});

function lastAuthorizationHeader(client: ReturnType<typeof createApolloClient>, headers: string[]) {
  return client
    .query({ query: gql('query Me { getTokenBalance { balance } }'), fetchPolicy: 'no-cache' })
    .then(() => headers.at(-1));
}

it('follows the Firebase session: none, anonymous, signed in, signed out', async () => {
  const auth = getFirebaseAuth();
  const stop = watchAuthState(auth);
  const headers: string[] = [];
  const client = createApolloClient({
    getIdToken,
    knownIdToken,
    terminatingLink: new ApolloLink((operation) => {
      headers.push((operation.getContext().headers as Record<string, string>).authorization ?? 'missing');
      return of({ data: { getTokenBalance: { __typename: 'TokenBalance', balance: 0 } } });
    }),
  });

  try {
    await waitFor(() => expect(authStateVar().isInitialized).toBe(true));
    expect(authStateVar()).toMatchObject({ isAuthenticated: false, user: null });
    expect(await lastAuthorizationHeader(client, headers)).toBe('');

    await signInAnonymously(auth);
    await waitFor(() => expect(authStateVar().user?.isAnonymous).toBe(true));
    expect(authStateVar().isAuthenticated).toBe(false);
    // An anonymous session still has a token: the server decides what it may reach.
    expect(await lastAuthorizationHeader(client, headers)).toMatch(/^Bearer .+/);

    const email = `shell-${Date.now()}@example.com`;
    await createUserWithEmailAndPassword(auth, email, 'correct horse battery');
    await waitFor(() => expect(authStateVar().isAuthenticated).toBe(true));
    expect(authStateVar()).toMatchObject({
      isEmailVerified: false,
      user: { email, isAnonymous: false, providerId: 'password' },
    });
    const token = await auth.currentUser?.getIdToken();
    expect(await lastAuthorizationHeader(client, headers)).toBe(`Bearer ${token}`);

    await signOut(auth);
    await waitFor(() => expect(authStateVar()).toMatchObject({ isAuthenticated: false, user: null }));
    expect(await lastAuthorizationHeader(client, headers)).toBe('');
  } finally {
    stop();
  }
});

it('knows the token getIdToken gave while its user stays signed in and it is not near expiry', async () => {
  const auth = getFirebaseAuth();
  await signOut(auth);
  expect(knownIdToken()).toBeNull();

  await createUserWithEmailAndPassword(auth, `known-${Date.now()}@example.com`, 'correct horse battery');
  const token = await getIdToken();
  expect(token).toMatch(/./);
  expect(knownIdToken()).toBe(token);
  const { expirationTime } = await auth.currentUser!.getIdTokenResult();
  // Within the margin of its expiry the SDK is asked again (it refreshes the token).
  expect(knownIdToken(Date.parse(expirationTime) - KNOWN_TOKEN_MARGIN_MS)).toBeNull();

  // A token the SDK replaces (forced here, as after a verified e-mail) is forgotten until asked for.
  // (A second later: the emulator's tokens of the same second are the same token.)
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const forced = await auth.currentUser!.getIdToken(true);
  expect(forced).not.toBe(token);
  await waitFor(() => expect(knownIdToken()).toBeNull());
  expect(await getIdToken()).toBe(forced);
  expect(knownIdToken()).toBe(forced);

  // Another user (here an anonymous one) has another token: the known one is not theirs.
  await signInAnonymously(auth);
  expect(knownIdToken()).toBeNull();

  await signOut(auth);
  expect(knownIdToken()).toBeNull();
});
