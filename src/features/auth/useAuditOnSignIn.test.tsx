import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, waitFor } from '@testing-library/react';
import { authStateVar, initialAuthState, type AuthState } from '../../apollo/vars';
import { AuditUserDocument, type AuditUserMutation, type AuditUserMutationVariables } from '../../generated/graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { InMemoryCache } from '@apollo/client';
import { AuditOnSignIn } from './useAuditOnSignIn';

const profile: AuditUserMutation['auditUser'] & { __typename: 'User' } = {
  __typename: 'User',
  _id: 'u-row-1',
  uid: 'uid-1',
  name: 'Ada',
  email: 'ada@example.com',
  currency: 'GBP',
  currencySymbol: '£',
  userLocale: 'en-GB',
  photoURL: null,
  theme: 'dark',
  costMethod: 'average',
  autoApplySplits: false,
  withholdingRates: [{ country: 'US', rate: 0.15, isDefault: true }],
  tourGuides: {},
  signUpCurrency: 'GBP',
  provider: 'password',
  providerToSignedIn: 'password',
  emailVerified: true,
  fullFeatureEnabled: true,
  stripeId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
};

function signedIn(overrides: Partial<AuthState> = {}): AuthState {
  return {
    ...initialAuthState,
    isInitialized: true,
    isAuthenticated: true,
    user: { uid: 'uid-1', email: 'ada@example.com', displayName: 'Ada', photoURL: null, providerId: 'password', isAnonymous: false },
    ...overrides,
  };
}

function auditMock(calls: { count: number }): MockLink.MockedResponse<AuditUserMutation, AuditUserMutationVariables> {
  return {
    request: {
      query: AuditUserDocument,
      variables: (variables: AuditUserMutationVariables) => variables.auditInput?.userLocale === navigator.language,
    },
    result: () => {
      calls.count++;
      return { data: { auditUser: profile } };
    },
    maxUsageCount: 5,
  };
}

afterEach(() => authStateVar(initialAuthState));

describe('AuditOnSignIn', () => {
  it('loads the profile once after sign-in, marks the state audited and caches the user', async () => {
    const calls = { count: 0 };
    const cache = new InMemoryCache({ typePolicies });
    authStateVar(signedIn());
    render(
      <MockedProvider mocks={[auditMock(calls)]} cache={cache}>
        <AuditOnSignIn />
      </MockedProvider>,
    );
    await waitFor(() => expect(authStateVar().hasAuditedUser).toBe(true));
    expect(calls.count).toBe(1);
    expect(cache.extract()['User:{"_id":"u-row-1"}']).toMatchObject({ uid: 'uid-1', currency: 'GBP' });
    // No query reaches the profile; the gc() a delete runs must not drop it (figures would fall back to USD).
    cache.gc();
    expect(cache.extract()['User:{"_id":"u-row-1"}']).toMatchObject({ uid: 'uid-1', currency: 'GBP' });
  });

  it.each([
    ['signed out', { ...initialAuthState, isInitialized: true }],
    ['anonymous', signedIn({ isAuthenticated: false })],
    ['already audited', signedIn({ hasAuditedUser: true })],
  ])('does not call auditUser when %s', async (_name, state) => {
    const calls = { count: 0 };
    authStateVar(state);
    render(
      <MockedProvider mocks={[auditMock(calls)]}>
        <AuditOnSignIn />
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count).toBe(0);
    expect(authStateVar()).toBe(state);
  });

  it('audits again with the display name a sign-up sets after the account exists, once', async () => {
    const names: (string | null | undefined)[] = [];
    const mock: MockLink.MockedResponse<AuditUserMutation, AuditUserMutationVariables> = {
      request: { query: AuditUserDocument, variables: () => true },
      result: (variables) => {
        names.push(variables.auditInput?.name);
        return { data: { auditUser: profile } };
      },
      maxUsageCount: 5,
    };
    const unnamed = signedIn();
    authStateVar({ ...unnamed, user: { ...unnamed.user!, displayName: null } });
    render(
      <MockedProvider mocks={[mock]}>
        <AuditOnSignIn />
      </MockedProvider>,
    );
    await waitFor(() => expect(authStateVar().hasAuditedUser).toBe(true));
    act(() => {
      authStateVar({ ...authStateVar(), user: { ...authStateVar().user!, displayName: 'Ada Lovelace' } });
    });
    await waitFor(() => expect(names).toEqual([undefined, 'Ada Lovelace']));
    act(() => {
      authStateVar({ ...authStateVar(), user: { ...authStateVar().user!, displayName: 'Ada L.' } });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names).toEqual([undefined, 'Ada Lovelace']);
  });

  it('does not mark another user audited when the session changed meanwhile', async () => {
    const calls = { count: 0 };
    authStateVar(signedIn());
    const mock = { ...auditMock(calls), delay: 30 };
    render(
      <MockedProvider mocks={[mock]}>
        <AuditOnSignIn />
      </MockedProvider>,
    );
    act(() => {
      authStateVar({ ...initialAuthState, isInitialized: true });
    });
    await waitFor(() => expect(calls.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(authStateVar().hasAuditedUser).toBe(false);
  });
});
