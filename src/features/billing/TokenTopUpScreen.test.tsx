import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopUpCheckoutSessionDocument } from '../../generated/graphql';
import { resetProfileTestState } from '../profile/profileTestUtils';
import { BILLING_OFF_TEXT } from './BillingNotices';
import { STRIPE_ID, balanceMock, offerMock, renderBillingAt, signInForBilling } from './billingTestUtils';
import { leaveForStripe } from './leaveForStripe';
import { TokenTopUpScreen } from './TokenTopUpScreen';

jest.mock('./leaveForStripe', () => ({ leaveForStripe: jest.fn() }));

afterEach(() => {
  resetProfileTestState();
  jest.mocked(leaveForStripe).mockClear();
});

describe('TokenTopUpScreen', () => {
  it('shows the balance, with the trial tokens’ days left, and the three top-ups with their price per million', async () => {
    renderBillingAt(<TokenTopUpScreen />, '/token-top-up-prices', { cache: signInForBilling(), mocks: [offerMock(), balanceMock()] });

    const card = await screen.findByRole('region', { name: 'Your tokens' });
    expect(card).toHaveTextContent('Balance150,000');
    expect(card).toHaveTextContent('Used50,000');
    expect(card).toHaveTextContent('Allocated200,000');
    expect(within(card).getByText('Your trial tokens expire in 12 days.')).toBeInTheDocument();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Small', 'Medium', 'Large']);
    expect(items[1]).toHaveTextContent('€12.00');
    expect(items[1]).toHaveTextContent('1,500,000 tokens');
    expect(items[1]).toHaveTextContent('€8.00 per million tokens');
  });

  it('says nothing about trial tokens once the user subscribes', async () => {
    renderBillingAt(<TokenTopUpScreen />, '/token-top-up-prices', { cache: signInForBilling(), mocks: [offerMock(), balanceMock({ isValidSubscription: true, isInTrialAndNoTopUp: false, trialDaysLeft: 0 })] });

    await screen.findByRole('region', { name: 'Your tokens' });
    expect(screen.queryByText(/trial tokens expire/)).not.toBeInTheDocument();
  });

  it('buys a top-up through a fresh Stripe Checkout for that price', async () => {
    const session = jest.fn(() => ({ data: { createTopUpCheckoutSession: { __typename: 'CheckoutSession', id: 'cs_2', url: 'https://checkout.stripe.test/cs_2' } } }));
    renderBillingAt(<TokenTopUpScreen />, '/token-top-up-prices', {
      cache: signInForBilling(),
      mocks: [offerMock(), balanceMock(), { request: { query: TopUpCheckoutSessionDocument, variables: { stripeId: STRIPE_ID, priceId: 'price_m' } }, result: session }],
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Buy Medium' }));

    await waitFor(() => expect(leaveForStripe).toHaveBeenCalledWith('https://checkout.stripe.test/cs_2'));
  });

  it('after a paid top-up reads the balance again until the tokens have arrived', async () => {
    renderBillingAt(<TokenTopUpScreen />, '/token-top-up-prices?topup=success', {
      cache: signInForBilling(),
      mocks: [offerMock(), balanceMock({}, 2), balanceMock({ balance: 1_650_000, totalBalanceAllocated: 1_700_000 })],
    });

    expect(await screen.findByText('Payment received. Your tokens arrive as soon as Stripe confirms it.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Your tokens' });
    await waitFor(() => expect(card).toHaveTextContent('Balance1,650,000'), { timeout: 8_000 });
    await waitFor(() => expect(screen.queryByText(/Waiting for Stripe/)).not.toBeInTheDocument());
  });

  it('after a cancelled top-up says nothing was charged', async () => {
    renderBillingAt(<TokenTopUpScreen />, '/token-top-up-prices?topup=cancelled', { cache: signInForBilling(), mocks: [offerMock(), balanceMock()] });

    expect(await screen.findByText('Checkout cancelled: nothing was charged.')).toBeInTheDocument();
  });

  it('with billing off shows only that billing is off', async () => {
    renderBillingAt(<TokenTopUpScreen />, '/token-top-up-prices', { cache: signInForBilling(), mocks: [offerMock('OFF'), balanceMock()] });

    expect(await screen.findByText(BILLING_OFF_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
