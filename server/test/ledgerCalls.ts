// Calls of the ledger API for integration tests: one place for the operations both the broker and
// portfolio suites (and later the transaction suite) send, and helpers that fail with the errors.
import type { TestServer } from './testServer';

export type GraphQLBody = Awaited<ReturnType<TestServer['graphql']>>['body'];

/** The data of a call that must succeed; fails the test with the server's errors otherwise. */
export async function dataOf<T>(server: TestServer, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await server.graphql<T>(query, { token, variables });
  if (body.errors) throw new Error(`Unexpected errors: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

/** The first error of a call that must fail, and proof it returned no data. */
export async function errorOf(server: TestServer, token: string, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await server.graphql(query, { token, variables });
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  return body.errors![0]!;
}

export const BROKERS = /* GraphQL */ `
  query Brokers($id: ID) {
    UserBrokerAccount(broker_Id: $id) { _id name description createdAt updatedAt accounts { _id name description createdAt updatedAt } }
  }
`;
export const CREATE_BROKER = 'mutation ($input: BrokerInput!) { createBroker(brokerInput: $input) { _id name description updatedAt } }';
export const CREATE_BROKERS = 'mutation ($input: [BrokerInput!]!) { createBrokers(brokerInput: $input) { insertedCount insertedIds } }';
export const EDIT_BROKER = 'mutation ($id: ID!, $input: BrokerInput!) { editBroker(broker_Id: $id, brokerInput: $input) { _id name description updatedAt accounts { _id } } }';
export const DELETE_BROKER = 'mutation ($id: ID!, $confirm: Boolean) { deleteBroker(broker_Id: $id, confirm: $confirm) }';
export const ADD_ACCOUNT = 'mutation ($input: AccountInput!) { addAccountToBroker(accountInput: $input) { _id name description updatedAt } }';
export const EDIT_ACCOUNT = 'mutation ($id: ID!, $input: AccountInput!) { editAccount(account_Id: $id, accountInput: $input) { _id name description updatedAt } }';
export const DELETE_ACCOUNTS = 'mutation ($brokerId: ID!, $ids: [ID!]!, $confirm: Boolean) { deleteAccount(broker_Id: $brokerId, account_Ids: $ids, confirm: $confirm) }';

export const PORTFOLIOS = 'query Portfolios($id: ID) { PortfolioStockTransactions(portfolio_Id: $id) { _id name description stocks { _id ticker } } }';
export const CREATE_PORTFOLIO = 'mutation ($input: PortfolioInput!) { createPortfolio(portfolioInput: $input) { _id name description } }';
export const CREATE_PORTFOLIOS = 'mutation ($input: [PortfolioInput!]!) { createPortfolios(portfolioInput: $input) { _id name description } }';
export const EDIT_PORTFOLIO = 'mutation ($id: ID!, $input: PortfolioInput!) { editPortfolio(portfolio_Id: $id, portfolioInput: $input) { _id name description } }';
export const DELETE_PORTFOLIO = 'mutation ($id: ID!, $confirm: Boolean) { deletePortfolio(portfolio_Id: $id, confirm: $confirm) }';

export interface AccountOut {
  _id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface BrokerOut extends AccountOut {
  accounts: AccountOut[];
}
export interface PortfolioOut {
  _id: string;
  name: string;
  description: string | null;
  stocks: { _id: string; ticker: string }[];
}

export const listBrokers = async (server: TestServer, token: string) =>
  (await dataOf<{ UserBrokerAccount: BrokerOut[] }>(server, token, BROKERS)).UserBrokerAccount;

export const listPortfolios = async (server: TestServer, token: string) =>
  (await dataOf<{ PortfolioStockTransactions: PortfolioOut[] }>(server, token, PORTFOLIOS)).PortfolioStockTransactions;

export async function createBroker(server: TestServer, token: string, name: string, description?: string) {
  return (await dataOf<{ createBroker: { _id: string } }>(server, token, CREATE_BROKER, { input: { name, description } })).createBroker._id;
}

export async function addAccount(server: TestServer, token: string, brokerId: string, name: string) {
  return (await dataOf<{ addAccountToBroker: { _id: string } }>(server, token, ADD_ACCOUNT, { input: { broker_Id: brokerId, name } })).addAccountToBroker._id;
}

export async function createPortfolio(server: TestServer, token: string, name: string, description?: string) {
  return (await dataOf<{ createPortfolio: { _id: string } }>(server, token, CREATE_PORTFOLIO, { input: { name, description } })).createPortfolio._id;
}

export const TRANSACTION_FIELDS = `_id ticker currency isApplyExchangeRate date type shares shareprice transactionValue fees taxes
  shareprice_userCurrency transactionValue_userCurrency shares_balance valueAtCostPC valueAtCostTC costOfSoldPC costOfSoldTC
  realizedGainLostPC realizedGainLostTC reference ratioNew ratioOld ratio costBasisFraction targetTicker fxRate
  parentportfolio { _id name } account { _id name } broker { _id name } stock { name ISIN holding_type }`;
export const TRANSACTIONS = `query ($ids: [ID!]) { UserTransactions(transaction_Ids: $ids) { ${TRANSACTION_FIELDS} } }`;
export const CREATE_TRANSACTIONS = `mutation ($input: [TransactionInput!]!) { createTransaction(transactionInput: $input) { transactions { ${TRANSACTION_FIELDS} } stocks { _id ticker exchangeCode } } }`;
export const UPDATE_TRANSACTIONS = `mutation ($input: [TransactionInput!]!) { updateTransactionStats(transactionInput: $input) { ${TRANSACTION_FIELDS} } }`;
export const DELETE_TRANSACTIONS = 'mutation ($ids: [ID!]!) { deleteTransactions(transaction_Ids: $ids) }';
export const SET_MANUAL_RATES = 'mutation ($base: String!, $quote: String!, $rates: [RatePointInput!]!) { setManualFxRates(base: $base, quote: $quote, rates: $rates) { date rate } }';
export const SET_MANUAL_PRICES = 'mutation ($id: ID!, $prices: [PricePointInput!]!) { setManualPrices(stock_Id: $id, prices: $prices) { date close } }';

export interface TransactionOut {
  _id: string;
  ticker: string;
  date: string;
  type: string;
  shares: number;
  shareprice: number;
  fxRate: number;
  shares_balance: number;
  valueAtCostTC: number;
  valueAtCostPC: number;
  costOfSoldTC: number;
  costOfSoldPC: number;
  realizedGainLostTC: number;
  realizedGainLostPC: number;
  [field: string]: unknown;
}

export const listTransactions = async (server: TestServer, token: string) =>
  (await dataOf<{ UserTransactions: TransactionOut[] }>(server, token, TRANSACTIONS)).UserTransactions;

export async function createTransactions(server: TestServer, token: string, input: Record<string, unknown>[]) {
  return (await dataOf<{ createTransaction: { transactions: TransactionOut[]; stocks: { _id: string; ticker: string; exchangeCode: string | null }[] } }>(
    server,
    token,
    CREATE_TRANSACTIONS,
    { input },
  )).createTransaction;
}
