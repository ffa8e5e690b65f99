/**
 * The plan and where the user stands with it: the price, the state in words, the renewal or
 * end date, and the one or two things they can do next.
 */
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { BillingPrice_PriceFragment } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { toaster } from '../../ui/toaster';
import { formatBillingDate, formatPrice } from './billingFormat';
import { useStripeRedirects, useSubscriptionChange } from './billingData';
import { SubscriptionChangeDialog, type SubscriptionChange } from './SubscriptionChangeDialog';
import { subscriptionState, subscriptionStateLabel, type SubscriptionState, type SubscriptionStatusFields } from './subscriptionState';

const STATE_PALETTE: Record<SubscriptionState, string> = {
  trial: 'blue',
  active: 'green',
  cancels: 'orange',
  pastDue: 'red',
  ended: 'gray',
};

interface PlanCardProps {
  plan: BillingPrice_PriceFragment | null;
  status: SubscriptionStatusFields;
  stripeId: string | null;
  locale: string;
}

export function PlanCard({ plan, status, stripeId, locale }: PlanCardProps) {
  const state = subscriptionState(status);
  const date = formatBillingDate(status.current_period_end, locale);
  const redirects = useStripeRedirects();
  const changes = useSubscriptionChange();
  const [leaving, setLeaving] = useState<'subscribe' | 'portal' | null>(null);
  const [confirming, setConfirming] = useState<SubscriptionChange | null>(null);
  const subscriptionId = status.activeSubscriptionId;

  async function leave(kind: 'subscribe' | 'portal', go: (stripeId: string) => Promise<void>) {
    if (!stripeId) return;
    setLeaving(kind);
    try {
      await go(stripeId);
    } catch (error) {
      toaster.create({ type: 'error', title: kind === 'subscribe' ? 'Checkout could not be opened' : 'The billing portal could not be opened', description: errorMessage(error) });
      setLeaving(null);
    }
  }

  const canSubscribe = state === 'trial' || state === 'ended';
  const canChange = subscriptionId !== null && subscriptionId !== undefined;

  return (
    <Card.Root as="section" aria-label="Your plan" bg="bg.panel">
      <Card.Header>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Stack gap="1">
            <Card.Title as="h2">{plan?.name ?? 'Subscription'}</Card.Title>
            {plan ? (
              <Text textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatPrice(plan, locale)}
              </Text>
            ) : null}
          </Stack>
          <Badge alignSelf="flex-start" size="lg" colorPalette={STATE_PALETTE[state]}>
            {subscriptionStateLabel(state, status, date)}
          </Badge>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <PeriodLine state={state} date={status.current_period_end ? date : null} trialing={status.subscriptionStatus === 'trialing'} />
          {!stripeId ? <Text color="fg.muted">Your billing account is still being set up: come back in a moment.</Text> : null}
          <HStack gap="3" wrap="wrap">
            {canSubscribe && stripeId ? (
              <Button colorPalette="primary" loading={leaving === 'subscribe'} disabled={leaving !== null} onClick={() => void leave('subscribe', redirects.subscribe)}>
                Subscribe
              </Button>
            ) : null}
            {(state === 'active' || state === 'pastDue') && canChange ? (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming('cancel')}>
                Cancel subscription
              </Button>
            ) : null}
            {state === 'cancels' && canChange ? (
              <Button colorPalette="primary" onClick={() => setConfirming('renew')}>
                Renew subscription
              </Button>
            ) : null}
            {stripeId && state !== 'trial' ? (
              <Button variant={state === 'pastDue' ? 'solid' : 'outline'} colorPalette={state === 'pastDue' ? 'primary' : 'gray'} loading={leaving === 'portal'} disabled={leaving !== null} onClick={() => void leave('portal', redirects.openPortal)}>
                Manage billing
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
      <SubscriptionChangeDialog
        change={confirming}
        date={date}
        onClose={() => setConfirming(null)}
        onConfirm={async (change) => {
          if (!subscriptionId) return;
          await (change === 'cancel' ? changes.cancel(subscriptionId) : changes.renew(subscriptionId));
          toaster.create({ type: 'success', title: change === 'cancel' ? `Your subscription ends on ${date}` : 'Your subscription goes on' });
        }}
      />
    </Card.Root>
  );
}

function PeriodLine({ state, date, trialing }: { state: SubscriptionState; date: string | null; trialing: boolean }) {
  if (state === 'trial') return <Text>Every feature is yours during the trial. Subscribe to keep them when it ends.</Text>;
  if (state === 'ended' && !date) return <Text>Your free trial has ended. Everything you made stays; subscribe to make more.</Text>;
  if (!date) return null;
  const text: Partial<Record<SubscriptionState, string>> = {
    // Subscribed during the free trial: Stripe charges first when the trial ends.
    active: trialing ? `Subscribed. Your free trial runs until ${date}; the first payment is then.` : `Renews on ${date}.`,
    cancels: `You keep every feature until ${date}; nothing is charged after that.`,
    pastDue: `Your last payment failed. Update your card in Manage billing to keep the plan beyond ${date}.`,
    ended: `Ended on ${date}. Everything you made stays; subscribe to make more.`,
  };
  return text[state] ? <Text>{text[state]}</Text> : null;
}
