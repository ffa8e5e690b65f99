import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, waitFor } from '@testing-library/react';
import type { User, UserCredential } from 'firebase/auth';
import { useEffect, useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { authStateVar, initialAuthState } from '../../apollo/vars';
import { DeleteAnonymousUserDocument, type DeleteAnonymousUserMutation, type DeleteAnonymousUserMutationVariables } from '../../generated/graphql';
import type { SignInOutcome } from './signInOutcome';
import { useCompleteSignIn } from './useCompleteSignIn';

const signedInUser = { uid: 'uid-new', email: 'ada@example.com', displayName: 'Ada', photoURL: null, providerId: 'firebase', isAnonymous: false, emailVerified: true, providerData: [] };

function outcome(replacedAnonymous: Pick<User, 'uid' | 'getIdToken'> | null): SignInOutcome {
  return { credential: { user: signedInUser, providerId: 'google.com', operationType: 'signIn' } as unknown as UserCredential, replacedAnonymous: replacedAnonymous as User | null };
}

function CompleteOnMount({ with: result }: { with: SignInOutcome }) {
  const complete = useCompleteSignIn();
  // Once: navigating to the target page gives the hook a new navigate function.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    complete(result);
  }, [complete, result]);
  return null;
}

function deleteMock(calls: DeleteAnonymousUserMutationVariables[]): MockLink.MockedResponse<DeleteAnonymousUserMutation, DeleteAnonymousUserMutationVariables> {
  return {
    request: { query: DeleteAnonymousUserDocument, variables: () => true },
    result: (variables) => {
      calls.push(variables);
      return { data: { deleteAnonymousUser: true } };
    },
  };
}

afterEach(() => authStateVar(initialAuthState));

describe('useCompleteSignIn', () => {
  it('deletes the replaced anonymous account with its own ID token as proof', async () => {
    const calls: DeleteAnonymousUserMutationVariables[] = [];
    const anonymous = { uid: 'uid-anon', getIdToken: jest.fn(async () => 'anonymous-id-token') };
    render(
      <MemoryRouter>
        <MockedProvider mocks={[deleteMock(calls)]}>
          <CompleteOnMount with={outcome(anonymous)} />
        </MockedProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls).toEqual([{ uid: 'uid-anon', idToken: 'anonymous-id-token' }]));
    expect(authStateVar().user?.uid).toBe('uid-new');
  });

  it('only logs when the proof cannot be had: the sign-in still completes', async () => {
    const calls: DeleteAnonymousUserMutationVariables[] = [];
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const anonymous = { uid: 'uid-anon', getIdToken: jest.fn(async () => Promise.reject(new Error('auth/network-request-failed'))) };
    render(
      <MemoryRouter>
        <MockedProvider mocks={[deleteMock(calls)]}>
          <CompleteOnMount with={outcome(anonymous)} />
        </MockedProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[auth] deleting the replaced anonymous account failed', expect.any(Error)));
    expect(calls).toEqual([]);
    expect(authStateVar().user?.uid).toBe('uid-new');
    logged.mockRestore();
  });

  it('deletes nothing when no anonymous account was replaced', async () => {
    const calls: DeleteAnonymousUserMutationVariables[] = [];
    render(
      <MemoryRouter>
        <MockedProvider mocks={[deleteMock(calls)]}>
          <CompleteOnMount with={outcome(null)} />
        </MockedProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(authStateVar().user?.uid).toBe('uid-new'));
    expect(calls).toEqual([]);
  });
});
