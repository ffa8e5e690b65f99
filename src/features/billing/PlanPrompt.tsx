import { Alert, CloseButton } from '@chakra-ui/react';
import { PLAN_FEATURES, type PlanFeature } from '../../../common/billing';
import { SeePlansLink } from './SeePlansLink';

/**
 * The inline note that a feature needs the subscription, with the way to the plans. It only
 * informs: nothing around it is disabled, and it goes away when closed.
 */
export function PlanPrompt({ feature, onDismiss }: { feature: PlanFeature | null; onDismiss?: () => void }) {
  if (!feature) return null;
  return (
    <Alert.Root status="info" role="status" aria-label="Subscription needed" size="sm" alignItems="center">
      <Alert.Indicator />
      <Alert.Content display="block">
        <Alert.Description color="fg">
          {PLAN_FEATURES[feature].needs} <SeePlansLink />
        </Alert.Description>
      </Alert.Content>
      {onDismiss ? <CloseButton size="xs" aria-label="Close" onClick={onDismiss} /> : null}
    </Alert.Root>
  );
}
