import { CombinedGraphQLErrors } from '@apollo/client';
import { PLAN_FEATURES, PLAN_REQUIRED, type PlanFeature } from '../../../common/billing';

function isPlanFeature(value: unknown): value is PlanFeature {
  return typeof value === 'string' && Object.hasOwn(PLAN_FEATURES, value);
}

/** The feature a server refusal for want of the plan names (code PLAN_REQUIRED), else null. */
export function planRequiredFeature(error: unknown): PlanFeature | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const { extensions } of error.errors) {
    const feature = extensions?.['feature'];
    if (extensions?.['code'] === PLAN_REQUIRED && isPlanFeature(feature)) return feature;
  }
  return null;
}
