/**
 * A slim notice across the signed-in screens while the free trial runs, and once it has ended
 * without a subscription ever taken. Never shown with a live subscription, with billing off, while loading
 * or when the status cannot be read; closed, it stays away for the browser session.
 */
import { Alert, CloseButton } from '@chakra-ui/react';
import { useState } from 'react';
import { readStored, writeStored } from '../../lib/safeStorage';
import { useWhenIdle } from '../../lib/useWhenIdle';
import { useBillingOffer, useSubscriptionStatus } from './billingData';
import { SeePlansLink } from './SeePlansLink';
import { daysText, subscriptionState } from './subscriptionState';

export const TRIAL_BANNER_DISMISSED_KEY = 'trialBannerDismissed';

export function TrialBanner() {
  const [dismissed, setDismissed] = useState(() => readStored(TRIAL_BANNER_DISMISSED_KEY, 'sessionStorage') === 'true');
  // Once the browser is idle: the banner must not compete with a dashboard's widgets for the network.
  const idle = useWhenIdle();
  const offer = useBillingOffer({ skip: !idle });
  const status = useSubscriptionStatus({ skip: !idle }).data?.getSubscriptionStatus;
  const mode = offer.data?.billingOffer.mode;
  if (dismissed || !status || !mode || mode === 'OFF') return null;
  const state = subscriptionState(status);
  // An ended paid subscription is the subscription screen's to explain, not the trial's banner.
  const trialEnded = state === 'ended' && !status.hasSubscription;
  if (state !== 'trial' && !trialEnded) return null;

  return (
    <Alert.Root
      status={state === 'trial' ? 'info' : 'warning'}
      variant="subtle"
      size="sm"
      role="status"
      aria-label="Free trial"
      borderRadius="0"
      borderBottomWidth="1px"
      borderColor="colorPalette.muted"
      alignItems="center"
      py="1.5"
    >
      <Alert.Indicator />
      <Alert.Content display="block">
        <Alert.Description color="fg">
          {state === 'trial' ? `Free trial: ${daysText(status.trialDaysLeft)} left.` : 'Your free trial has ended. Everything you made stays; subscribe to make more.'}{' '}
          <SeePlansLink />
        </Alert.Description>
      </Alert.Content>
      <CloseButton
        size="2xs"
        aria-label="Hide the trial notice"
        onClick={() => {
          writeStored(TRIAL_BANNER_DISMISSED_KEY, 'true', 'sessionStorage');
          setDismissed(true);
        }}
      />
    </Alert.Root>
  );
}
