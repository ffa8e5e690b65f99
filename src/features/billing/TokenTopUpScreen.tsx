/**
 * /app/token-top-up-prices: the agent token balance and the one-time top-ups on sale. After
 * Stripe Checkout the user lands here with ?topup=success|cancelled.
 */
import { Button, Card, DataList, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { displaySettingsVar } from '../../apollo/vars';
import type { BillingPrice_PriceFragment, TokenBalanceQuery } from '../../generated/graphql';
import { formatCurrency, formatNumber } from '../../lib/format';
import { errorMessage } from '../../ui/errorMessage';
import { Loader } from '../../ui/Loader';
import { toaster } from '../../ui/toaster';
import { BillingPage, LoadFailure } from './BillingPage';
import { BillingOffNotice, CheckoutReturnAlert } from './BillingNotices';
import { formatPerMillionTokens } from './billingFormat';
import { useBillingOffer, useStripeRedirects, useTokenBalance } from './billingData';
import { daysText } from './subscriptionState';
import { useBillingUser } from './useBillingUser';
import { useCheckoutReturn } from './useCheckoutReturn';

type Balance = TokenBalanceQuery['getTokenBalance'];

export function TokenTopUpScreen() {
  const { locale } = useReactiveVar(displaySettingsVar);
  const user = useBillingUser();
  const offer = useBillingOffer();
  const balanceQuery = useTokenBalance();
  const balance = balanceQuery.data?.getTokenBalance;
  // A top-up changes what was allocated: wait for that.
  const topUp = useCheckoutReturn('topup', balance ? String(balance.totalBalanceAllocated) : null, balanceQuery.refetch);

  if (offer.error && !offer.data) return <Page><LoadFailure what="The top-ups" error={offer.error} /></Page>;
  if (!offer.data) return <Loader inArea />;
  if (offer.data.billingOffer.mode === 'OFF') return <Page><BillingOffNotice /></Page>;

  return (
    <Page>
      <CheckoutReturnAlert outcome={topUp.outcome} waiting={topUp.waiting} success="Payment received. Your tokens arrive as soon as Stripe confirms it." />
      {balance ? <BalanceCard balance={balance} locale={locale} /> : balanceQuery.error ? <LoadFailure what="Your token balance" error={balanceQuery.error} /> : <Loader inArea />}
      <Stack as="section" aria-labelledby="top-ups-heading" gap="3">
        <Text as="h2" id="top-ups-heading" textStyle="lg" fontWeight="semibold">
          Top up your tokens
        </Text>
        <Text color="fg.muted" textStyle="sm">
          One-time purchases: the tokens are added to your balance.
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
          {offer.data.billingOffer.topUps.map((price) => (
            <TopUpCard key={price.id} price={price} stripeId={user?.stripeId ?? null} locale={locale} />
          ))}
        </SimpleGrid>
      </Stack>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <BillingPage title="Token top-up prices">{children}</BillingPage>;
}

function BalanceCard({ balance, locale }: { balance: Balance; locale: string }) {
  const rows: [string, string][] = [
    ['Balance', formatNumber(balance.balance, { locale })],
    ['Used', formatNumber(balance.totalTokensUsed, { locale })],
    ['Allocated', formatNumber(balance.totalBalanceAllocated, { locale })],
  ];
  const trialTokens = balance.trialDaysLeft > 0 && !balance.isValidSubscription;
  return (
    <Card.Root as="section" aria-label="Your tokens" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Your tokens</Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fontVariantNumeric="tabular-nums">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {trialTokens ? (
          <Text mt="3" textStyle="sm" color="fg.muted">
            Your trial tokens expire in {daysText(balance.trialDaysLeft)}.
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function TopUpCard({ price, stripeId, locale }: { price: BillingPrice_PriceFragment; stripeId: string | null; locale: string }) {
  const { topUp } = useStripeRedirects();
  const [leaving, setLeaving] = useState(false);

  async function buy() {
    if (!stripeId) return;
    setLeaving(true);
    try {
      await topUp(stripeId, price.id);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Checkout could not be opened', description: errorMessage(error) });
      setLeaving(false);
    }
  }

  return (
    <Card.Root as="li" aria-label={price.name} bg="bg.panel" size="sm">
      <Card.Body gap="2">
        <Text fontWeight="semibold">{price.name}</Text>
        <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {formatCurrency(price.amount, price.currency, { locale })}
        </Text>
        <Text>{formatNumber(price.tokens, { locale })} tokens</Text>
        <Text textStyle="sm" color="fg.muted">
          {formatPerMillionTokens(price, locale)} per million tokens
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="primary" w="full" loading={leaving} disabled={!stripeId} aria-label={`Buy ${price.name}`} onClick={() => void buy()}>
          Buy
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
