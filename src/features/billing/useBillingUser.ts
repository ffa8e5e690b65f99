import { useSignedInUserFragment } from '../../data/useCurrentUser';
import { BillingUser_UserFragmentDoc, type BillingUser_UserFragment } from '../../generated/graphql';

/**
 * The audited user's billing fields from the Apollo cache (auditUser wrote them), live: the
 * subscription status query writes a fresher fullFeatureEnabled back onto the same row. Null
 * until the audit has loaded the user.
 */
export function useBillingUser(): BillingUser_UserFragment | null {
  return useSignedInUserFragment<BillingUser_UserFragment>(BillingUser_UserFragmentDoc, 'BillingUser_user');
}
