/**
 * The portfolio and account the user last saved transactions into, so the next batch starts
 * there. Local storage only: a convenience, never a source of truth.
 */
import { readStored, writeStored } from '../../../lib/safeStorage';

export type ChoiceName = 'portfolio' | 'account';

const KEYS: Record<ChoiceName, string> = {
  portfolio: 'lastTransactionPortfolio',
  account: 'lastTransactionAccount',
};

/** Storage can be disabled (private mode): there is then simply no remembered choice. */
export function readChoice(name: ChoiceName): string | null {
  return readStored(KEYS[name]);
}

/** Full or disabled storage: the next form just starts without a default. */
export function rememberChoice(name: ChoiceName, value: string | null): void {
  writeStored(KEYS[name], value || null);
}
