import { waitFor } from '@testing-library/react';
import { RevocationDocument } from '../../generated/graphql';
import { RevocationListener } from './RevocationListener';
import { renderWithProfileProviders, resetProfileTestState, signInWithCachedUser } from './profileTestUtils';
import { signOutEverywhere } from './signOutEverywhere';

jest.mock('./signOutEverywhere', () => ({ signOutEverywhere: jest.fn(async () => undefined) }));
const signOutMock = jest.mocked(signOutEverywhere);

afterEach(() => {
  resetProfileTestState();
  signOutMock.mockClear();
});

const signedInAt = 'Sat, 21 Nov 2026 10:00:00 GMT';

function revocationAt(revokedAt: string) {
  return { request: { query: RevocationDocument }, result: { data: { revocation: { __typename: 'Revocation', revokedAt } } } };
}

describe('RevocationListener', () => {
  it('signs this device out, without calling the server, when revoked after its sign-in', async () => {
    const cache = signInWithCachedUser();
    const getAuthTime = jest.fn(async () => signedInAt);
    renderWithProfileProviders(<RevocationListener getAuthTime={getAuthTime} />, { cache, mocks: [revocationAt('2026-11-21T10:00:05.000Z')] });
    await waitFor(() => expect(signOutMock).toHaveBeenCalledWith(expect.anything(), { revokeAllSessions: false }));
  });

  it('keeps a session signed in after the revocation', async () => {
    const cache = signInWithCachedUser();
    const getAuthTime = jest.fn(async () => signedInAt);
    renderWithProfileProviders(<RevocationListener getAuthTime={getAuthTime} />, { cache, mocks: [revocationAt('2026-11-21T09:59:59.000Z')] });
    await waitFor(() => expect(getAuthTime).toHaveBeenCalled());
    expect(signOutMock).not.toHaveBeenCalled();
  });

  it('does not subscribe while signed out', async () => {
    const cache = signInWithCachedUser();
    resetProfileTestState();
    const getAuthTime = jest.fn(async () => signedInAt);
    renderWithProfileProviders(<RevocationListener getAuthTime={getAuthTime} />, { cache, mocks: [revocationAt('2026-11-21T10:00:05.000Z')] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getAuthTime).not.toHaveBeenCalled();
  });
});
