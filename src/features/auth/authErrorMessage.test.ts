import { FirebaseError } from 'firebase/app';
import { AUTH_ERROR_MESSAGES, GENERIC_AUTH_ERROR, KNOWN_AUTH_ERROR_CODES, authErrorMessage, reportAuthError } from './authErrorMessage';

// The spec names these; the screens meet the rest (popups, action codes, linking).
const specCodes = [
  'email-already-in-use',
  'wrong-password',
  'user-not-found',
  'invalid-credential',
  'too-many-requests',
  'network-request-failed',
  'user-disabled',
  'requires-recent-login',
  'multi-factor-auth-required',
  'popup-closed-by-user',
  'popup-blocked',
  'expired-action-code',
  'invalid-action-code',
  'weak-password',
  'invalid-email',
  'account-exists-with-different-credential',
  'credential-already-in-use',
  'provider-already-linked',
  'user-token-expired',
];

describe('authErrorMessage', () => {
  it.each(specCodes)('has a sentence for auth/%s', (code) => {
    const message = authErrorMessage(new FirebaseError(`auth/${code}`, `Firebase: Error (auth/${code}).`));
    expect(message).not.toBe(GENERIC_AUTH_ERROR);
    expect(message).toMatch(/^[A-Z].*[.!]$/);
    // Plain words for the user, never the SDK's wording or the code.
    expect(message).not.toMatch(/firebase|auth\//i);
  });

  it('never says whether an address has an account', () => {
    const unknown = authErrorMessage(new FirebaseError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).'));
    expect(unknown).toBe(authErrorMessage(new FirebaseError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).')));
  });

  it('covers every listed code with one sentence each', () => {
    expect(Object.keys(AUTH_ERROR_MESSAGES).sort()).toEqual([...KNOWN_AUTH_ERROR_CODES].sort());
  });

  it('says the password minimum is 6 characters for a weak password', () => {
    expect(authErrorMessage({ code: 'auth/weak-password' })).toContain('at least 6 characters');
  });

  it.each([
    ['an unknown code', new FirebaseError('auth/something-new', 'x')],
    ['a plain error', new Error('boom')],
    ['a string', 'boom'],
    ['nothing', undefined],
  ])('gives the generic sentence for %s', (_name, error) => {
    expect(authErrorMessage(error)).toBe(GENERIC_AUTH_ERROR);
  });

  it('logs the action and the code, and returns the sentence', () => {
    const log = jest.fn();
    const error = new FirebaseError('auth/user-disabled', 'x');
    expect(reportAuthError('e-mail sign-in', error, log)).toBe(AUTH_ERROR_MESSAGES['auth/user-disabled']);
    expect(log).toHaveBeenCalledWith('[auth] e-mail sign-in failed: auth/user-disabled', error);
  });
});
