/** Ledger records shaped like the app's fragments, for component tests: one definition each. */
import type { BrokerFieldsFragment, PortfolioFieldsFragment, TransactionFieldsFragment } from '../generated/graphql';

export const FIXTURE_STAMP = '2026-01-01T00:00:00.000Z';

export const portfolio = (id: string, name: string): PortfolioFieldsFragment & { __typename: 'Portfolio' } => ({ __typename: 'Portfolio', _id: id, name, description: null, stocks: [] });

export const broker = (id: string, name: string, accounts: { id: string; name: string }[]): BrokerFieldsFragment & { __typename: 'Broker' } => ({
  __typename: 'Broker',
  _id: id,
  name,
  description: null,
  createdAt: FIXTURE_STAMP,
  updatedAt: FIXTURE_STAMP,
  // Accounts that track only securities, as every account did before cash.
  accounts: accounts.map((account) => ({
    __typename: 'Account',
    _id: account.id,
    name: account.name,
    description: null,
    settlesTrades: false,
    allowsOverdraft: false,
    createdAt: FIXTURE_STAMP,
    updatedAt: FIXTURE_STAMP,
  })),
});

/** The VTI buy of the real IBKR file (17 at 204.3473 USD), for a user whose currency is not USD. */
export function vtiTransaction(patch: Partial<TransactionFieldsFragment> = {}): TransactionFieldsFragment & { __typename: 'Transaction' } {
  return {
    __typename: 'Transaction',
    _id: 't1',
    ticker: 'VTI',
    holdingDisplay: null,
    currency: 'USD',
    isApplyExchangeRate: true,
    date: '2023-04-03T00:00:00.000',
    type: 'Buy',
    shares: 17,
    shareprice: 204.3473,
    transactionValue: 3473.9041,
    shareprice_userCurrency: 163.48,
    transactionValue_userCurrency: 2779.12,
    fees: 0,
    taxes: 0,
    shares_balance: 17,
    valueAtCostPC: 2779.12,
    valueAtCostTC: 3473.9041,
    costOfSoldPC: 0,
    costOfSoldTC: 0,
    realizedGainLostPC: 0,
    realizedGainLostTC: 0,
    reference: null,
    exchangeShortName: null,
    ratioNew: null,
    ratioOld: null,
    ratio: null,
    costBasisFraction: null,
    targetTicker: null,
    fxRate: 0.8,
    updatedAt: FIXTURE_STAMP,
    parentportfolio: { __typename: 'NamedRef', _id: 'p1', name: 'Main' } as TransactionFieldsFragment['parentportfolio'],
    account: { __typename: 'NamedRef', _id: 'a1', name: 'Cash' } as TransactionFieldsFragment['account'],
    broker: { __typename: 'NamedRef', _id: 'b1', name: 'IBKR' } as TransactionFieldsFragment['broker'],
    stock: { __typename: 'TransactionStock', name: 'Vanguard Total Stock Market', logoURL: null, ISIN: null, holding_type: 'etf' } as TransactionFieldsFragment['stock'],
    ...patch,
  };
}
