/** Shared set-up of the profile's component tests: a cached, audited user and the providers. */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { typePolicies } from '../../apollo/typePolicies';
import { authStateVar, initialAuthState } from '../../apollo/vars';
import { system } from '../../ui/theme';
import { AppThemeProvider } from '../../ui/themes/AppThemeProvider';
import { withholdingRateList } from '../../../common/withholdingTax';
import { CurrentUser_UserFragmentDoc, type CurrentUser_UserFragment } from '../../generated/graphql';

export type CachedUser = CurrentUser_UserFragment & { __typename: 'User' };

export const ada: CachedUser = {
  __typename: 'User',
  _id: 'row-1',
  uid: 'uid-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  currency: 'GBP',
  currencySymbol: '£',
  userLocale: 'en-GB',
  photoURL: null,
  theme: 'dark',
  costMethod: 'average',
  autoApplySplits: false,
  // As the server lists them: every default country, and the user's own rates marked.
  withholdingRates: withholdingRateList({ CH: 0 }).map((entry) => ({ __typename: 'WithholdingRate' as const, ...entry })),
  provider: 'password',
  providerToSignedIn: 'password',
  emailVerified: true,
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** A cache holding `user` as auditUser leaves it, and the auth state of that user, audited. */
export function signInWithCachedUser(user: CachedUser = ada): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeFragment({ fragment: CurrentUser_UserFragmentDoc, fragmentName: 'CurrentUser_user', data: user });
  authStateVar({
    ...initialAuthState,
    isInitialized: true,
    isAuthenticated: true,
    isEmailVerified: true,
    hasAuditedUser: true,
    user: { uid: user.uid, email: user.email, displayName: user.name, photoURL: null, providerId: 'password', isAnonymous: false },
  });
  return cache;
}

export function renderWithProfileProviders(
  ui: ReactElement,
  { cache, mocks = [] }: { cache: InMemoryCache; mocks?: MockLink.MockedResponse[] },
): RenderResult {
  return render(
    <MockedProvider cache={cache} mocks={mocks}>
      <ChakraProvider value={system}>
        <AppThemeProvider>{ui}</AppThemeProvider>
      </ChakraProvider>
    </MockedProvider>,
  );
}

export function resetProfileTestState(): void {
  authStateVar(initialAuthState);
  localStorage.clear();
}
