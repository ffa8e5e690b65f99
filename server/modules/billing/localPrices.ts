// The prices the local Stripe stand-in seeds in every account (scripts/stripeStandIn), which
// BILLING=local offers unless STRIPE_PRICE_* say otherwise.
export const LOCAL_PRICES = {
  plan: 'price_local_plan_monthly',
  topUps: ['price_local_tokens_1m', 'price_local_tokens_5m', 'price_local_tokens_15m'],
} as const;
