import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_OFF_TEXT } from './BillingNotices';
import { BillingPortalLinkDocument, CancelSubscriptionDocument, CheckoutSessionDocument } from '../../generated/graphql';
import { resetProfileTestState } from '../profile/profileTestUtils';
import { STATUSES, STRIPE_ID, invoicesMock, offerMock, paidInvoice, renderBillingAt, signInForBilling, statusMock } from './billingTestUtils';
import { leaveForStripe } from './leaveForStripe';
import { SubscriptionScreen } from './SubscriptionScreen';

jest.mock('./leaveForStripe', () => ({ leaveForStripe: jest.fn() }));

afterEach(() => {
  resetProfileTestState();
  jest.mocked(leaveForStripe).mockClear();
});

function renderScreen(status: keyof typeof STATUSES, { path = '/subscription', more = [] as Parameters<typeof renderBillingAt>[2]['mocks'], mode = 'STRIPE' as const } = {}) {
  const cache = signInForBilling();
  const view = renderBillingAt(<SubscriptionScreen />, path, { cache, mocks: [offerMock(mode), statusMock(STATUSES[status]), invoicesMock([paidInvoice]), ...more] });
  return { cache, ...view };
}

const planCard = () => screen.findByRole('region', { name: 'Your plan' });

describe('SubscriptionScreen', () => {
  it('shows the trial with its days left, the plan price in its currency, and subscribes through Stripe Checkout', async () => {
    const checkout = jest.fn(() => ({ data: { createCheckoutSession: { __typename: 'CheckoutSession', id: 'cs_1', url: 'https://checkout.stripe.test/cs_1' } } }));
    renderScreen('trial', { more: [{ request: { query: CheckoutSessionDocument, variables: { stripeId: STRIPE_ID } }, result: checkout }] });

    const card = await planCard();
    expect(within(card).getByText('Free trial — 12 days left')).toBeInTheDocument();
    expect(within(card).getByText('€9.00 / month')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(leaveForStripe).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1'));
    expect(checkout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['active', 'Active', 'Renews on 27 Dec 2026.', ['Cancel subscription', 'Manage billing']],
    ['subscribedInTrial', 'Subscribed — in trial', 'Subscribed. Your free trial runs until 27 Dec 2026; the first payment is then.', ['Cancel subscription', 'Manage billing']],
    ['cancels', 'Cancels on 27 Dec 2026', 'You keep every feature until 27 Dec 2026; nothing is charged after that.', ['Renew subscription', 'Manage billing']],
    ['pastDue', 'Payment failed — update your card', 'Your last payment failed. Update your card in Manage billing to keep the plan beyond 27 Dec 2026.', ['Cancel subscription', 'Manage billing']],
    ['ended', 'Ended', 'Ended on 27 Dec 2026. Everything you made stays; subscribe to make more.', ['Subscribe', 'Manage billing']],
    ['trialEnded', 'Ended', 'Your free trial has ended. Everything you made stays; subscribe to make more.', ['Subscribe', 'Manage billing']],
  ] as const)('in the %s state says "%s" and offers what fits', async (status, label, line, buttons) => {
    renderScreen(status);

    const card = await planCard();
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText(line)).toBeInTheDocument();
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
  });

  it('lists what the plan unlocks and the invoices, each opening on Stripe in a new tab', async () => {
    renderScreen('active');

    expect(await screen.findByText('Embedding widgets in other websites')).toBeInTheDocument();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const row = (await within(invoices).findAllByRole('row'))[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['27 Nov 2026', 'Pro, monthly', '€9.00', 'Paid', expect.stringContaining('View')]);
    const link = within(row).getByRole('link', { name: /View/ });
    expect(link).toHaveAttribute('href', paidInvoice.hosted_invoice_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says so when there is no invoice yet', async () => {
    const cache = signInForBilling();
    renderBillingAt(<SubscriptionScreen />, '/subscription', { cache, mocks: [offerMock(), statusMock(STATUSES.trial), invoicesMock([])] });

    expect(await screen.findByText('No invoices yet. They appear here once you subscribe.')).toBeInTheDocument();
  });

  it('asks before cancelling, says what happens, and cancels with a call that is never cached', async () => {
    const cancel = jest.fn(() => ({ data: { cancelSubscription: { __typename: 'SubscriptionChange', subscriptionId: 'sub_1', subscriptionStatus: 'active', cancel_at_period_end: true } } }));
    const cache = signInForBilling();
    renderBillingAt(<SubscriptionScreen />, '/subscription', {
      cache,
      mocks: [
        offerMock(),
        statusMock(STATUSES.active, 1),
        invoicesMock([paidInvoice]),
        { request: { query: CancelSubscriptionDocument, variables: { subscriptionId: 'sub_1' } }, result: cancel, maxUsageCount: 2 },
        statusMock(STATUSES.cancels),
      ],
    });

    await userEvent.click(await within(await planCard()).findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/You keep every feature until 27 Dec 2026\./)).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await within(await planCard()).findByText('Cancels on 27 Dec 2026')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // no-cache: the answer is not stored under the query field.
    const root = (cache.extract() as { ROOT_QUERY: Record<string, unknown> }).ROOT_QUERY;
    expect(Object.keys(root).filter((key) => key.startsWith('cancelSubscription'))).toEqual([]);
  });

  it('keeps the subscription when the confirmation is declined', async () => {
    const cancel = jest.fn(() => ({ data: { cancelSubscription: { __typename: 'SubscriptionChange', subscriptionId: 'sub_1', subscriptionStatus: 'active', cancel_at_period_end: true } } }));
    renderScreen('active', { more: [{ request: { query: CancelSubscriptionDocument, variables: { subscriptionId: 'sub_1' } }, result: cancel }] });

    await userEvent.click(await within(await planCard()).findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep subscription' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel).not.toHaveBeenCalled();
    expect(within(await planCard()).getByText('Active')).toBeInTheDocument();
  });

  it('opens a fresh billing portal link each time', async () => {
    const portal = jest.fn(() => ({ data: { generateBillingPortalLink: { __typename: 'BillingPortalLink', url: 'https://billing.stripe.test/p' } } }));
    renderScreen('pastDue', { more: [{ request: { query: BillingPortalLinkDocument, variables: { stripeId: STRIPE_ID } }, result: portal, maxUsageCount: 2 }] });

    const button = await within(await planCard()).findByRole('button', { name: 'Manage billing' });
    await userEvent.click(button);
    await waitFor(() => expect(leaveForStripe).toHaveBeenCalledTimes(1));
    expect(portal).toHaveBeenCalledTimes(1);
  });

  it('after a paid checkout says so and reads the status again until Stripe has confirmed it', async () => {
    const cache = signInForBilling();
    renderBillingAt(<SubscriptionScreen />, '/subscription?checkout=success', {
      cache,
      mocks: [offerMock(), statusMock(STATUSES.trial, 2), invoicesMock([]), statusMock(STATUSES.active)],
    });

    expect(await screen.findByText('Payment received. Your plan starts as soon as Stripe confirms it.')).toBeInTheDocument();
    expect(await screen.findByText("Waiting for Stripe's confirmation…")).toBeInTheDocument();
    expect(await within(await planCard()).findByText('Active', {}, { timeout: 8_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Waiting for Stripe/)).not.toBeInTheDocument());
  });

  it('after a cancelled checkout says nothing was charged', async () => {
    renderScreen('trial', { path: '/subscription?checkout=cancelled' });

    expect(await screen.findByText('Checkout cancelled: nothing was charged.')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for Stripe/)).not.toBeInTheDocument();
  });

  it('with billing off says every feature is on, and offers nothing to do', async () => {
    const cache = signInForBilling();
    renderBillingAt(<SubscriptionScreen />, '/subscription', { cache, mocks: [offerMock('OFF'), statusMock(STATUSES.trial)] });

    expect(await screen.findByText(BILLING_OFF_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
  });
});
