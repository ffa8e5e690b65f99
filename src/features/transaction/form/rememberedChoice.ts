/**
 * The portfolio and account the user last saved transactions into, so the next batch starts
 * there. Local storage only: a convenience, never a source of truth.
 */
export type ChoiceName = 'portfolio' | 'account';

const KEYS: Record<ChoiceName, string> = {
  portfolio: 'lastTransactionPortfolio',
  account: 'lastTransactionAccount',
};

export function readChoice(name: ChoiceName): string | null {
  try {
    return localStorage.getItem(KEYS[name]);
  } catch {
    // Storage can be disabled (private mode): there is simply no remembered choice.
    return null;
  }
}

export function rememberChoice(name: ChoiceName, value: string | null): void {
  try {
    if (value) localStorage.setItem(KEYS[name], value);
    else localStorage.removeItem(KEYS[name]);
  } catch {
    // Full or disabled storage: the next form just starts without a default.
  }
}
