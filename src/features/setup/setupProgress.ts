/** Where a user stands in the first-run setup, read from what their ledger already holds. */
export type SetupStep = 'currency' | 'broker' | 'portfolio' | 'transactions';

export const SETUP_STEPS: readonly SetupStep[] = ['currency', 'broker', 'portfolio', 'transactions'];

export interface SetupFacts {
  /** The user confirmed a display currency here (it always has one: the sign-up currency). */
  currencyConfirmed: boolean;
  /** Accounts across all brokers. */
  accountCount: number;
  portfolioCount: number;
  transactionCount: number;
}

export function completedSteps(facts: SetupFacts): Set<SetupStep> {
  const done = new Set<SetupStep>();
  // A user with any ledger data has used the app in their currency already.
  if (facts.currencyConfirmed || facts.accountCount > 0 || facts.portfolioCount > 0 || facts.transactionCount > 0) done.add('currency');
  if (facts.accountCount > 0) done.add('broker');
  if (facts.portfolioCount > 0) done.add('portfolio');
  if (facts.transactionCount > 0) done.add('transactions');
  return done;
}

/** The first step not done yet, or null when setup is complete. */
export function firstOpenStep(facts: SetupFacts): SetupStep | null {
  const done = completedSteps(facts);
  return SETUP_STEPS.find((step) => !done.has(step)) ?? null;
}

/** A new user (nothing to track yet) is sent from the home view to setup. */
export function needsSetup(facts: Omit<SetupFacts, 'currencyConfirmed'>): boolean {
  return facts.accountCount === 0 || facts.portfolioCount === 0 || facts.transactionCount === 0;
}
