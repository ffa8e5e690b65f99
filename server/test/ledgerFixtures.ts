// Shared pieces of the ledger rule suites (foreign ids, bad input, cascades, currency, manual
// quotes): the calls ledgerCalls.ts does not carry (cascading deletes, settings, quotes) and
// builders for transaction inputs.
import { dataOf, listTransactions, type TransactionOut } from './ledgerCalls';
import type { TestServer } from './testServer';

export const DELETE_BROKER_CASCADE =
  'mutation ($id: ID!, $confirm: Boolean, $cascade: Boolean) { deleteBroker(broker_Id: $id, confirm: $confirm, cascade: $cascade) }';
export const DELETE_ACCOUNTS_CASCADE =
  'mutation ($brokerId: ID!, $ids: [ID!]!, $confirm: Boolean, $cascade: Boolean) { deleteAccount(broker_Id: $brokerId, account_Ids: $ids, confirm: $confirm, cascade: $cascade) }';
export const DELETE_PORTFOLIO_CASCADE =
  'mutation ($id: ID!, $confirm: Boolean, $cascade: Boolean) { deletePortfolio(portfolio_Id: $id, confirm: $confirm, cascade: $cascade) }';

export const USER_SETTINGS = 'mutation ($input: UserSettingInput!) { editUserSetting(userSettingInput: $input) { currency costMethod } }';
export const UPDATE_CURRENCY = 'mutation ($currency: DisplayCurrency!) { updateUserCurrency(newUserCurrency: $currency) { currency costMethod } }';
export const ME = 'mutation { auditUser { currency costMethod } }';

export const FETCH_STOCKS = 'mutation ($inputs: [StockInput!]!) { fetchAdditionalData(stockInputs: $inputs) { _id ticker exchangeCode } }';
export const MANUAL_PRICES = 'query ($id: ID!) { manualPrices(stock_Id: $id) { date close } }';
export const DELETE_MANUAL_PRICES = 'mutation ($id: ID!, $dates: [String!]!) { deleteManualPrices(stock_Id: $id, dates: $dates) }';
export const MANUAL_RATES = 'query ($base: String!, $quote: String!) { manualFxRates(base: $base, quote: $quote) { date rate } }';
export const DELETE_MANUAL_RATES = 'mutation ($base: String!, $quote: String!, $dates: [String!]!) { deleteManualFxRates(base: $base, quote: $quote, dates: $dates) }';

/** One transaction input: a trade of `shares` at `shareprice` (USD unless `extra` says otherwise). */
export function trade(
  portfolio: string,
  type: string,
  date: string,
  shares: number,
  shareprice: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { portfolio_Id: portfolio, ticker: 'ACME', currency: 'USD', date, type, shares, shareprice, ...extra };
}

/** The user's transactions keyed by id, for before/after comparisons that ignore list order. */
export async function transactionsById(server: TestServer, token: string): Promise<Map<string, TransactionOut>> {
  return new Map((await listTransactions(server, token)).map((t) => [t._id, t]));
}

/** The security's id, created as shared reference data when unknown. */
export async function stockId(server: TestServer, token: string, ticker: string): Promise<string> {
  const data = await dataOf<{ fetchAdditionalData: { _id: string }[] }>(server, token, FETCH_STOCKS, { inputs: [{ ticker }] });
  return data.fetchAdditionalData[0]!._id;
}

export async function settingsOf(server: TestServer, token: string): Promise<{ currency: string; costMethod: string }> {
  return (await dataOf<{ auditUser: { currency: string; costMethod: string } }>(server, token, ME)).auditUser;
}

/** Rounded to the cent, for PC figures that are TC × a rate. */
export const cents = (value: number) => Math.round(value * 100) / 100;
