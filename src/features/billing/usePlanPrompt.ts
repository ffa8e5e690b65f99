import { useCallback, useState } from 'react';
import type { PlanFeature } from '../../../common/billing';
import { planRequiredFeature } from './planRequired';
import { useBillingUser } from './useBillingUser';

export interface PlanPromptState {
  /** The feature the prompt names, while it is shown. */
  feature: PlanFeature | null;
  /**
   * Whether the action may be sent. Without the full features and past the free limit
   * (`overFreeLimit`), it shows the prompt instead and says no. A user whose profile is not
   * loaded yet is let through: the server refuses again if it must.
   */
  allows: (feature: PlanFeature, overFreeLimit?: boolean) => boolean;
  /** Shows the prompt for a server refusal with code PLAN_REQUIRED; true when it was one. */
  fromError: (error: unknown) => boolean;
  dismiss: () => void;
}

/** The one way a screen asks for the plan before sending, and reads the server's refusal. Show `feature` with PlanPrompt. */
export function usePlanPrompt(): PlanPromptState {
  const user = useBillingUser();
  const [feature, setFeature] = useState<PlanFeature | null>(null);
  const lacksPlan = user !== null && !user.fullFeatureEnabled;

  const allows = useCallback(
    (wanted: PlanFeature, overFreeLimit = true) => {
      if (lacksPlan && overFreeLimit) {
        setFeature(wanted);
        return false;
      }
      setFeature(null);
      return true;
    },
    [lacksPlan],
  );

  const fromError = useCallback((error: unknown) => {
    const refused = planRequiredFeature(error);
    if (refused) setFeature(refused);
    return refused !== null;
  }, []);

  const dismiss = useCallback(() => setFeature(null), []);
  return { feature, allows, fromError, dismiss };
}
