import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillingOfferDocument, BillingUser_UserFragmentDoc, SubscriptionStatusDocument, type BillingUser_UserFragment } from '../../generated/graphql';
import { ada, resetProfileTestState } from '../profile/profileTestUtils';
import { STATUSES, offerMock, renderBillingAt, signInForBilling, statusMock } from './billingTestUtils';
import { TrialBanner } from './TrialBanner';

afterEach(() => {
  resetProfileTestState();
  sessionStorage.clear();
});

function renderBanner(status: keyof typeof STATUSES, mode: 'STRIPE' | 'OFF' = 'STRIPE') {
  const cache = signInForBilling();
  const view = renderBillingAt(
    <>
      <TrialBanner />
      <h1>Page</h1>
    </>,
    '/',
    { cache, mocks: [offerMock(mode), statusMock(STATUSES[status])] },
  );
  /** Resolves once both answers the banner waits for are in: its absence then means something. */
  const answered = () =>
    waitFor(() => {
      expect(cache.readQuery({ query: SubscriptionStatusDocument })).not.toBeNull();
      expect(cache.readQuery({ query: BillingOfferDocument })).not.toBeNull();
    });
  return { ...view, cache, answered };
}

describe('TrialBanner', () => {
  it('counts the trial’s days left and links to the plans', async () => {
    const { router } = renderBanner('trial');

    const banner = await screen.findByRole('status', { name: 'Free trial' });
    expect(banner).toHaveTextContent('Free trial: 12 days left. See plans');
    await userEvent.click(screen.getByRole('link', { name: 'See plans' }));
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('says what an ended trial means, and turns the plan prompts on for the user the audit still saw in trial', async () => {
    const { cache } = renderBanner('trialEnded');

    expect(await screen.findByRole('status', { name: 'Free trial' })).toHaveTextContent('Your free trial has ended. Everything you made stays; subscribe to make more.');
    // The audit said fullFeatureEnabled; the fresher status says otherwise, and the cached user follows it.
    await waitFor(() => expect(cache.readFragment<BillingUser_UserFragment>({ fragment: BillingUser_UserFragmentDoc, fragmentName: 'BillingUser_user', id: cache.identify({ __typename: 'User', _id: ada._id }) })?.fullFeatureEnabled).toBe(false));
  });

  it.each([['active'], ['cancels'], ['pastDue'], ['ended']] as const)('is not shown with a %s subscription', async (status) => {
    await renderBanner(status).answered();
    expect(screen.queryByRole('status', { name: 'Free trial' })).not.toBeInTheDocument();
  });

  it('is not shown when billing is off', async () => {
    await renderBanner('trial', 'OFF').answered();
    expect(screen.queryByRole('status', { name: 'Free trial' })).not.toBeInTheDocument();
  });

  it('stays away for the session once closed', async () => {
    const first = renderBanner('trial');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the trial notice' }));
    expect(screen.queryByRole('status', { name: 'Free trial' })).not.toBeInTheDocument();
    first.unmount();

    await renderBanner('trial').answered();
    expect(screen.queryByRole('status', { name: 'Free trial' })).not.toBeInTheDocument();
  });
});
