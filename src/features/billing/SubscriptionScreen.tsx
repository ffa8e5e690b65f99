/**
 * /app/subscription: the plan and the user's state with it, what it unlocks, and the invoices.
 * After Stripe Checkout the user lands here with ?checkout=success|cancelled.
 */
import { Card, List, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useCallback, type ReactNode } from 'react';
import { PLAN_FEATURES, type PlanFeature } from '../../../common/billing';
import { displaySettingsVar } from '../../apollo/vars';
import { Loader } from '../../ui/Loader';
import { BillingPage, LoadFailure } from './BillingPage';
import { BillingOffNotice, CheckoutReturnAlert } from './BillingNotices';
import { useBillingOffer, useInvoices, useSubscriptionStatus } from './billingData';
import { InvoiceTable } from './InvoiceTable';
import { PlanCard } from './PlanCard';
import { useBillingUser } from './useBillingUser';
import { useCheckoutReturn } from './useCheckoutReturn';
import type { SubscriptionStatusFields } from './subscriptionState';

const PLAN_FEATURE_TITLES = (Object.keys(PLAN_FEATURES) as PlanFeature[]).map((feature) => PLAN_FEATURES[feature].title);

/** What a finished checkout changes: the checkout waits until this differs. */
function statusSignature(status: SubscriptionStatusFields): string {
  return [status.activeSubscriptionId, status.subscriptionStatus, status.cancel_at_period_end, status.fullFeatureEnabled].join('|');
}

export function SubscriptionScreen() {
  const { locale } = useReactiveVar(displaySettingsVar);
  const user = useBillingUser();
  const offer = useBillingOffer();
  const statusQuery = useSubscriptionStatus();
  const mode = offer.data?.billingOffer.mode;
  const invoices = useInvoices(user?.stripeId ?? null, locale, mode === undefined || mode === 'OFF');
  const status = statusQuery.data?.getSubscriptionStatus;
  const { refetch: refetchStatus } = statusQuery;
  const { refetch: refetchInvoices } = invoices;
  // Async, so that a refetch that throws (invoices skipped) becomes a rejection the poll ignores.
  const refetch = useCallback(async () => {
    await Promise.all([refetchStatus(), refetchInvoices()]);
  }, [refetchStatus, refetchInvoices]);
  const checkout = useCheckoutReturn('checkout', status ? statusSignature(status) : null, refetch);

  if (offer.error && !offer.data) return <Page><LoadFailure what="The plan" error={offer.error} /></Page>;
  if (!offer.data || (mode !== 'OFF' && !status && !statusQuery.error)) return <Loader inArea />;
  if (mode === 'OFF') return <Page><BillingOffNotice /></Page>;

  return (
    <Page>
      <CheckoutReturnAlert outcome={checkout.outcome} waiting={checkout.waiting} success="Payment received. Your plan starts as soon as Stripe confirms it." />
      {status ? <PlanCard plan={offer.data.billingOffer.plan ?? null} status={status} stripeId={user?.stripeId ?? null} locale={locale} /> : <LoadFailure what="Your subscription" error={statusQuery.error} />}
      <Card.Root as="section" aria-label="What the plan unlocks" bg="bg.panel">
        <Card.Header>
          <Card.Title as="h2">What the plan unlocks</Card.Title>
        </Card.Header>
        <Card.Body>
          <List.Root gap="1.5" ps="5">
            {PLAN_FEATURE_TITLES.map((title) => (
              <List.Item key={title}>{title}</List.Item>
            ))}
          </List.Root>
          <Text mt="3" textStyle="sm" color="fg.muted">
            Without it, everything you made stays yours and keeps working.
          </Text>
        </Card.Body>
      </Card.Root>
      {invoices.data ? (
        <InvoiceTable invoices={invoices.data.getStripeInvoices} locale={locale} />
      ) : invoices.error ? (
        <LoadFailure what="Your invoices" error={invoices.error} />
      ) : invoices.loading ? (
        <Loader inArea />
      ) : null}
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <BillingPage title="Subscription">{children}</BillingPage>;
}
