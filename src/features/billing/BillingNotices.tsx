import { Alert } from '@chakra-ui/react';
import type { CheckoutOutcome } from './useCheckoutReturn';

export const BILLING_OFF_TEXT = 'Billing is off on this installation: every feature is enabled.';

/** The whole of a billing screen when the installation bills nothing. */
export function BillingOffNotice() {
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description color="fg">{BILLING_OFF_TEXT}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** What a return from Stripe Checkout says, with the wait for Stripe's confirmation. */
export function CheckoutReturnAlert({ outcome, success, waiting }: { outcome: CheckoutOutcome | null; success: string; waiting: boolean }) {
  if (!outcome) return null;
  const done = outcome === 'success';
  return (
    <Alert.Root status={done ? 'success' : 'info'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{done ? success : 'Checkout cancelled: nothing was charged.'}</Alert.Title>
        {done && waiting ? <Alert.Description>Waiting for Stripe&apos;s confirmation…</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
