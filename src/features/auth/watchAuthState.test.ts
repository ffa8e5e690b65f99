import { initialAuthState, type AuthState } from '../../apollo/vars';
import { nextAuthState, type FirebaseUserLike } from './watchAuthState';

const alice: FirebaseUserLike = {
  uid: 'alice-uid',
  email: 'alice@example.com',
  displayName: 'Alice',
  photoURL: null,
  providerId: 'firebase',
  isAnonymous: false,
  emailVerified: false,
  providerData: [
    { uid: 'alice@example.com', email: 'alice@example.com', displayName: 'Alice', photoURL: null, phoneNumber: null, providerId: 'password' },
  ],
};

const anonymous: FirebaseUserLike = {
  ...alice,
  uid: 'anon-uid',
  email: null,
  displayName: null,
  isAnonymous: true,
  providerData: [],
};

describe('nextAuthState', () => {
  it('marks a signed-out start as initialised and not authenticated', () => {
    expect(nextAuthState(initialAuthState, null)).toEqual({ ...initialAuthState, isInitialized: true });
  });

  it('signs a user in with the e-mail verified flag and a plain copy of the user', () => {
    const state = nextAuthState(initialAuthState, { ...alice, emailVerified: true });

    expect(state).toMatchObject({ isInitialized: true, isAuthenticated: true, isEmailVerified: true });
    expect(state.user).toEqual({
      uid: 'alice-uid',
      email: 'alice@example.com',
      displayName: 'Alice',
      photoURL: null,
      providerId: 'password',
      isAnonymous: false,
    });
  });

  it('treats an anonymous user as signed out but keeps the user', () => {
    const state = nextAuthState(initialAuthState, anonymous);

    expect(state).toMatchObject({ isInitialized: true, isAuthenticated: false });
    expect(state.user).toMatchObject({ uid: 'anon-uid', isAnonymous: true, providerId: 'firebase' });
  });

  it('returns the same object when a token refresh changes nothing', () => {
    const signedIn = nextAuthState(initialAuthState, alice);
    expect(nextAuthState(signedIn, { ...alice })).toBe(signedIn);
  });

  it('picks up a newly verified e-mail', () => {
    const signedIn = nextAuthState(initialAuthState, alice);
    expect(nextAuthState(signedIn, { ...alice, emailVerified: true }).isEmailVerified).toBe(true);
  });

  it('keeps the audit of the same user, forgets it for another user or on sign-out', () => {
    const audited: AuthState = { ...nextAuthState(initialAuthState, alice), hasAuditedUser: true };

    expect(nextAuthState(audited, { ...alice, displayName: 'Alice B.' }).hasAuditedUser).toBe(true);
    expect(nextAuthState(audited, { ...alice, uid: 'bob-uid' }).hasAuditedUser).toBe(false);
    expect(nextAuthState(audited, null)).toMatchObject({ hasAuditedUser: false, isAuthenticated: false, user: null });
  });

  it('leaves the rest of the auth state alone', () => {
    const signingOut: AuthState = { ...initialAuthState, hasSignout: true, signinProvider: 'google.com' };
    expect(nextAuthState(signingOut, null)).toMatchObject({ hasSignout: true, signinProvider: 'google.com' });
  });
});
