// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AccountInput = {
  /** Omitted: off for a new account, unchanged on an edit. Turning it off is refused while a balance is below zero. */
  allowsOverdraft?: boolean | null | undefined;
  broker_Id: string | number;
  description?: string | null | undefined;
  name: string;
  /** Omitted: off for a new account, unchanged on an edit. Changing it recomputes the account's trades. */
  settlesTrades?: boolean | null | undefined;
};

/**
 * What the analytics queries look at. Dates are yyyy-MM-dd. asOf means as things stood at the close
 * of that date (default today); from/to bound the series and returns (default: from the first
 * transaction to asOf). currency defaults to the user's display currency.
 */
export type AnalyticsFilter = {
  asOf?: string | null | undefined;
  currency?: import('../../common/displayCurrencies').DisplayCurrency | null | undefined;
  from?: string | null | undefined;
  holdingType?: HoldingTypeFilter | null | undefined;
  includePastHoldings?: boolean | null | undefined;
  portfolio_Ids?: Array<string | number> | null | undefined;
  /**
   * Only securities of these sectors (Stock.sector; "Unknown" for those without one); absent or
   * empty for every sector. Cash is in no sector. At most 50 names of at most 100 characters.
   */
  sector?: Array<string> | null | undefined;
  to?: string | null | undefined;
};

/** What the client knows at sign-in that the verified token does not carry. */
export type AuditInput = {
  name?: string | null | undefined;
  photoURL?: string | null | undefined;
  /** Currency proposed for a new account (from the browser's locale); ignored for existing users. */
  signUpCurrency?: import('../../common/displayCurrencies').DisplayCurrency | null | undefined;
  userLocale?: string | null | undefined;
};

/** How this install bills: real Stripe, the local Stripe stand-in (development), or no billing at all. */
export type BillingMode =
  | 'LOCAL'
  | 'OFF'
  | 'STRIPE';

export type BrokerInput = {
  description?: string | null | undefined;
  name: string;
};

/** The chart ranges; D1 and D5 are intraday bars, the others daily. */
export type ChartRange =
  | 'D1'
  | 'D5'
  | 'M1'
  | 'M3'
  | 'M6'
  | 'MAX'
  | 'Y1'
  | 'Y5'
  | 'Y10'
  | 'YTD';

export type CorporateActionKind =
  | 'Dividend'
  | 'Split';

/** How the cost of sold shares is taken: average cost (the default) or first in, first out. */
export type CostMethod =
  | 'average'
  | 'fifo';

export type DashboardInput = {
  /** Present for edits, absent for creates. */
  _id?: string | number | null | undefined;
  /** Duplicate this dashboard's layouts and widgets into the new one. */
  copyDashboardId?: string | number | null | undefined;
  indicatorColor?: string | null | undefined;
  layouts?: { [key: string]: unknown } | unknown[] | null | undefined;
  name?: string | null | undefined;
  sortOrder?: number | null | undefined;
  widgets?: { [key: string]: unknown } | unknown[] | null | undefined;
};

/** How often a security pays: the provider's word, or inferred from its dividend history. */
export type DividendFrequency =
  | 'annual'
  | 'irregular'
  | 'monthly'
  | 'quarterly'
  | 'semiannual';

/**
 * Where a payout stands as of the filter's asOf: paid (its pay date, or its ex-date when no pay date
 * is known, is on or before asOf), declared (announced by the market and not yet paid), or estimated
 * (projected from the forward rate over the security's frequency).
 */
export type DividendPayoutStatus =
  | 'declared'
  | 'estimated'
  | 'paid';

export type EmbedInput = {
  config: { [key: string]: unknown } | unknown[];
  /** Days until the embed stops working; null or absent: never. */
  expiresInDays?: number | null | undefined;
  title: string;
  widgetName: string;
};

export type HeatmapUniverse =
  /** The filter's holdings, sized by market value in the filter's currency. */
  | 'holdings'
  /** The screener's universe, sized by market capitalisation. */
  | 'screener';

/** The holding-type filters. */
export type HoldingTypeFilter =
  | 'ETF'
  | 'allHoldings'
  | 'allStocks'
  | 'dividendStocks'
  | 'funds'
  | 'nonDividendStocks';

/** One row of an import file, already read and normalised by the client. */
export type ImportRowInput = {
  ISIN?: string | null | undefined;
  /** Spin-Off: the share of the cost basis that moves to the spun-off company (0 to 1). */
  costBasisFraction?: number | null | undefined;
  currency: string;
  /** yyyy-MM-dd. */
  date: string;
  exchangeShortName?: string | null | undefined;
  fees?: number | null | undefined;
  /** As in TransactionInput (the app's own export carries it). */
  holdingDisplay?: string | null | undefined;
  /** What the broker's file says the security is: stock, etf or fund. Kept as the user's own view of it; a provider's profile does not undo it. */
  holdingType?: string | null | undefined;
  /** As in TransactionInput: false keeps the figures unconverted; true when not given. */
  isApplyExchangeRate?: boolean | null | undefined;
  /** Split, Merge and Spin-Off: new shares for ratioOld old ones, as in TransactionInput. */
  ratioNew?: number | null | undefined;
  ratioOld?: number | null | undefined;
  /** The broker's trade id (IBKR TradeID): a row whose reference and ticker match a stored transaction is already imported. */
  reference?: string | null | undefined;
  /** The row's line in the file (1-based, the header being line 1), named in problems. */
  row: number;
  shareprice: number;
  /** Positive; Sell rows are sells by their type, not by sign. */
  shares: number;
  /** Merge and Spin-Off: the holding the shares become or the company spun off. */
  targetTicker?: string | null | undefined;
  taxes?: number | null | undefined;
  ticker: string;
  /** Income paid as a lump sum (shares and shareprice 0), as in TransactionInput. */
  transactionValue?: number | null | undefined;
  type: import('../../common/transactionKinds').TransactionKind;
};

/** Whether the store can answer for a symbol: ready, pending (being fetched: ask again soon) or unknown (no provider knows it). */
export type MarketAvailability =
  | 'pending'
  | 'ready'
  | 'unknown';

/** Whether a listing's market trades now. */
export type MarketState =
  | 'closed'
  | 'post'
  | 'pre'
  | 'regular';

export type PortfolioInput = {
  description?: string | null | undefined;
  name: string;
};

/** Why a held security's value is not a current market or manual close. */
export type PriceGapReason =
  /** No manual or provider close on or before asOf: valued at the price of its own last trade. */
  | 'lastTrade'
  /** No price at all (or no rate into the filter's currency): left out of the value figures. */
  | 'noPrice'
  /** Its latest close is more than 5 days older than asOf (see HoldingAnalytics.priceStale). */
  | 'stale';

export type PricePointInput = {
  close: number;
  date: string;
};

export type RatePointInput = {
  date: string;
  rate: number;
};

export type StockInput = {
  ISIN?: string | null | undefined;
  exchangeCode?: string | null | undefined;
  ticker: string;
};

export type TechnicalRating =
  | 'buy'
  | 'neutral'
  | 'sell'
  | 'strongBuy'
  | 'strongSell';

export type TechnicalTimeframe =
  | 'day'
  | 'month'
  | 'week';

/** Theme names as stored in user settings. */
export type ThemeName =
  | 'blue'
  | 'dark'
  | 'default'
  | 'green'
  | 'indigo'
  | 'light'
  | 'system';

/**
 * Which transactions the transaction timeline charts: every kind; trades (Buy, Sell); income (Income,
 * DRIP, Interest); corporate actions (Split, Spin-Off, Merge); cash movements (Deposit, Withdrawal,
 * Interest, Fee, Tax, Conversion).
 */
export type TimelineDataset =
  | 'all'
  | 'cash'
  | 'corporateActions'
  | 'income'
  | 'trades';

/**
 * Which date places a transaction in a period: its own date (for income, the day it was booked,
 * usually the payment date); or, for income (Income, DRIP), the ex-dividend date of the dividend it
 * is, where the market data knows that dividend: the latest ex-date on or before the booking whose
 * payment date is at most 14 days before it. Other transactions, and income without such a
 * dividend, keep their own date.
 */
export type TimelineDateBy =
  | 'exDate'
  | 'transactionDate';

/** How the transaction timeline groups transactions: one bar per day, week (Monday to Sunday), month, quarter or year. */
export type TimelineGroupBy =
  | 'day'
  | 'month'
  | 'quarter'
  | 'week'
  | 'year';

/** What the transaction timeline adds up per period: the transactions' value in the user's display currency, or how many there are. */
export type TimelineMeasure =
  | 'count'
  | 'value';

/**
 * How the transaction timeline makes each period's figure per kind: the period's sum; the average per
 * transaction (of values only: refused with measure count); or the running total since the first
 * transaction, so the first period carries everything before it.
 */
export type TimelineOperation =
  | 'average'
  | 'cumulative'
  | 'sum';

/**
 * A transaction to create (createTransaction) or, with _id, to edit (updateTransactionStats: the
 * fields given replace the stored ones). The stats fields (shares_balance, valueAtCost*, costOfSold*,
 * realizedGainLost*) are accepted for the spec's call shape but never stored: the server computes them.
 */
export type TransactionInput = {
  ISIN?: string | null | undefined;
  _id?: string | number | null | undefined;
  account_Id?: string | number | null | undefined;
  broker_Id?: string | number | null | undefined;
  costBasisFraction?: number | null | undefined;
  costOfSoldPC?: number | null | undefined;
  costOfSoldTC?: number | null | undefined;
  currency?: string | null | undefined;
  date?: string | null | undefined;
  exchangeShortName?: string | null | undefined;
  fees?: number | null | undefined;
  holdingDisplay?: string | null | undefined;
  isApplyExchangeRate?: boolean | null | undefined;
  portfolio_Id?: string | number | null | undefined;
  /** Split, Merge, Spin-Off: new shares for ratioOld old ones, two whole numbers above zero (see Transaction.ratioNew). */
  ratioNew?: number | null | undefined;
  ratioOld?: number | null | undefined;
  realizedGainLostPC?: number | null | undefined;
  realizedGainLostTC?: number | null | undefined;
  reference?: string | null | undefined;
  shareprice?: number | null | undefined;
  shares?: number | null | undefined;
  shares_balance?: number | null | undefined;
  targetExchangeShortName?: string | null | undefined;
  targetTicker?: string | null | undefined;
  taxes?: number | null | undefined;
  ticker?: string | null | undefined;
  transactionValue?: number | null | undefined;
  type?: import('../../common/transactionKinds').TransactionKind | null | undefined;
  valueAtCostPC?: number | null | undefined;
  valueAtCostTC?: number | null | undefined;
};

/**
 * The transaction timeline widget's settings. The chart is N whole periods, N being how many periods
 * start within the lookback interval (at least one); it ends with the current period, or the last
 * complete one when includeCurrentInterval is false. MAX starts at the period of the first transaction.
 */
export type TransactionTimelineInput = {
  /** The day taken as today, yyyy-MM-dd (default: today in UTC, as AnalyticsFilter.asOf). */
  asOf?: string | null | undefined;
  dataset?: TimelineDataset;
  dateBy?: TimelineDateBy;
  groupBy: TimelineGroupBy;
  includeCurrentInterval: boolean;
  /** The lookback interval: 1D, 1W, 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y or MAX. */
  interval: string;
  measure: TimelineMeasure;
  operation?: TimelineOperation;
  /** Only these portfolios' transactions; absent or empty: every portfolio. */
  portfolio_Ids?: Array<string | number> | null | undefined;
};

export type UserSettingInput = {
  autoApplySplits?: boolean | null | undefined;
  costMethod?: CostMethod | null | undefined;
  currency?: import('../../common/displayCurrencies').DisplayCurrency | null | undefined;
  name?: string | null | undefined;
  theme?: ThemeName | null | undefined;
  tourGuides?: { [key: string]: unknown } | unknown[] | null | undefined;
  userLocale?: string | null | undefined;
  /** Rates to set (or, with a null rate, to return to the default), at most 100 countries. */
  withholdingRates?: Array<WithholdingRateInput> | null | undefined;
};

export type WithholdingRateInput = {
  country: string;
  /** A fraction from 0 to 1; null returns the country to its default. */
  rate?: number | null | undefined;
};

export type AccountFieldsFragment = { _id: string, name: string, description: string | null, settlesTrades: boolean, allowsOverdraft: boolean, createdAt: string, updatedAt: string };

export type BrokerFieldsFragment = { _id: string, name: string, description: string | null, createdAt: string, updatedAt: string, accounts: Array<{ _id: string, name: string, description: string | null, settlesTrades: boolean, allowsOverdraft: boolean, createdAt: string, updatedAt: string }> };

export type UserBrokerAccountQueryVariables = Exact<{
  broker_Id?: string | number | null | undefined;
}>;


export type UserBrokerAccountQuery = { UserBrokerAccount: Array<{ _id: string, name: string, description: string | null, createdAt: string, updatedAt: string, accounts: Array<{ _id: string, name: string, description: string | null, settlesTrades: boolean, allowsOverdraft: boolean, createdAt: string, updatedAt: string }> }> };

export type CreateBrokerMutationVariables = Exact<{
  brokerInput: BrokerInput;
}>;


export type CreateBrokerMutation = { createBroker: { _id: string, name: string, description: string | null, createdAt: string, updatedAt: string, accounts: Array<{ _id: string, name: string, description: string | null, settlesTrades: boolean, allowsOverdraft: boolean, createdAt: string, updatedAt: string }> } };

export type EditBrokerMutationVariables = Exact<{
  broker_Id: string | number;
  brokerInput: BrokerInput;
}>;


export type EditBrokerMutation = { editBroker: { _id: string, name: string, description: string | null, createdAt: string, updatedAt: string, accounts: Array<{ _id: string, name: string, description: string | null, settlesTrades: boolean, allowsOverdraft: boolean, createdAt: string, updatedAt: string }> } };

export type DeleteBrokerMutationVariables = Exact<{
  broker_Id: string | number;
  confirm?: boolean | null | undefined;
  cascade?: boolean | null | undefined;
}>;


export type DeleteBrokerMutation = { deleteBroker: string };

export type AddAccountToBrokerMutationVariables = Exact<{
  accountInput: AccountInput;
}>;


export type AddAccountToBrokerMutation = { addAccountToBroker: { _id: string, name: string, description: string | null, settlesTrades: boolean, allowsOverdraft: boolean, createdAt: string, updatedAt: string } };

export type EditAccountMutationVariables = Exact<{
  account_Id: string | number;
  accountInput: AccountInput;
}>;


export type EditAccountMutation = { editAccount: { _id: string, name: string, description: string | null, settlesTrades: boolean, allowsOverdraft: boolean, createdAt: string, updatedAt: string } };

export type DeleteAccountMutationVariables = Exact<{
  broker_Id: string | number;
  account_Ids: Array<string | number> | string | number;
  confirm?: boolean | null | undefined;
  cascade?: boolean | null | undefined;
}>;


export type DeleteAccountMutation = { deleteAccount: Array<string> };

export type CurrentUser_UserFragment = { _id: string, uid: string, name: string | null, email: string | null, currency: import('../../common/displayCurrencies').DisplayCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, costMethod: CostMethod, autoApplySplits: boolean, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string, withholdingRates: Array<{ country: string, rate: number, isDefault: boolean }> };

export type PortfolioStockFieldsFragment = { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, holding_type: string };

export type PortfolioFieldsFragment = { _id: string, name: string, description: string | null, stocks: Array<{ _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, holding_type: string }> };

export type PortfolioStockTransactionsQueryVariables = Exact<{
  portfolio_Id?: string | number | null | undefined;
}>;


export type PortfolioStockTransactionsQuery = { PortfolioStockTransactions: Array<{ _id: string, name: string, description: string | null, stocks: Array<{ _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, holding_type: string }> }> };

export type CreatePortfolioMutationVariables = Exact<{
  portfolioInput: PortfolioInput;
}>;


export type CreatePortfolioMutation = { createPortfolio: { _id: string, name: string, description: string | null, stocks: Array<{ _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, holding_type: string }> } };

export type EditPortfolioMutationVariables = Exact<{
  portfolio_Id: string | number;
  portfolioInput: PortfolioInput;
}>;


export type EditPortfolioMutation = { editPortfolio: { _id: string, name: string, description: string | null, stocks: Array<{ _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, holding_type: string }> } };

export type DeletePortfolioMutationVariables = Exact<{
  portfolio_Id: string | number;
  confirm?: boolean | null | undefined;
  cascade?: boolean | null | undefined;
}>;


export type DeletePortfolioMutation = { deletePortfolio: string };

export type TransactionFieldsFragment = { _id: string, ticker: string, holdingDisplay: string | null, currency: string, isApplyExchangeRate: boolean, date: string, type: import('../../common/transactionKinds').TransactionKind, shares: number, shareprice: number, transactionValue: number, shareprice_userCurrency: number | null, transactionValue_userCurrency: number | null, fees: number, taxes: number, shares_balance: number | null, valueAtCostPC: number | null, valueAtCostTC: number | null, costOfSoldPC: number | null, costOfSoldTC: number | null, realizedGainLostPC: number | null, realizedGainLostTC: number | null, reference: string | null, exchangeShortName: string | null, ratioNew: number | null, ratioOld: number | null, ratio: number | null, costBasisFraction: number | null, targetTicker: string | null, fxRate: number, updatedAt: string, parentportfolio: { _id: string, name: string } | null, account: { _id: string, name: string } | null, broker: { _id: string, name: string } | null, stock: { name: string | null, logoURL: string | null, ISIN: string | null, holding_type: string | null } | null };

export type UserTransactionsQueryVariables = Exact<{
  transaction_Ids?: Array<string | number> | string | number | null | undefined;
}>;


export type UserTransactionsQuery = { UserTransactions: Array<{ _id: string, ticker: string, holdingDisplay: string | null, currency: string, isApplyExchangeRate: boolean, date: string, type: import('../../common/transactionKinds').TransactionKind, shares: number, shareprice: number, transactionValue: number, shareprice_userCurrency: number | null, transactionValue_userCurrency: number | null, fees: number, taxes: number, shares_balance: number | null, valueAtCostPC: number | null, valueAtCostTC: number | null, costOfSoldPC: number | null, costOfSoldTC: number | null, realizedGainLostPC: number | null, realizedGainLostTC: number | null, reference: string | null, exchangeShortName: string | null, ratioNew: number | null, ratioOld: number | null, ratio: number | null, costBasisFraction: number | null, targetTicker: string | null, fxRate: number, updatedAt: string, parentportfolio: { _id: string, name: string } | null, account: { _id: string, name: string } | null, broker: { _id: string, name: string } | null, stock: { name: string | null, logoURL: string | null, ISIN: string | null, holding_type: string | null } | null }> };

export type CreateTransactionMutationVariables = Exact<{
  transactionInput: Array<TransactionInput> | TransactionInput;
}>;


export type CreateTransactionMutation = { createTransaction: { transactions: Array<{ _id: string, ticker: string, holdingDisplay: string | null, currency: string, isApplyExchangeRate: boolean, date: string, type: import('../../common/transactionKinds').TransactionKind, shares: number, shareprice: number, transactionValue: number, shareprice_userCurrency: number | null, transactionValue_userCurrency: number | null, fees: number, taxes: number, shares_balance: number | null, valueAtCostPC: number | null, valueAtCostTC: number | null, costOfSoldPC: number | null, costOfSoldTC: number | null, realizedGainLostPC: number | null, realizedGainLostTC: number | null, reference: string | null, exchangeShortName: string | null, ratioNew: number | null, ratioOld: number | null, ratio: number | null, costBasisFraction: number | null, targetTicker: string | null, fxRate: number, updatedAt: string, parentportfolio: { _id: string, name: string } | null, account: { _id: string, name: string } | null, broker: { _id: string, name: string } | null, stock: { name: string | null, logoURL: string | null, ISIN: string | null, holding_type: string | null } | null }>, stocks: Array<{ _id: string, ticker: string, exchangeCode: string | null }> } };

export type UpdateTransactionStatsMutationVariables = Exact<{
  transactionInput: Array<TransactionInput> | TransactionInput;
}>;


export type UpdateTransactionStatsMutation = { updateTransactionStats: Array<{ _id: string, ticker: string, holdingDisplay: string | null, currency: string, isApplyExchangeRate: boolean, date: string, type: import('../../common/transactionKinds').TransactionKind, shares: number, shareprice: number, transactionValue: number, shareprice_userCurrency: number | null, transactionValue_userCurrency: number | null, fees: number, taxes: number, shares_balance: number | null, valueAtCostPC: number | null, valueAtCostTC: number | null, costOfSoldPC: number | null, costOfSoldTC: number | null, realizedGainLostPC: number | null, realizedGainLostTC: number | null, reference: string | null, exchangeShortName: string | null, ratioNew: number | null, ratioOld: number | null, ratio: number | null, costBasisFraction: number | null, targetTicker: string | null, fxRate: number, updatedAt: string, parentportfolio: { _id: string, name: string } | null, account: { _id: string, name: string } | null, broker: { _id: string, name: string } | null, stock: { name: string | null, logoURL: string | null, ISIN: string | null, holding_type: string | null } | null }> };

export type DeleteTransactionsMutationVariables = Exact<{
  transaction_Ids: Array<string | number> | string | number;
}>;


export type DeleteTransactionsMutation = { deleteTransactions: Array<string> };

export type FetchAdditionalDataMutationVariables = Exact<{
  stockInputs: Array<StockInput> | StockInput;
}>;


export type FetchAdditionalDataMutation = { fetchAdditionalData: Array<{ _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, holding_type: string }> };

export type TransactionPushSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TransactionPushSubscription = { transactionPush: { updatedAt: string } };

export type UserTransactionTableQueryVariables = Exact<{ [key: string]: never; }>;


export type UserTransactionTableQuery = { UserTransactionTable: { [key: string]: unknown } | unknown[] };

export type AuditUserMutationVariables = Exact<{
  auditInput?: AuditInput | null | undefined;
}>;


export type AuditUserMutation = { auditUser: { tourGuides: { [key: string]: unknown } | unknown[], signUpCurrency: import('../../common/displayCurrencies').DisplayCurrency, fullFeatureEnabled: boolean, stripeId: string | null, _id: string, uid: string, name: string | null, email: string | null, currency: import('../../common/displayCurrencies').DisplayCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, costMethod: CostMethod, autoApplySplits: boolean, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string, withholdingRates: Array<{ country: string, rate: number, isDefault: boolean }> } };

export type DeleteAnonymousUserMutationVariables = Exact<{
  uid: string;
  idToken: string;
}>;


export type DeleteAnonymousUserMutation = { deleteAnonymousUser: boolean };

export type BillingOfferQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingOfferQuery = { billingOffer: { mode: BillingMode, trialDays: number, trialTokens: number, plan: { id: string, name: string, amount: number, currency: string, interval: string | null, tokens: number } | null, topUps: Array<{ id: string, name: string, amount: number, currency: string, interval: string | null, tokens: number }> } };

export type BillingPrice_PriceFragment = { id: string, name: string, amount: number, currency: string, interval: string | null, tokens: number };

export type BillingPortalLinkQueryVariables = Exact<{
  stripeId: string;
}>;


export type BillingPortalLinkQuery = { generateBillingPortalLink: { url: string } };

export type BillingUser_UserFragment = { _id: string, fullFeatureEnabled: boolean, stripeId: string | null };

export type CancelSubscriptionQueryVariables = Exact<{
  subscriptionId: string;
}>;


export type CancelSubscriptionQuery = { cancelSubscription: { subscriptionId: string, subscriptionStatus: string, cancel_at_period_end: boolean } };

export type CheckoutSessionQueryVariables = Exact<{
  stripeId: string;
}>;


export type CheckoutSessionQuery = { createCheckoutSession: { id: string, url: string } };

export type RenewSubscriptionQueryVariables = Exact<{
  subscriptionId: string;
}>;


export type RenewSubscriptionQuery = { renewSubscription: { subscriptionId: string, subscriptionStatus: string, cancel_at_period_end: boolean } };

export type StripeInvoicesQueryVariables = Exact<{
  userLocale?: string | null | undefined;
  stripeId: string;
}>;


export type StripeInvoicesQuery = { getStripeInvoices: Array<{ id: string, date: string, amount: number, currency: string, status: string, description: string | null, subscriptionId: string | null, hosted_invoice_url: string | null }> };

export type SubscriptionStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionStatusQuery = { getSubscriptionStatus: { fullFeatureEnabled: boolean, isTrialing: boolean, trialDaysLeft: number, hasSubscription: boolean, activeSubscription: boolean, activeSubscriptionId: string | null, current_period_end: string | null, subscriptionStatus: string | null, cancel_at_period_end: boolean } };

export type TokenBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type TokenBalanceQuery = { getTokenBalance: { isValidSubscription: boolean, isInTrialAndNoTopUp: boolean, balance: number, totalTokensUsed: number, totalBalanceAllocated: number, trialDaysLeft: number } };

export type TopUpCheckoutSessionQueryVariables = Exact<{
  stripeId: string;
  priceId: string;
}>;


export type TopUpCheckoutSessionQuery = { createTopUpCheckoutSession: { id: string, url: string } };

export type PendingActionsList_ActionFragment = { _id: string, kind: CorporateActionKind, date: string, payDate: string | null, portfolio_Id: string, portfolioName: string, stock_Id: string, ticker: string, sharesBefore: number, sharesAfter: number | null, ratioNew: number | null, ratioOld: number | null, currency: string | null, gross: number | null, taxRate: number | null, tax: number | null, net: number | null };

export type PendingCorporateActionsQueryVariables = Exact<{
  portfolio_Id?: string | number | null | undefined;
  stock_Id?: string | number | null | undefined;
}>;


export type PendingCorporateActionsQuery = { pendingCorporateActions: Array<{ _id: string, kind: CorporateActionKind, date: string, payDate: string | null, portfolio_Id: string, portfolioName: string, stock_Id: string, ticker: string, sharesBefore: number, sharesAfter: number | null, ratioNew: number | null, ratioOld: number | null, currency: string | null, gross: number | null, taxRate: number | null, tax: number | null, net: number | null }> };

export type AcceptCorporateActionsMutationVariables = Exact<{
  action_Ids: Array<string | number> | string | number;
}>;


export type AcceptCorporateActionsMutation = { acceptCorporateActions: Array<string> };

export type DismissCorporateActionsMutationVariables = Exact<{
  action_Ids: Array<string | number> | string | number;
}>;


export type DismissCorporateActionsMutation = { dismissCorporateActions: Array<string> };

export type DashboardMenuFieldsFragment = { _id: string, name: string, sortOrder: number, indicatorColor: string | null };

export type DashboardFieldsFragment = { layouts: { [key: string]: unknown } | unknown[], widgets: { [key: string]: unknown } | unknown[], _id: string, name: string, sortOrder: number, indicatorColor: string | null };

export type UserDashboardsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserDashboardsQuery = { userDashboards: Array<{ layouts: { [key: string]: unknown } | unknown[], widgets: { [key: string]: unknown } | unknown[], _id: string, name: string, sortOrder: number, indicatorColor: string | null }> };

export type CreateDashboardMutationVariables = Exact<{
  dashboardInput: DashboardInput;
}>;


export type CreateDashboardMutation = { createDashboard: { layouts: { [key: string]: unknown } | unknown[], widgets: { [key: string]: unknown } | unknown[], _id: string, name: string, sortOrder: number, indicatorColor: string | null } };

export type EditDashboardLayoutsMutationVariables = Exact<{
  dashboardInput: Array<DashboardInput> | DashboardInput;
}>;


export type EditDashboardLayoutsMutation = { editDashboard: Array<{ _id: string, layouts: { [key: string]: unknown } | unknown[] }> };

export type EditDashboardWidgetsMutationVariables = Exact<{
  dashboardInput: Array<DashboardInput> | DashboardInput;
}>;


export type EditDashboardWidgetsMutation = { editDashboard: Array<{ _id: string, widgets: { [key: string]: unknown } | unknown[] }> };

export type EditDashboardMenuMutationVariables = Exact<{
  dashboardInput: Array<DashboardInput> | DashboardInput;
}>;


export type EditDashboardMenuMutation = { editDashboard: Array<{ _id: string, name: string, sortOrder: number, indicatorColor: string | null }> };

export type DeleteDashboardMutationVariables = Exact<{
  dashboard_Id: string | number;
}>;


export type DeleteDashboardMutation = { deleteDashboard: string };

export type EditDashboardContentMutationVariables = Exact<{
  dashboardInput: Array<DashboardInput> | DashboardInput;
}>;


export type EditDashboardContentMutation = { editDashboard: Array<{ _id: string, layouts: { [key: string]: unknown } | unknown[], widgets: { [key: string]: unknown } | unknown[] }> };

export type DashboardTour_UserFragment = { _id: string, tourGuides: { [key: string]: unknown } | unknown[] };

export type SaveTourGuidesMutationVariables = Exact<{
  userSettingInput: UserSettingInput;
}>;


export type SaveTourGuidesMutation = { editUserSetting: { _id: string, tourGuides: { [key: string]: unknown } | unknown[] } };

export type WidgetSectorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WidgetSectorOptionsQuery = { portfolioHoldings: Array<{ key: string, stock: { _id: string, sector: string | null } }> };

export type Embed_EmbedFragment = { _id: string, widgetName: string, title: string, config: { [key: string]: unknown } | unknown[], createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null };

export type UserEmbedsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserEmbedsQuery = { userEmbeds: Array<{ _id: string, widgetName: string, title: string, config: { [key: string]: unknown } | unknown[], createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null }> };

export type CreateEmbedMutationVariables = Exact<{
  embedInput: EmbedInput;
}>;


export type CreateEmbedMutation = { createEmbed: { token: string, embed: { _id: string, widgetName: string, title: string, config: { [key: string]: unknown } | unknown[], createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } } };

export type RevokeEmbedMutationVariables = Exact<{
  embed_Id: string | number;
}>;


export type RevokeEmbedMutation = { revokeEmbed: { _id: string, widgetName: string, title: string, config: { [key: string]: unknown } | unknown[], createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } };

export type EmbeddedWidgetQueryVariables = Exact<{
  widgetName: string;
}>;


export type EmbeddedWidgetQuery = { embeddedWidget: { widgetName: string, title: string, config: { [key: string]: unknown } | unknown[], theme: ThemeName, currency: import('../../common/displayCurrencies').DisplayCurrency, userLocale: string | null } };

export type StageImportMutationVariables = Exact<{
  importId?: string | number | null | undefined;
  rows: Array<ImportRowInput> | ImportRowInput;
}>;


export type StageImportMutation = { stageImport: { importId: string, rowCount: number, problems: Array<{ row: number, message: string }> } };

export type CommitImportMutationVariables = Exact<{
  importId: string | number;
  portfolio_Id: string | number;
  account_Id: string | number;
  excludeRows?: Array<number> | number | null | undefined;
  dryRun?: boolean | null | undefined;
}>;


export type CommitImportMutation = { commitImport: { importId: string, inserted: number, skipped: Array<{ row: number, message: string }> } };

export type DiscardImportMutationVariables = Exact<{
  importId: string | number;
}>;


export type DiscardImportMutation = { discardImport: boolean };

export type MarketDataStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketDataStatusQuery = { marketDataStatus: { mode: string, simulated: boolean, reason: string, providers: Array<string>, failing: Array<string> } };

export type DeleteUserAccountMutationVariables = Exact<{
  confirm?: boolean | null | undefined;
}>;


export type DeleteUserAccountMutation = { deleteUserAccount: boolean };

export type EditUserSettingMutationVariables = Exact<{
  userSettingInput: UserSettingInput;
}>;


export type EditUserSettingMutation = { editUserSetting: { _id: string, uid: string, name: string | null, email: string | null, currency: import('../../common/displayCurrencies').DisplayCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, costMethod: CostMethod, autoApplySplits: boolean, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string, withholdingRates: Array<{ country: string, rate: number, isDefault: boolean }> } };

export type RevocationSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RevocationSubscription = { revocation: { revokedAt: string } };

export type SignoutFromAllDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SignoutFromAllDevicesQuery = { signoutFromAllDevices: { revokedAt: string } };

export type UpdateUserCurrencyMutationVariables = Exact<{
  newUserCurrency: import('../../common/displayCurrencies').DisplayCurrency;
}>;


export type UpdateUserCurrencyMutation = { updateUserCurrency: { _id: string, uid: string, name: string | null, email: string | null, currency: import('../../common/displayCurrencies').DisplayCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, costMethod: CostMethod, autoApplySplits: boolean, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string, withholdingRates: Array<{ country: string, rate: number, isDefault: boolean }> } };

export type ManualPricesQueryVariables = Exact<{
  stock_Id: string | number;
}>;


export type ManualPricesQuery = { manualPrices: Array<{ date: string, close: number }> };

export type SetManualPricesMutationVariables = Exact<{
  stock_Id: string | number;
  prices: Array<PricePointInput> | PricePointInput;
}>;


export type SetManualPricesMutation = { setManualPrices: Array<{ date: string, close: number }> };

export type DeleteManualPricesMutationVariables = Exact<{
  stock_Id: string | number;
  dates: Array<string> | string;
}>;


export type DeleteManualPricesMutation = { deleteManualPrices: number };

export type ManualFxRatesQueryVariables = Exact<{
  base: string;
  quote: string;
}>;


export type ManualFxRatesQuery = { manualFxRates: Array<{ date: string, rate: number }> };

export type SetManualFxRatesMutationVariables = Exact<{
  base: string;
  quote: string;
  rates: Array<RatePointInput> | RatePointInput;
}>;


export type SetManualFxRatesMutation = { setManualFxRates: Array<{ date: string, rate: number }> };

export type DeleteManualFxRatesMutationVariables = Exact<{
  base: string;
  quote: string;
  dates: Array<string> | string;
}>;


export type DeleteManualFxRatesMutation = { deleteManualFxRates: number };

export type WidgetSummaryQueryVariables = Exact<{
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetSummaryQuery = { portfolioSummary: { currency: string, asOf: string, from: string | null, marketValue: number, openingMarketValue: number | null, cashBalance: number, netWorth: number, costBasis: number, unrealizedGain: number, unrealizedGainChange: number, realizedGain: number, unrealizedPriceGain: number, unrealizedCurrencyGain: number, realizedPriceGain: number, realizedCurrencyGain: number, income: number, taxes: number, fees: number, totalReturn: number, totalReturnPercent: number | null, bought: number, netContributions: number, twr: number | null, twrAnnualised: number | null, xirr: number | null, holdingCount: number, unpricedHoldings: Array<string>, stalePriceHoldings: Array<string>, simulatedPrices: boolean, cashBalances: Array<{ currency: string, balance: number, value: number | null }>, risk: { volatility: number | null }, holdingCountByType: Array<{ holdingType: string, count: number }>, priceGaps: Array<{ reason: PriceGapReason, stock: { _id: string, ticker: string } }> } };

export type WidgetStockFragment = { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null };

export type WidgetHoldingFragment = { key: string, holdingType: string, currency: string, shares: number, price: number | null, priceDate: string | null, priceSource: string | null, priceStale: boolean, priceSimulated: boolean, priceGap: PriceGapReason | null, averageCostTC: number | null, averageCostPC: number | null, costBasisTC: number, costBasisPC: number, marketValueTC: number | null, marketValuePC: number | null, unrealizedGainTC: number | null, unrealizedGainPC: number | null, unrealizedPriceGainPC: number | null, unrealizedCurrencyGainPC: number | null, realizedGainTC: number, realizedGainPC: number, realizedPriceGainPC: number, realizedCurrencyGainPC: number, incomeTC: number, incomePC: number, taxesTC: number, taxesPC: number, feesTC: number, feesPC: number, totalReturnTC: number | null, totalReturnPC: number | null, weight: number | null, stock: { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null } };

export type WidgetHoldingsQueryVariables = Exact<{
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetHoldingsQuery = { portfolioHoldings: Array<{ key: string, holdingType: string, currency: string, shares: number, price: number | null, priceDate: string | null, priceSource: string | null, priceStale: boolean, priceSimulated: boolean, priceGap: PriceGapReason | null, averageCostTC: number | null, averageCostPC: number | null, costBasisTC: number, costBasisPC: number, marketValueTC: number | null, marketValuePC: number | null, unrealizedGainTC: number | null, unrealizedGainPC: number | null, unrealizedPriceGainPC: number | null, unrealizedCurrencyGainPC: number | null, realizedGainTC: number, realizedGainPC: number, realizedPriceGainPC: number, realizedCurrencyGainPC: number, incomeTC: number, incomePC: number, taxesTC: number, taxesPC: number, feesTC: number, feesPC: number, totalReturnTC: number | null, totalReturnPC: number | null, weight: number | null, stock: { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null } }> };

export type WidgetValueSeriesQueryVariables = Exact<{
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetValueSeriesQuery = { portfolioValueSeries: Array<{ date: string, value: number, cost: number, netContributions: number }> };

export type WidgetHoldingReturnsQueryVariables = Exact<{
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetHoldingReturnsQuery = { holdingReturns: Array<{ key: string, twr: number | null, twrAnnualised: number | null, xirr: number | null, stock: { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null } }> };

export type WidgetDividendPayoutFragment = { exDate: string, recordDate: string | null, payDate: string | null, declaredDate: string | null, amount: number, currency: string, shares: number, incomeTC: number, income: number | null, special: boolean, status: DividendPayoutStatus, stock: { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null } };

export type WidgetDividendsQueryVariables = Exact<{
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetDividendsQuery = { portfolioDividends: { currency: string, asOf: string, forwardIncome: number, forwardYield: number | null, forwardYieldAtCost: number | null, weightedPayoutRatio: number | null, growth3Y: number | null, growth5Y: number | null, declaredIncome: number, payoutsTruncated: boolean, pendingData: Array<string>, simulated: boolean, received: Array<{ month: string, gross: number, taxes: number, fees: number, net: number }>, forecast: Array<{ month: string, income: number, declared: number, estimated: number }>, payouts: Array<{ exDate: string, recordDate: string | null, payDate: string | null, declaredDate: string | null, amount: number, currency: string, shares: number, incomeTC: number, income: number | null, special: boolean, status: DividendPayoutStatus, stock: { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null } }>, holdings: Array<{ key: string, shares: number, currency: string | null, forwardRate: number, forwardIncome: number | null, forwardYield: number | null, forwardYieldAtCost: number | null, payoutRatio: number | null, frequency: DividendFrequency | null, nextExDate: string | null, nextPayDate: string | null, growth3Y: number | null, growth5Y: number | null, receivedIncome: number, dataPending: boolean, dataSimulated: boolean, stock: { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null }, yearly: Array<{ year: number, amount: number }> }> } };

export type MarketQuoteFieldsFragment = { symbol: string, name: string | null, currency: string, price: number, change: number, changePercent: number, previousClose: number | null, open: number | null, dayHigh: number | null, dayLow: number | null, volume: number | null, marketState: MarketState, fiftyTwoWeekHigh: number | null, fiftyTwoWeekLow: number | null, marketCap: number | null, trailingPE: number | null, dividendYield: number | null, logoURL: string | null, at: string, simulated: boolean, stale: boolean };

export type WidgetMarketQuotesQueryVariables = Exact<{
  symbols?: Array<string> | string | null | undefined;
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetMarketQuotesQuery = { marketQuotes: { pending: Array<string>, unknown: Array<string>, quotes: Array<{ sparkline: Array<number>, symbol: string, name: string | null, currency: string, price: number, change: number, changePercent: number, previousClose: number | null, open: number | null, dayHigh: number | null, dayLow: number | null, volume: number | null, marketState: MarketState, fiftyTwoWeekHigh: number | null, fiftyTwoWeekLow: number | null, marketCap: number | null, trailingPE: number | null, dividendYield: number | null, logoURL: string | null, at: string, simulated: boolean, stale: boolean }> } };

export type MarketQuoteUpdatesSubscriptionVariables = Exact<{
  symbols: Array<string> | string;
}>;


export type MarketQuoteUpdatesSubscription = { marketQuote: { symbol: string, name: string | null, currency: string, price: number, change: number, changePercent: number, previousClose: number | null, open: number | null, dayHigh: number | null, dayLow: number | null, volume: number | null, marketState: MarketState, fiftyTwoWeekHigh: number | null, fiftyTwoWeekLow: number | null, marketCap: number | null, trailingPE: number | null, dividendYield: number | null, logoURL: string | null, at: string, simulated: boolean, stale: boolean } };

export type WidgetPriceBarsQueryVariables = Exact<{
  symbols: Array<string> | string;
  range: ChartRange;
}>;


export type WidgetPriceBarsQuery = { priceBars: Array<{ symbol: string, name: string | null, currency: string | null, range: ChartRange, interval: string, status: MarketAvailability, time: Array<number>, open: Array<number>, high: Array<number>, low: Array<number>, close: Array<number>, volume: Array<number | null>, previousClose: number | null, adjClose: Array<number | null>, simulated: boolean }> };

export type WidgetTechnicalAnalysisQueryVariables = Exact<{
  symbol: string;
}>;


export type WidgetTechnicalAnalysisQuery = { technicalAnalysis: { symbol: string, name: string | null, currency: string | null, status: MarketAvailability, asOf: string | null, lastClose: number | null, simulated: boolean, timeframes: Array<{ timeframe: TechnicalTimeframe, score: number, rating: TechnicalRating, oscillatorRating: TechnicalRating, movingAverageRating: TechnicalRating, buy: number, neutral: number, sell: number, oscillators: Array<{ name: string, value: number | null, action: TechnicalRating }>, movingAverages: Array<{ name: string, value: number | null, action: TechnicalRating }> }>, outlook: { provider: string | null, support: number | null, resistance: number | null, stopLoss: number | null, horizons: Array<{ horizon: string, direction: string, score: number | null }> } | null } };

export type ScreenerStockFieldsFragment = { symbol: string, name: string, exchange: string | null, currency: string, price: number, changePercent: number, marketCap: number | null, trailingPE: number | null, dividendYield: number | null, fiftyTwoWeekHigh: number | null, fiftyTwoWeekLow: number | null, sector: string | null };

export type WidgetStockScreenerQueryVariables = Exact<{ [key: string]: never; }>;


export type WidgetStockScreenerQuery = { stockScreener: { status: MarketAvailability, asOf: string | null, simulated: boolean, rows: Array<{ symbol: string, name: string, exchange: string | null, currency: string, price: number, changePercent: number, marketCap: number | null, trailingPE: number | null, dividendYield: number | null, fiftyTwoWeekHigh: number | null, fiftyTwoWeekLow: number | null, sector: string | null }>, gainers: Array<{ symbol: string, name: string, exchange: string | null, currency: string, price: number, changePercent: number, marketCap: number | null, trailingPE: number | null, dividendYield: number | null, fiftyTwoWeekHigh: number | null, fiftyTwoWeekLow: number | null, sector: string | null }>, losers: Array<{ symbol: string, name: string, exchange: string | null, currency: string, price: number, changePercent: number, marketCap: number | null, trailingPE: number | null, dividendYield: number | null, fiftyTwoWeekHigh: number | null, fiftyTwoWeekLow: number | null, sector: string | null }> } };

export type WidgetStockHeatmapQueryVariables = Exact<{
  universe: HeatmapUniverse;
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetStockHeatmapQuery = { stockHeatmap: { universe: HeatmapUniverse, currency: string | null, simulated: boolean, tiles: Array<{ symbol: string, name: string | null, sector: string, size: number, changePercent: number | null }> } };

export type WidgetMarketNewsQueryVariables = Exact<{
  symbols?: Array<string> | string | null | undefined;
  filter?: AnalyticsFilter | null | undefined;
  includeMarket?: boolean | null | undefined;
}>;


export type WidgetMarketNewsQuery = { marketNews: { simulated: boolean, articles: Array<{ id: string, title: string, publisher: string | null, url: string, publishedAt: string, symbols: Array<string> }> } };

export type WidgetBenchmarkReturnQueryVariables = Exact<{
  symbol: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type WidgetBenchmarkReturnQuery = { benchmarkReturn: { symbol: string, name: string | null, currency: string | null, status: MarketAvailability, from: string | null, to: string | null, twr: number | null, twrAnnualised: number | null, simulated: boolean, points: Array<{ date: string, value: number }> } };

export type WidgetHoldingChartQueryVariables = Exact<{
  filter?: AnalyticsFilter | null | undefined;
}>;


export type WidgetHoldingChartQuery = { portfolioHoldings: Array<{ key: string, holdingType: string, currency: string, shares: number, price: number | null, priceDate: string | null, priceSource: string | null, priceStale: boolean, priceSimulated: boolean, priceGap: PriceGapReason | null, averageCostTC: number | null, averageCostPC: number | null, costBasisTC: number, costBasisPC: number, marketValueTC: number | null, marketValuePC: number | null, unrealizedGainTC: number | null, unrealizedGainPC: number | null, unrealizedPriceGainPC: number | null, unrealizedCurrencyGainPC: number | null, realizedGainTC: number, realizedGainPC: number, realizedPriceGainPC: number, realizedCurrencyGainPC: number, incomeTC: number, incomePC: number, taxesTC: number, taxesPC: number, feesTC: number, feesPC: number, totalReturnTC: number | null, totalReturnPC: number | null, weight: number | null, dividends: { forwardIncome: number | null, forwardYield: number | null, forwardYieldAtCost: number | null, growth3Y: number | null, growth5Y: number | null } | null, stock: { _id: string, ticker: string, name: string | null, exchangeCode: string | null, countryISO: string | null, ISIN: string | null, logoURL: string | null, currency: string | null, sector: string | null } }> };

export type WidgetTransactionTimelineQueryVariables = Exact<{
  input: TransactionTimelineInput;
}>;


export type WidgetTransactionTimelineQuery = { transactionTimeline: { kinds: Array<import('../../common/transactionKinds').TransactionKind>, transactionCount: number, ledgerCount: number, lastDate: string | null, buckets: Array<{ start: string, shortLabel: string, longLabel: string, count: number, totals: Array<{ kind: import('../../common/transactionKinds').TransactionKind, total: number }> }> } };

export const AccountFieldsFragmentDoc = gql`
    fragment AccountFields on Account {
  _id
  name
  description
  settlesTrades
  allowsOverdraft
  createdAt
  updatedAt
}
    `;
export const BrokerFieldsFragmentDoc = gql`
    fragment BrokerFields on Broker {
  _id
  name
  description
  createdAt
  updatedAt
  accounts {
    ...AccountFields
  }
}
    `;
export const CurrentUser_UserFragmentDoc = gql`
    fragment CurrentUser_user on User {
  _id
  uid
  name
  email
  currency
  currencySymbol
  userLocale
  photoURL
  theme
  costMethod
  autoApplySplits
  withholdingRates {
    country
    rate
    isDefault
  }
  provider
  providerToSignedIn
  emailVerified
  createdAt
}
    `;
export const PortfolioStockFieldsFragmentDoc = gql`
    fragment PortfolioStockFields on Stock {
  _id
  ticker
  name
  exchangeCode
  countryISO
  ISIN
  logoURL
  currency
  holding_type
}
    `;
export const PortfolioFieldsFragmentDoc = gql`
    fragment PortfolioFields on Portfolio {
  _id
  name
  description
  stocks {
    ...PortfolioStockFields
  }
}
    `;
export const TransactionFieldsFragmentDoc = gql`
    fragment TransactionFields on Transaction {
  _id
  ticker
  holdingDisplay
  currency
  isApplyExchangeRate
  date
  type
  shares
  shareprice
  transactionValue
  shareprice_userCurrency
  transactionValue_userCurrency
  fees
  taxes
  shares_balance
  valueAtCostPC
  valueAtCostTC
  costOfSoldPC
  costOfSoldTC
  realizedGainLostPC
  realizedGainLostTC
  reference
  exchangeShortName
  ratioNew
  ratioOld
  ratio
  costBasisFraction
  targetTicker
  fxRate
  updatedAt
  parentportfolio {
    _id
    name
  }
  account {
    _id
    name
  }
  broker {
    _id
    name
  }
  stock {
    name
    logoURL
    ISIN
    holding_type
  }
}
    `;
export const BillingPrice_PriceFragmentDoc = gql`
    fragment BillingPrice_price on BillingPrice {
  id
  name
  amount
  currency
  interval
  tokens
}
    `;
export const BillingUser_UserFragmentDoc = gql`
    fragment BillingUser_user on User {
  _id
  fullFeatureEnabled
  stripeId
}
    `;
export const PendingActionsList_ActionFragmentDoc = gql`
    fragment PendingActionsList_action on CorporateAction {
  _id
  kind
  date
  payDate
  portfolio_Id
  portfolioName
  stock_Id
  ticker
  sharesBefore
  sharesAfter
  ratioNew
  ratioOld
  currency
  gross
  taxRate
  tax
  net
}
    `;
export const DashboardMenuFieldsFragmentDoc = gql`
    fragment DashboardMenuFields on Dashboard {
  _id
  name
  sortOrder
  indicatorColor
}
    `;
export const DashboardFieldsFragmentDoc = gql`
    fragment DashboardFields on Dashboard {
  ...DashboardMenuFields
  layouts
  widgets
}
    `;
export const DashboardTour_UserFragmentDoc = gql`
    fragment DashboardTour_user on User {
  _id
  tourGuides
}
    `;
export const Embed_EmbedFragmentDoc = gql`
    fragment Embed_embed on Embed {
  _id
  widgetName
  title
  config
  createdAt
  expiresAt
  revokedAt
  lastUsedAt
}
    `;
export const WidgetStockFragmentDoc = gql`
    fragment WidgetStock on Stock {
  _id
  ticker
  name
  exchangeCode
  countryISO
  ISIN
  logoURL
  currency
  sector
}
    `;
export const WidgetHoldingFragmentDoc = gql`
    fragment WidgetHolding on HoldingAnalytics {
  key
  stock {
    ...WidgetStock
  }
  holdingType
  currency
  shares
  price
  priceDate
  priceSource
  priceStale
  priceSimulated
  priceGap
  averageCostTC
  averageCostPC
  costBasisTC
  costBasisPC
  marketValueTC
  marketValuePC
  unrealizedGainTC
  unrealizedGainPC
  unrealizedPriceGainPC
  unrealizedCurrencyGainPC
  realizedGainTC
  realizedGainPC
  realizedPriceGainPC
  realizedCurrencyGainPC
  incomeTC
  incomePC
  taxesTC
  taxesPC
  feesTC
  feesPC
  totalReturnTC
  totalReturnPC
  weight
}
    `;
export const WidgetDividendPayoutFragmentDoc = gql`
    fragment WidgetDividendPayout on DividendPayout {
  stock {
    ...WidgetStock
  }
  exDate
  recordDate
  payDate
  declaredDate
  amount
  currency
  shares
  incomeTC
  income
  special
  status
}
    `;
export const MarketQuoteFieldsFragmentDoc = gql`
    fragment MarketQuoteFields on MarketQuote {
  symbol
  name
  currency
  price
  change
  changePercent
  previousClose
  open
  dayHigh
  dayLow
  volume
  marketState
  fiftyTwoWeekHigh
  fiftyTwoWeekLow
  marketCap
  trailingPE
  dividendYield
  logoURL
  at
  simulated
  stale
}
    `;
export const ScreenerStockFieldsFragmentDoc = gql`
    fragment ScreenerStockFields on ScreenerStock {
  symbol
  name
  exchange
  currency
  price
  changePercent
  marketCap
  trailingPE
  dividendYield
  fiftyTwoWeekHigh
  fiftyTwoWeekLow
  sector
}
    `;
export const UserBrokerAccountDocument = gql`
    query UserBrokerAccount($broker_Id: ID) {
  UserBrokerAccount(broker_Id: $broker_Id) {
    ...BrokerFields
  }
}
    ${BrokerFieldsFragmentDoc}
${AccountFieldsFragmentDoc}`;

/**
 * __useUserBrokerAccountQuery__
 *
 * To run a query within a React component, call `useUserBrokerAccountQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserBrokerAccountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserBrokerAccountQuery({
 *   variables: {
 *      broker_Id: // value for 'broker_Id'
 *   },
 * });
 */
export function useUserBrokerAccountQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>(UserBrokerAccountDocument, options);
      }
export function useUserBrokerAccountLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>(UserBrokerAccountDocument, options);
        }
// @ts-ignore
export function useUserBrokerAccountSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>;
export function useUserBrokerAccountSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserBrokerAccountQuery | undefined, UserBrokerAccountQueryVariables>;
export function useUserBrokerAccountSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>(UserBrokerAccountDocument, options);
        }
export type UserBrokerAccountQueryHookResult = ReturnType<typeof useUserBrokerAccountQuery>;
export type UserBrokerAccountLazyQueryHookResult = ReturnType<typeof useUserBrokerAccountLazyQuery>;
export type UserBrokerAccountSuspenseQueryHookResult = ReturnType<typeof useUserBrokerAccountSuspenseQuery>;
export type UserBrokerAccountQueryResult = ApolloReactCommon.QueryResult<UserBrokerAccountQuery, UserBrokerAccountQueryVariables>;
export const CreateBrokerDocument = gql`
    mutation CreateBroker($brokerInput: BrokerInput!) {
  createBroker(brokerInput: $brokerInput) {
    ...BrokerFields
  }
}
    ${BrokerFieldsFragmentDoc}
${AccountFieldsFragmentDoc}`;

/**
 * __useCreateBrokerMutation__
 *
 * To run a mutation, you first call `useCreateBrokerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateBrokerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createBrokerMutation, { data, loading, error }] = useCreateBrokerMutation({
 *   variables: {
 *      brokerInput: // value for 'brokerInput'
 *   },
 * });
 */
export function useCreateBrokerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateBrokerMutation, CreateBrokerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateBrokerMutation, CreateBrokerMutationVariables>(CreateBrokerDocument, options);
      }
export type CreateBrokerMutationHookResult = ReturnType<typeof useCreateBrokerMutation>;
export type CreateBrokerMutationResult = ApolloReactCommon.MutationResult<CreateBrokerMutation>;
export const EditBrokerDocument = gql`
    mutation EditBroker($broker_Id: ID!, $brokerInput: BrokerInput!) {
  editBroker(broker_Id: $broker_Id, brokerInput: $brokerInput) {
    ...BrokerFields
  }
}
    ${BrokerFieldsFragmentDoc}
${AccountFieldsFragmentDoc}`;

/**
 * __useEditBrokerMutation__
 *
 * To run a mutation, you first call `useEditBrokerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditBrokerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editBrokerMutation, { data, loading, error }] = useEditBrokerMutation({
 *   variables: {
 *      broker_Id: // value for 'broker_Id'
 *      brokerInput: // value for 'brokerInput'
 *   },
 * });
 */
export function useEditBrokerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditBrokerMutation, EditBrokerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditBrokerMutation, EditBrokerMutationVariables>(EditBrokerDocument, options);
      }
export type EditBrokerMutationHookResult = ReturnType<typeof useEditBrokerMutation>;
export type EditBrokerMutationResult = ApolloReactCommon.MutationResult<EditBrokerMutation>;
export const DeleteBrokerDocument = gql`
    mutation DeleteBroker($broker_Id: ID!, $confirm: Boolean, $cascade: Boolean) {
  deleteBroker(broker_Id: $broker_Id, confirm: $confirm, cascade: $cascade)
}
    `;

/**
 * __useDeleteBrokerMutation__
 *
 * To run a mutation, you first call `useDeleteBrokerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteBrokerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteBrokerMutation, { data, loading, error }] = useDeleteBrokerMutation({
 *   variables: {
 *      broker_Id: // value for 'broker_Id'
 *      confirm: // value for 'confirm'
 *      cascade: // value for 'cascade'
 *   },
 * });
 */
export function useDeleteBrokerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteBrokerMutation, DeleteBrokerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteBrokerMutation, DeleteBrokerMutationVariables>(DeleteBrokerDocument, options);
      }
export type DeleteBrokerMutationHookResult = ReturnType<typeof useDeleteBrokerMutation>;
export type DeleteBrokerMutationResult = ApolloReactCommon.MutationResult<DeleteBrokerMutation>;
export const AddAccountToBrokerDocument = gql`
    mutation AddAccountToBroker($accountInput: AccountInput!) {
  addAccountToBroker(accountInput: $accountInput) {
    ...AccountFields
  }
}
    ${AccountFieldsFragmentDoc}`;

/**
 * __useAddAccountToBrokerMutation__
 *
 * To run a mutation, you first call `useAddAccountToBrokerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddAccountToBrokerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addAccountToBrokerMutation, { data, loading, error }] = useAddAccountToBrokerMutation({
 *   variables: {
 *      accountInput: // value for 'accountInput'
 *   },
 * });
 */
export function useAddAccountToBrokerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddAccountToBrokerMutation, AddAccountToBrokerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddAccountToBrokerMutation, AddAccountToBrokerMutationVariables>(AddAccountToBrokerDocument, options);
      }
export type AddAccountToBrokerMutationHookResult = ReturnType<typeof useAddAccountToBrokerMutation>;
export type AddAccountToBrokerMutationResult = ApolloReactCommon.MutationResult<AddAccountToBrokerMutation>;
export const EditAccountDocument = gql`
    mutation EditAccount($account_Id: ID!, $accountInput: AccountInput!) {
  editAccount(account_Id: $account_Id, accountInput: $accountInput) {
    ...AccountFields
  }
}
    ${AccountFieldsFragmentDoc}`;

/**
 * __useEditAccountMutation__
 *
 * To run a mutation, you first call `useEditAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editAccountMutation, { data, loading, error }] = useEditAccountMutation({
 *   variables: {
 *      account_Id: // value for 'account_Id'
 *      accountInput: // value for 'accountInput'
 *   },
 * });
 */
export function useEditAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditAccountMutation, EditAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditAccountMutation, EditAccountMutationVariables>(EditAccountDocument, options);
      }
export type EditAccountMutationHookResult = ReturnType<typeof useEditAccountMutation>;
export type EditAccountMutationResult = ApolloReactCommon.MutationResult<EditAccountMutation>;
export const DeleteAccountDocument = gql`
    mutation DeleteAccount($broker_Id: ID!, $account_Ids: [ID!]!, $confirm: Boolean, $cascade: Boolean) {
  deleteAccount(
    broker_Id: $broker_Id
    account_Ids: $account_Ids
    confirm: $confirm
    cascade: $cascade
  )
}
    `;

/**
 * __useDeleteAccountMutation__
 *
 * To run a mutation, you first call `useDeleteAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAccountMutation, { data, loading, error }] = useDeleteAccountMutation({
 *   variables: {
 *      broker_Id: // value for 'broker_Id'
 *      account_Ids: // value for 'account_Ids'
 *      confirm: // value for 'confirm'
 *      cascade: // value for 'cascade'
 *   },
 * });
 */
export function useDeleteAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAccountMutation, DeleteAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAccountMutation, DeleteAccountMutationVariables>(DeleteAccountDocument, options);
      }
export type DeleteAccountMutationHookResult = ReturnType<typeof useDeleteAccountMutation>;
export type DeleteAccountMutationResult = ApolloReactCommon.MutationResult<DeleteAccountMutation>;
export const PortfolioStockTransactionsDocument = gql`
    query PortfolioStockTransactions($portfolio_Id: ID) {
  PortfolioStockTransactions(portfolio_Id: $portfolio_Id) {
    ...PortfolioFields
  }
}
    ${PortfolioFieldsFragmentDoc}
${PortfolioStockFieldsFragmentDoc}`;

/**
 * __usePortfolioStockTransactionsQuery__
 *
 * To run a query within a React component, call `usePortfolioStockTransactionsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePortfolioStockTransactionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePortfolioStockTransactionsQuery({
 *   variables: {
 *      portfolio_Id: // value for 'portfolio_Id'
 *   },
 * });
 */
export function usePortfolioStockTransactionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>(PortfolioStockTransactionsDocument, options);
      }
export function usePortfolioStockTransactionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>(PortfolioStockTransactionsDocument, options);
        }
// @ts-ignore
export function usePortfolioStockTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>;
export function usePortfolioStockTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PortfolioStockTransactionsQuery | undefined, PortfolioStockTransactionsQueryVariables>;
export function usePortfolioStockTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>(PortfolioStockTransactionsDocument, options);
        }
export type PortfolioStockTransactionsQueryHookResult = ReturnType<typeof usePortfolioStockTransactionsQuery>;
export type PortfolioStockTransactionsLazyQueryHookResult = ReturnType<typeof usePortfolioStockTransactionsLazyQuery>;
export type PortfolioStockTransactionsSuspenseQueryHookResult = ReturnType<typeof usePortfolioStockTransactionsSuspenseQuery>;
export type PortfolioStockTransactionsQueryResult = ApolloReactCommon.QueryResult<PortfolioStockTransactionsQuery, PortfolioStockTransactionsQueryVariables>;
export const CreatePortfolioDocument = gql`
    mutation CreatePortfolio($portfolioInput: PortfolioInput!) {
  createPortfolio(portfolioInput: $portfolioInput) {
    ...PortfolioFields
  }
}
    ${PortfolioFieldsFragmentDoc}
${PortfolioStockFieldsFragmentDoc}`;

/**
 * __useCreatePortfolioMutation__
 *
 * To run a mutation, you first call `useCreatePortfolioMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePortfolioMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPortfolioMutation, { data, loading, error }] = useCreatePortfolioMutation({
 *   variables: {
 *      portfolioInput: // value for 'portfolioInput'
 *   },
 * });
 */
export function useCreatePortfolioMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePortfolioMutation, CreatePortfolioMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePortfolioMutation, CreatePortfolioMutationVariables>(CreatePortfolioDocument, options);
      }
export type CreatePortfolioMutationHookResult = ReturnType<typeof useCreatePortfolioMutation>;
export type CreatePortfolioMutationResult = ApolloReactCommon.MutationResult<CreatePortfolioMutation>;
export const EditPortfolioDocument = gql`
    mutation EditPortfolio($portfolio_Id: ID!, $portfolioInput: PortfolioInput!) {
  editPortfolio(portfolio_Id: $portfolio_Id, portfolioInput: $portfolioInput) {
    ...PortfolioFields
  }
}
    ${PortfolioFieldsFragmentDoc}
${PortfolioStockFieldsFragmentDoc}`;

/**
 * __useEditPortfolioMutation__
 *
 * To run a mutation, you first call `useEditPortfolioMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditPortfolioMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editPortfolioMutation, { data, loading, error }] = useEditPortfolioMutation({
 *   variables: {
 *      portfolio_Id: // value for 'portfolio_Id'
 *      portfolioInput: // value for 'portfolioInput'
 *   },
 * });
 */
export function useEditPortfolioMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditPortfolioMutation, EditPortfolioMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditPortfolioMutation, EditPortfolioMutationVariables>(EditPortfolioDocument, options);
      }
export type EditPortfolioMutationHookResult = ReturnType<typeof useEditPortfolioMutation>;
export type EditPortfolioMutationResult = ApolloReactCommon.MutationResult<EditPortfolioMutation>;
export const DeletePortfolioDocument = gql`
    mutation DeletePortfolio($portfolio_Id: ID!, $confirm: Boolean, $cascade: Boolean) {
  deletePortfolio(
    portfolio_Id: $portfolio_Id
    confirm: $confirm
    cascade: $cascade
  )
}
    `;

/**
 * __useDeletePortfolioMutation__
 *
 * To run a mutation, you first call `useDeletePortfolioMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePortfolioMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePortfolioMutation, { data, loading, error }] = useDeletePortfolioMutation({
 *   variables: {
 *      portfolio_Id: // value for 'portfolio_Id'
 *      confirm: // value for 'confirm'
 *      cascade: // value for 'cascade'
 *   },
 * });
 */
export function useDeletePortfolioMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePortfolioMutation, DeletePortfolioMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePortfolioMutation, DeletePortfolioMutationVariables>(DeletePortfolioDocument, options);
      }
export type DeletePortfolioMutationHookResult = ReturnType<typeof useDeletePortfolioMutation>;
export type DeletePortfolioMutationResult = ApolloReactCommon.MutationResult<DeletePortfolioMutation>;
export const UserTransactionsDocument = gql`
    query UserTransactions($transaction_Ids: [ID!]) {
  UserTransactions(transaction_Ids: $transaction_Ids) {
    ...TransactionFields
  }
}
    ${TransactionFieldsFragmentDoc}`;

/**
 * __useUserTransactionsQuery__
 *
 * To run a query within a React component, call `useUserTransactionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserTransactionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserTransactionsQuery({
 *   variables: {
 *      transaction_Ids: // value for 'transaction_Ids'
 *   },
 * });
 */
export function useUserTransactionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UserTransactionsQuery, UserTransactionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserTransactionsQuery, UserTransactionsQueryVariables>(UserTransactionsDocument, options);
      }
export function useUserTransactionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserTransactionsQuery, UserTransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserTransactionsQuery, UserTransactionsQueryVariables>(UserTransactionsDocument, options);
        }
// @ts-ignore
export function useUserTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserTransactionsQuery, UserTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserTransactionsQuery, UserTransactionsQueryVariables>;
export function useUserTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserTransactionsQuery, UserTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserTransactionsQuery | undefined, UserTransactionsQueryVariables>;
export function useUserTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserTransactionsQuery, UserTransactionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserTransactionsQuery, UserTransactionsQueryVariables>(UserTransactionsDocument, options);
        }
export type UserTransactionsQueryHookResult = ReturnType<typeof useUserTransactionsQuery>;
export type UserTransactionsLazyQueryHookResult = ReturnType<typeof useUserTransactionsLazyQuery>;
export type UserTransactionsSuspenseQueryHookResult = ReturnType<typeof useUserTransactionsSuspenseQuery>;
export type UserTransactionsQueryResult = ApolloReactCommon.QueryResult<UserTransactionsQuery, UserTransactionsQueryVariables>;
export const CreateTransactionDocument = gql`
    mutation CreateTransaction($transactionInput: [TransactionInput!]!) {
  createTransaction(transactionInput: $transactionInput) {
    transactions {
      ...TransactionFields
    }
    stocks {
      _id
      ticker
      exchangeCode
    }
  }
}
    ${TransactionFieldsFragmentDoc}`;

/**
 * __useCreateTransactionMutation__
 *
 * To run a mutation, you first call `useCreateTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createTransactionMutation, { data, loading, error }] = useCreateTransactionMutation({
 *   variables: {
 *      transactionInput: // value for 'transactionInput'
 *   },
 * });
 */
export function useCreateTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateTransactionMutation, CreateTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateTransactionMutation, CreateTransactionMutationVariables>(CreateTransactionDocument, options);
      }
export type CreateTransactionMutationHookResult = ReturnType<typeof useCreateTransactionMutation>;
export type CreateTransactionMutationResult = ApolloReactCommon.MutationResult<CreateTransactionMutation>;
export const UpdateTransactionStatsDocument = gql`
    mutation UpdateTransactionStats($transactionInput: [TransactionInput!]!) {
  updateTransactionStats(transactionInput: $transactionInput) {
    ...TransactionFields
  }
}
    ${TransactionFieldsFragmentDoc}`;

/**
 * __useUpdateTransactionStatsMutation__
 *
 * To run a mutation, you first call `useUpdateTransactionStatsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTransactionStatsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTransactionStatsMutation, { data, loading, error }] = useUpdateTransactionStatsMutation({
 *   variables: {
 *      transactionInput: // value for 'transactionInput'
 *   },
 * });
 */
export function useUpdateTransactionStatsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateTransactionStatsMutation, UpdateTransactionStatsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateTransactionStatsMutation, UpdateTransactionStatsMutationVariables>(UpdateTransactionStatsDocument, options);
      }
export type UpdateTransactionStatsMutationHookResult = ReturnType<typeof useUpdateTransactionStatsMutation>;
export type UpdateTransactionStatsMutationResult = ApolloReactCommon.MutationResult<UpdateTransactionStatsMutation>;
export const DeleteTransactionsDocument = gql`
    mutation DeleteTransactions($transaction_Ids: [ID!]!) {
  deleteTransactions(transaction_Ids: $transaction_Ids)
}
    `;

/**
 * __useDeleteTransactionsMutation__
 *
 * To run a mutation, you first call `useDeleteTransactionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteTransactionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteTransactionsMutation, { data, loading, error }] = useDeleteTransactionsMutation({
 *   variables: {
 *      transaction_Ids: // value for 'transaction_Ids'
 *   },
 * });
 */
export function useDeleteTransactionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteTransactionsMutation, DeleteTransactionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteTransactionsMutation, DeleteTransactionsMutationVariables>(DeleteTransactionsDocument, options);
      }
export type DeleteTransactionsMutationHookResult = ReturnType<typeof useDeleteTransactionsMutation>;
export type DeleteTransactionsMutationResult = ApolloReactCommon.MutationResult<DeleteTransactionsMutation>;
export const FetchAdditionalDataDocument = gql`
    mutation FetchAdditionalData($stockInputs: [StockInput!]!) {
  fetchAdditionalData(stockInputs: $stockInputs) {
    ...PortfolioStockFields
  }
}
    ${PortfolioStockFieldsFragmentDoc}`;

/**
 * __useFetchAdditionalDataMutation__
 *
 * To run a mutation, you first call `useFetchAdditionalDataMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFetchAdditionalDataMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [fetchAdditionalDataMutation, { data, loading, error }] = useFetchAdditionalDataMutation({
 *   variables: {
 *      stockInputs: // value for 'stockInputs'
 *   },
 * });
 */
export function useFetchAdditionalDataMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FetchAdditionalDataMutation, FetchAdditionalDataMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FetchAdditionalDataMutation, FetchAdditionalDataMutationVariables>(FetchAdditionalDataDocument, options);
      }
export type FetchAdditionalDataMutationHookResult = ReturnType<typeof useFetchAdditionalDataMutation>;
export type FetchAdditionalDataMutationResult = ApolloReactCommon.MutationResult<FetchAdditionalDataMutation>;
export const TransactionPushDocument = gql`
    subscription TransactionPush {
  transactionPush {
    updatedAt
  }
}
    `;

/**
 * __useTransactionPushSubscription__
 *
 * To run a query within a React component, call `useTransactionPushSubscription` and pass it any options that fit your needs.
 * When your component renders, `useTransactionPushSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTransactionPushSubscription({
 *   variables: {
 *   },
 * });
 */
export function useTransactionPushSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<TransactionPushSubscription, TransactionPushSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<TransactionPushSubscription, TransactionPushSubscriptionVariables>(TransactionPushDocument, options);
      }
export type TransactionPushSubscriptionHookResult = ReturnType<typeof useTransactionPushSubscription>;
export type TransactionPushSubscriptionResult = ApolloReactCommon.SubscriptionResult<TransactionPushSubscription>;
export const UserTransactionTableDocument = gql`
    query UserTransactionTable {
  UserTransactionTable
}
    `;

/**
 * __useUserTransactionTableQuery__
 *
 * To run a query within a React component, call `useUserTransactionTableQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserTransactionTableQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserTransactionTableQuery({
 *   variables: {
 *   },
 * });
 */
export function useUserTransactionTableQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UserTransactionTableQuery, UserTransactionTableQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserTransactionTableQuery, UserTransactionTableQueryVariables>(UserTransactionTableDocument, options);
      }
export function useUserTransactionTableLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserTransactionTableQuery, UserTransactionTableQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserTransactionTableQuery, UserTransactionTableQueryVariables>(UserTransactionTableDocument, options);
        }
// @ts-ignore
export function useUserTransactionTableSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserTransactionTableQuery, UserTransactionTableQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserTransactionTableQuery, UserTransactionTableQueryVariables>;
export function useUserTransactionTableSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserTransactionTableQuery, UserTransactionTableQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserTransactionTableQuery | undefined, UserTransactionTableQueryVariables>;
export function useUserTransactionTableSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserTransactionTableQuery, UserTransactionTableQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserTransactionTableQuery, UserTransactionTableQueryVariables>(UserTransactionTableDocument, options);
        }
export type UserTransactionTableQueryHookResult = ReturnType<typeof useUserTransactionTableQuery>;
export type UserTransactionTableLazyQueryHookResult = ReturnType<typeof useUserTransactionTableLazyQuery>;
export type UserTransactionTableSuspenseQueryHookResult = ReturnType<typeof useUserTransactionTableSuspenseQuery>;
export type UserTransactionTableQueryResult = ApolloReactCommon.QueryResult<UserTransactionTableQuery, UserTransactionTableQueryVariables>;
export const AuditUserDocument = gql`
    mutation AuditUser($auditInput: AuditInput) {
  auditUser(auditInput: $auditInput) {
    ...CurrentUser_user
    tourGuides
    signUpCurrency
    fullFeatureEnabled
    stripeId
  }
}
    ${CurrentUser_UserFragmentDoc}`;

/**
 * __useAuditUserMutation__
 *
 * To run a mutation, you first call `useAuditUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAuditUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [auditUserMutation, { data, loading, error }] = useAuditUserMutation({
 *   variables: {
 *      auditInput: // value for 'auditInput'
 *   },
 * });
 */
export function useAuditUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AuditUserMutation, AuditUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AuditUserMutation, AuditUserMutationVariables>(AuditUserDocument, options);
      }
export type AuditUserMutationHookResult = ReturnType<typeof useAuditUserMutation>;
export type AuditUserMutationResult = ApolloReactCommon.MutationResult<AuditUserMutation>;
export const DeleteAnonymousUserDocument = gql`
    mutation DeleteAnonymousUser($uid: String!, $idToken: String!) {
  deleteAnonymousUser(uid: $uid, idToken: $idToken)
}
    `;

/**
 * __useDeleteAnonymousUserMutation__
 *
 * To run a mutation, you first call `useDeleteAnonymousUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAnonymousUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAnonymousUserMutation, { data, loading, error }] = useDeleteAnonymousUserMutation({
 *   variables: {
 *      uid: // value for 'uid'
 *      idToken: // value for 'idToken'
 *   },
 * });
 */
export function useDeleteAnonymousUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAnonymousUserMutation, DeleteAnonymousUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAnonymousUserMutation, DeleteAnonymousUserMutationVariables>(DeleteAnonymousUserDocument, options);
      }
export type DeleteAnonymousUserMutationHookResult = ReturnType<typeof useDeleteAnonymousUserMutation>;
export type DeleteAnonymousUserMutationResult = ApolloReactCommon.MutationResult<DeleteAnonymousUserMutation>;
export const BillingOfferDocument = gql`
    query BillingOffer {
  billingOffer {
    mode
    trialDays
    trialTokens
    plan {
      ...BillingPrice_price
    }
    topUps {
      ...BillingPrice_price
    }
  }
}
    ${BillingPrice_PriceFragmentDoc}`;

/**
 * __useBillingOfferQuery__
 *
 * To run a query within a React component, call `useBillingOfferQuery` and pass it any options that fit your needs.
 * When your component renders, `useBillingOfferQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBillingOfferQuery({
 *   variables: {
 *   },
 * });
 */
export function useBillingOfferQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BillingOfferQuery, BillingOfferQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BillingOfferQuery, BillingOfferQueryVariables>(BillingOfferDocument, options);
      }
export function useBillingOfferLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BillingOfferQuery, BillingOfferQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BillingOfferQuery, BillingOfferQueryVariables>(BillingOfferDocument, options);
        }
// @ts-ignore
export function useBillingOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BillingOfferQuery, BillingOfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BillingOfferQuery, BillingOfferQueryVariables>;
export function useBillingOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BillingOfferQuery, BillingOfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BillingOfferQuery | undefined, BillingOfferQueryVariables>;
export function useBillingOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BillingOfferQuery, BillingOfferQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BillingOfferQuery, BillingOfferQueryVariables>(BillingOfferDocument, options);
        }
export type BillingOfferQueryHookResult = ReturnType<typeof useBillingOfferQuery>;
export type BillingOfferLazyQueryHookResult = ReturnType<typeof useBillingOfferLazyQuery>;
export type BillingOfferSuspenseQueryHookResult = ReturnType<typeof useBillingOfferSuspenseQuery>;
export type BillingOfferQueryResult = ApolloReactCommon.QueryResult<BillingOfferQuery, BillingOfferQueryVariables>;
export const BillingPortalLinkDocument = gql`
    query BillingPortalLink($stripeId: String!) {
  generateBillingPortalLink(stripeId: $stripeId) {
    url
  }
}
    `;

/**
 * __useBillingPortalLinkQuery__
 *
 * To run a query within a React component, call `useBillingPortalLinkQuery` and pass it any options that fit your needs.
 * When your component renders, `useBillingPortalLinkQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBillingPortalLinkQuery({
 *   variables: {
 *      stripeId: // value for 'stripeId'
 *   },
 * });
 */
export function useBillingPortalLinkQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BillingPortalLinkQuery, BillingPortalLinkQueryVariables> & ({ variables: BillingPortalLinkQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>(BillingPortalLinkDocument, options);
      }
export function useBillingPortalLinkLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>(BillingPortalLinkDocument, options);
        }
// @ts-ignore
export function useBillingPortalLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>;
export function useBillingPortalLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BillingPortalLinkQuery | undefined, BillingPortalLinkQueryVariables>;
export function useBillingPortalLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>(BillingPortalLinkDocument, options);
        }
export type BillingPortalLinkQueryHookResult = ReturnType<typeof useBillingPortalLinkQuery>;
export type BillingPortalLinkLazyQueryHookResult = ReturnType<typeof useBillingPortalLinkLazyQuery>;
export type BillingPortalLinkSuspenseQueryHookResult = ReturnType<typeof useBillingPortalLinkSuspenseQuery>;
export type BillingPortalLinkQueryResult = ApolloReactCommon.QueryResult<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>;
export const CancelSubscriptionDocument = gql`
    query CancelSubscription($subscriptionId: String!) {
  cancelSubscription(subscriptionId: $subscriptionId) {
    subscriptionId
    subscriptionStatus
    cancel_at_period_end
  }
}
    `;

/**
 * __useCancelSubscriptionQuery__
 *
 * To run a query within a React component, call `useCancelSubscriptionQuery` and pass it any options that fit your needs.
 * When your component renders, `useCancelSubscriptionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCancelSubscriptionQuery({
 *   variables: {
 *      subscriptionId: // value for 'subscriptionId'
 *   },
 * });
 */
export function useCancelSubscriptionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CancelSubscriptionQuery, CancelSubscriptionQueryVariables> & ({ variables: CancelSubscriptionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>(CancelSubscriptionDocument, options);
      }
export function useCancelSubscriptionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>(CancelSubscriptionDocument, options);
        }
// @ts-ignore
export function useCancelSubscriptionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>;
export function useCancelSubscriptionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CancelSubscriptionQuery | undefined, CancelSubscriptionQueryVariables>;
export function useCancelSubscriptionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>(CancelSubscriptionDocument, options);
        }
export type CancelSubscriptionQueryHookResult = ReturnType<typeof useCancelSubscriptionQuery>;
export type CancelSubscriptionLazyQueryHookResult = ReturnType<typeof useCancelSubscriptionLazyQuery>;
export type CancelSubscriptionSuspenseQueryHookResult = ReturnType<typeof useCancelSubscriptionSuspenseQuery>;
export type CancelSubscriptionQueryResult = ApolloReactCommon.QueryResult<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>;
export const CheckoutSessionDocument = gql`
    query CheckoutSession($stripeId: String!) {
  createCheckoutSession(stripeId: $stripeId) {
    id
    url
  }
}
    `;

/**
 * __useCheckoutSessionQuery__
 *
 * To run a query within a React component, call `useCheckoutSessionQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutSessionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutSessionQuery({
 *   variables: {
 *      stripeId: // value for 'stripeId'
 *   },
 * });
 */
export function useCheckoutSessionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckoutSessionQuery, CheckoutSessionQueryVariables> & ({ variables: CheckoutSessionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutSessionQuery, CheckoutSessionQueryVariables>(CheckoutSessionDocument, options);
      }
export function useCheckoutSessionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutSessionQuery, CheckoutSessionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutSessionQuery, CheckoutSessionQueryVariables>(CheckoutSessionDocument, options);
        }
// @ts-ignore
export function useCheckoutSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutSessionQuery, CheckoutSessionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutSessionQuery, CheckoutSessionQueryVariables>;
export function useCheckoutSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutSessionQuery, CheckoutSessionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutSessionQuery | undefined, CheckoutSessionQueryVariables>;
export function useCheckoutSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutSessionQuery, CheckoutSessionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutSessionQuery, CheckoutSessionQueryVariables>(CheckoutSessionDocument, options);
        }
export type CheckoutSessionQueryHookResult = ReturnType<typeof useCheckoutSessionQuery>;
export type CheckoutSessionLazyQueryHookResult = ReturnType<typeof useCheckoutSessionLazyQuery>;
export type CheckoutSessionSuspenseQueryHookResult = ReturnType<typeof useCheckoutSessionSuspenseQuery>;
export type CheckoutSessionQueryResult = ApolloReactCommon.QueryResult<CheckoutSessionQuery, CheckoutSessionQueryVariables>;
export const RenewSubscriptionDocument = gql`
    query RenewSubscription($subscriptionId: String!) {
  renewSubscription(subscriptionId: $subscriptionId) {
    subscriptionId
    subscriptionStatus
    cancel_at_period_end
  }
}
    `;

/**
 * __useRenewSubscriptionQuery__
 *
 * To run a query within a React component, call `useRenewSubscriptionQuery` and pass it any options that fit your needs.
 * When your component renders, `useRenewSubscriptionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewSubscriptionQuery({
 *   variables: {
 *      subscriptionId: // value for 'subscriptionId'
 *   },
 * });
 */
export function useRenewSubscriptionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RenewSubscriptionQuery, RenewSubscriptionQueryVariables> & ({ variables: RenewSubscriptionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>(RenewSubscriptionDocument, options);
      }
export function useRenewSubscriptionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>(RenewSubscriptionDocument, options);
        }
// @ts-ignore
export function useRenewSubscriptionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>;
export function useRenewSubscriptionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewSubscriptionQuery | undefined, RenewSubscriptionQueryVariables>;
export function useRenewSubscriptionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>(RenewSubscriptionDocument, options);
        }
export type RenewSubscriptionQueryHookResult = ReturnType<typeof useRenewSubscriptionQuery>;
export type RenewSubscriptionLazyQueryHookResult = ReturnType<typeof useRenewSubscriptionLazyQuery>;
export type RenewSubscriptionSuspenseQueryHookResult = ReturnType<typeof useRenewSubscriptionSuspenseQuery>;
export type RenewSubscriptionQueryResult = ApolloReactCommon.QueryResult<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>;
export const StripeInvoicesDocument = gql`
    query StripeInvoices($userLocale: String, $stripeId: String!) {
  getStripeInvoices(userLocale: $userLocale, stripeId: $stripeId) {
    id
    date
    amount
    currency
    status
    description
    subscriptionId
    hosted_invoice_url
  }
}
    `;

/**
 * __useStripeInvoicesQuery__
 *
 * To run a query within a React component, call `useStripeInvoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useStripeInvoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStripeInvoicesQuery({
 *   variables: {
 *      userLocale: // value for 'userLocale'
 *      stripeId: // value for 'stripeId'
 *   },
 * });
 */
export function useStripeInvoicesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StripeInvoicesQuery, StripeInvoicesQueryVariables> & ({ variables: StripeInvoicesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StripeInvoicesQuery, StripeInvoicesQueryVariables>(StripeInvoicesDocument, options);
      }
export function useStripeInvoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StripeInvoicesQuery, StripeInvoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StripeInvoicesQuery, StripeInvoicesQueryVariables>(StripeInvoicesDocument, options);
        }
// @ts-ignore
export function useStripeInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StripeInvoicesQuery, StripeInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StripeInvoicesQuery, StripeInvoicesQueryVariables>;
export function useStripeInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StripeInvoicesQuery, StripeInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StripeInvoicesQuery | undefined, StripeInvoicesQueryVariables>;
export function useStripeInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StripeInvoicesQuery, StripeInvoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StripeInvoicesQuery, StripeInvoicesQueryVariables>(StripeInvoicesDocument, options);
        }
export type StripeInvoicesQueryHookResult = ReturnType<typeof useStripeInvoicesQuery>;
export type StripeInvoicesLazyQueryHookResult = ReturnType<typeof useStripeInvoicesLazyQuery>;
export type StripeInvoicesSuspenseQueryHookResult = ReturnType<typeof useStripeInvoicesSuspenseQuery>;
export type StripeInvoicesQueryResult = ApolloReactCommon.QueryResult<StripeInvoicesQuery, StripeInvoicesQueryVariables>;
export const SubscriptionStatusDocument = gql`
    query SubscriptionStatus {
  getSubscriptionStatus {
    fullFeatureEnabled
    isTrialing
    trialDaysLeft
    hasSubscription
    activeSubscription
    activeSubscriptionId
    current_period_end
    subscriptionStatus
    cancel_at_period_end
  }
}
    `;

/**
 * __useSubscriptionStatusQuery__
 *
 * To run a query within a React component, call `useSubscriptionStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useSubscriptionStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>(SubscriptionStatusDocument, options);
      }
export function useSubscriptionStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>(SubscriptionStatusDocument, options);
        }
// @ts-ignore
export function useSubscriptionStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>;
export function useSubscriptionStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SubscriptionStatusQuery | undefined, SubscriptionStatusQueryVariables>;
export function useSubscriptionStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>(SubscriptionStatusDocument, options);
        }
export type SubscriptionStatusQueryHookResult = ReturnType<typeof useSubscriptionStatusQuery>;
export type SubscriptionStatusLazyQueryHookResult = ReturnType<typeof useSubscriptionStatusLazyQuery>;
export type SubscriptionStatusSuspenseQueryHookResult = ReturnType<typeof useSubscriptionStatusSuspenseQuery>;
export type SubscriptionStatusQueryResult = ApolloReactCommon.QueryResult<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>;
export const TokenBalanceDocument = gql`
    query TokenBalance {
  getTokenBalance {
    isValidSubscription
    isInTrialAndNoTopUp
    balance
    totalTokensUsed
    totalBalanceAllocated
    trialDaysLeft
  }
}
    `;

/**
 * __useTokenBalanceQuery__
 *
 * To run a query within a React component, call `useTokenBalanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useTokenBalanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTokenBalanceQuery({
 *   variables: {
 *   },
 * });
 */
export function useTokenBalanceQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TokenBalanceQuery, TokenBalanceQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TokenBalanceQuery, TokenBalanceQueryVariables>(TokenBalanceDocument, options);
      }
export function useTokenBalanceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TokenBalanceQuery, TokenBalanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TokenBalanceQuery, TokenBalanceQueryVariables>(TokenBalanceDocument, options);
        }
// @ts-ignore
export function useTokenBalanceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TokenBalanceQuery, TokenBalanceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TokenBalanceQuery, TokenBalanceQueryVariables>;
export function useTokenBalanceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TokenBalanceQuery, TokenBalanceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TokenBalanceQuery | undefined, TokenBalanceQueryVariables>;
export function useTokenBalanceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TokenBalanceQuery, TokenBalanceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TokenBalanceQuery, TokenBalanceQueryVariables>(TokenBalanceDocument, options);
        }
export type TokenBalanceQueryHookResult = ReturnType<typeof useTokenBalanceQuery>;
export type TokenBalanceLazyQueryHookResult = ReturnType<typeof useTokenBalanceLazyQuery>;
export type TokenBalanceSuspenseQueryHookResult = ReturnType<typeof useTokenBalanceSuspenseQuery>;
export type TokenBalanceQueryResult = ApolloReactCommon.QueryResult<TokenBalanceQuery, TokenBalanceQueryVariables>;
export const TopUpCheckoutSessionDocument = gql`
    query TopUpCheckoutSession($stripeId: String!, $priceId: String!) {
  createTopUpCheckoutSession(stripeId: $stripeId, priceId: $priceId) {
    id
    url
  }
}
    `;

/**
 * __useTopUpCheckoutSessionQuery__
 *
 * To run a query within a React component, call `useTopUpCheckoutSessionQuery` and pass it any options that fit your needs.
 * When your component renders, `useTopUpCheckoutSessionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTopUpCheckoutSessionQuery({
 *   variables: {
 *      stripeId: // value for 'stripeId'
 *      priceId: // value for 'priceId'
 *   },
 * });
 */
export function useTopUpCheckoutSessionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables> & ({ variables: TopUpCheckoutSessionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>(TopUpCheckoutSessionDocument, options);
      }
export function useTopUpCheckoutSessionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>(TopUpCheckoutSessionDocument, options);
        }
// @ts-ignore
export function useTopUpCheckoutSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>;
export function useTopUpCheckoutSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TopUpCheckoutSessionQuery | undefined, TopUpCheckoutSessionQueryVariables>;
export function useTopUpCheckoutSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>(TopUpCheckoutSessionDocument, options);
        }
export type TopUpCheckoutSessionQueryHookResult = ReturnType<typeof useTopUpCheckoutSessionQuery>;
export type TopUpCheckoutSessionLazyQueryHookResult = ReturnType<typeof useTopUpCheckoutSessionLazyQuery>;
export type TopUpCheckoutSessionSuspenseQueryHookResult = ReturnType<typeof useTopUpCheckoutSessionSuspenseQuery>;
export type TopUpCheckoutSessionQueryResult = ApolloReactCommon.QueryResult<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>;
export const PendingCorporateActionsDocument = gql`
    query PendingCorporateActions($portfolio_Id: ID, $stock_Id: ID) {
  pendingCorporateActions(portfolio_Id: $portfolio_Id, stock_Id: $stock_Id) {
    ...PendingActionsList_action
  }
}
    ${PendingActionsList_ActionFragmentDoc}`;

/**
 * __usePendingCorporateActionsQuery__
 *
 * To run a query within a React component, call `usePendingCorporateActionsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePendingCorporateActionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePendingCorporateActionsQuery({
 *   variables: {
 *      portfolio_Id: // value for 'portfolio_Id'
 *      stock_Id: // value for 'stock_Id'
 *   },
 * });
 */
export function usePendingCorporateActionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>(PendingCorporateActionsDocument, options);
      }
export function usePendingCorporateActionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>(PendingCorporateActionsDocument, options);
        }
// @ts-ignore
export function usePendingCorporateActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>;
export function usePendingCorporateActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PendingCorporateActionsQuery | undefined, PendingCorporateActionsQueryVariables>;
export function usePendingCorporateActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>(PendingCorporateActionsDocument, options);
        }
export type PendingCorporateActionsQueryHookResult = ReturnType<typeof usePendingCorporateActionsQuery>;
export type PendingCorporateActionsLazyQueryHookResult = ReturnType<typeof usePendingCorporateActionsLazyQuery>;
export type PendingCorporateActionsSuspenseQueryHookResult = ReturnType<typeof usePendingCorporateActionsSuspenseQuery>;
export type PendingCorporateActionsQueryResult = ApolloReactCommon.QueryResult<PendingCorporateActionsQuery, PendingCorporateActionsQueryVariables>;
export const AcceptCorporateActionsDocument = gql`
    mutation AcceptCorporateActions($action_Ids: [ID!]!) {
  acceptCorporateActions(action_Ids: $action_Ids)
}
    `;

/**
 * __useAcceptCorporateActionsMutation__
 *
 * To run a mutation, you first call `useAcceptCorporateActionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptCorporateActionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptCorporateActionsMutation, { data, loading, error }] = useAcceptCorporateActionsMutation({
 *   variables: {
 *      action_Ids: // value for 'action_Ids'
 *   },
 * });
 */
export function useAcceptCorporateActionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptCorporateActionsMutation, AcceptCorporateActionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptCorporateActionsMutation, AcceptCorporateActionsMutationVariables>(AcceptCorporateActionsDocument, options);
      }
export type AcceptCorporateActionsMutationHookResult = ReturnType<typeof useAcceptCorporateActionsMutation>;
export type AcceptCorporateActionsMutationResult = ApolloReactCommon.MutationResult<AcceptCorporateActionsMutation>;
export const DismissCorporateActionsDocument = gql`
    mutation DismissCorporateActions($action_Ids: [ID!]!) {
  dismissCorporateActions(action_Ids: $action_Ids)
}
    `;

/**
 * __useDismissCorporateActionsMutation__
 *
 * To run a mutation, you first call `useDismissCorporateActionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissCorporateActionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissCorporateActionsMutation, { data, loading, error }] = useDismissCorporateActionsMutation({
 *   variables: {
 *      action_Ids: // value for 'action_Ids'
 *   },
 * });
 */
export function useDismissCorporateActionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DismissCorporateActionsMutation, DismissCorporateActionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DismissCorporateActionsMutation, DismissCorporateActionsMutationVariables>(DismissCorporateActionsDocument, options);
      }
export type DismissCorporateActionsMutationHookResult = ReturnType<typeof useDismissCorporateActionsMutation>;
export type DismissCorporateActionsMutationResult = ApolloReactCommon.MutationResult<DismissCorporateActionsMutation>;
export const UserDashboardsDocument = gql`
    query UserDashboards {
  userDashboards {
    ...DashboardFields
  }
}
    ${DashboardFieldsFragmentDoc}
${DashboardMenuFieldsFragmentDoc}`;

/**
 * __useUserDashboardsQuery__
 *
 * To run a query within a React component, call `useUserDashboardsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserDashboardsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserDashboardsQuery({
 *   variables: {
 *   },
 * });
 */
export function useUserDashboardsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UserDashboardsQuery, UserDashboardsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserDashboardsQuery, UserDashboardsQueryVariables>(UserDashboardsDocument, options);
      }
export function useUserDashboardsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserDashboardsQuery, UserDashboardsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserDashboardsQuery, UserDashboardsQueryVariables>(UserDashboardsDocument, options);
        }
// @ts-ignore
export function useUserDashboardsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserDashboardsQuery, UserDashboardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserDashboardsQuery, UserDashboardsQueryVariables>;
export function useUserDashboardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserDashboardsQuery, UserDashboardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserDashboardsQuery | undefined, UserDashboardsQueryVariables>;
export function useUserDashboardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserDashboardsQuery, UserDashboardsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserDashboardsQuery, UserDashboardsQueryVariables>(UserDashboardsDocument, options);
        }
export type UserDashboardsQueryHookResult = ReturnType<typeof useUserDashboardsQuery>;
export type UserDashboardsLazyQueryHookResult = ReturnType<typeof useUserDashboardsLazyQuery>;
export type UserDashboardsSuspenseQueryHookResult = ReturnType<typeof useUserDashboardsSuspenseQuery>;
export type UserDashboardsQueryResult = ApolloReactCommon.QueryResult<UserDashboardsQuery, UserDashboardsQueryVariables>;
export const CreateDashboardDocument = gql`
    mutation CreateDashboard($dashboardInput: DashboardInput!) {
  createDashboard(dashboardInput: $dashboardInput) {
    ...DashboardFields
  }
}
    ${DashboardFieldsFragmentDoc}
${DashboardMenuFieldsFragmentDoc}`;

/**
 * __useCreateDashboardMutation__
 *
 * To run a mutation, you first call `useCreateDashboardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDashboardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDashboardMutation, { data, loading, error }] = useCreateDashboardMutation({
 *   variables: {
 *      dashboardInput: // value for 'dashboardInput'
 *   },
 * });
 */
export function useCreateDashboardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateDashboardMutation, CreateDashboardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateDashboardMutation, CreateDashboardMutationVariables>(CreateDashboardDocument, options);
      }
export type CreateDashboardMutationHookResult = ReturnType<typeof useCreateDashboardMutation>;
export type CreateDashboardMutationResult = ApolloReactCommon.MutationResult<CreateDashboardMutation>;
export const EditDashboardLayoutsDocument = gql`
    mutation EditDashboardLayouts($dashboardInput: [DashboardInput!]!) {
  editDashboard(dashboardInput: $dashboardInput) {
    _id
    layouts
  }
}
    `;

/**
 * __useEditDashboardLayoutsMutation__
 *
 * To run a mutation, you first call `useEditDashboardLayoutsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditDashboardLayoutsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editDashboardLayoutsMutation, { data, loading, error }] = useEditDashboardLayoutsMutation({
 *   variables: {
 *      dashboardInput: // value for 'dashboardInput'
 *   },
 * });
 */
export function useEditDashboardLayoutsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditDashboardLayoutsMutation, EditDashboardLayoutsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditDashboardLayoutsMutation, EditDashboardLayoutsMutationVariables>(EditDashboardLayoutsDocument, options);
      }
export type EditDashboardLayoutsMutationHookResult = ReturnType<typeof useEditDashboardLayoutsMutation>;
export type EditDashboardLayoutsMutationResult = ApolloReactCommon.MutationResult<EditDashboardLayoutsMutation>;
export const EditDashboardWidgetsDocument = gql`
    mutation EditDashboardWidgets($dashboardInput: [DashboardInput!]!) {
  editDashboard(dashboardInput: $dashboardInput) {
    _id
    widgets
  }
}
    `;

/**
 * __useEditDashboardWidgetsMutation__
 *
 * To run a mutation, you first call `useEditDashboardWidgetsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditDashboardWidgetsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editDashboardWidgetsMutation, { data, loading, error }] = useEditDashboardWidgetsMutation({
 *   variables: {
 *      dashboardInput: // value for 'dashboardInput'
 *   },
 * });
 */
export function useEditDashboardWidgetsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditDashboardWidgetsMutation, EditDashboardWidgetsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditDashboardWidgetsMutation, EditDashboardWidgetsMutationVariables>(EditDashboardWidgetsDocument, options);
      }
export type EditDashboardWidgetsMutationHookResult = ReturnType<typeof useEditDashboardWidgetsMutation>;
export type EditDashboardWidgetsMutationResult = ApolloReactCommon.MutationResult<EditDashboardWidgetsMutation>;
export const EditDashboardMenuDocument = gql`
    mutation EditDashboardMenu($dashboardInput: [DashboardInput!]!) {
  editDashboard(dashboardInput: $dashboardInput) {
    ...DashboardMenuFields
  }
}
    ${DashboardMenuFieldsFragmentDoc}`;

/**
 * __useEditDashboardMenuMutation__
 *
 * To run a mutation, you first call `useEditDashboardMenuMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditDashboardMenuMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editDashboardMenuMutation, { data, loading, error }] = useEditDashboardMenuMutation({
 *   variables: {
 *      dashboardInput: // value for 'dashboardInput'
 *   },
 * });
 */
export function useEditDashboardMenuMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditDashboardMenuMutation, EditDashboardMenuMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditDashboardMenuMutation, EditDashboardMenuMutationVariables>(EditDashboardMenuDocument, options);
      }
export type EditDashboardMenuMutationHookResult = ReturnType<typeof useEditDashboardMenuMutation>;
export type EditDashboardMenuMutationResult = ApolloReactCommon.MutationResult<EditDashboardMenuMutation>;
export const DeleteDashboardDocument = gql`
    mutation DeleteDashboard($dashboard_Id: ID!) {
  deleteDashboard(dashboard_Id: $dashboard_Id)
}
    `;

/**
 * __useDeleteDashboardMutation__
 *
 * To run a mutation, you first call `useDeleteDashboardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDashboardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDashboardMutation, { data, loading, error }] = useDeleteDashboardMutation({
 *   variables: {
 *      dashboard_Id: // value for 'dashboard_Id'
 *   },
 * });
 */
export function useDeleteDashboardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteDashboardMutation, DeleteDashboardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteDashboardMutation, DeleteDashboardMutationVariables>(DeleteDashboardDocument, options);
      }
export type DeleteDashboardMutationHookResult = ReturnType<typeof useDeleteDashboardMutation>;
export type DeleteDashboardMutationResult = ApolloReactCommon.MutationResult<DeleteDashboardMutation>;
export const EditDashboardContentDocument = gql`
    mutation EditDashboardContent($dashboardInput: [DashboardInput!]!) {
  editDashboard(dashboardInput: $dashboardInput) {
    _id
    layouts
    widgets
  }
}
    `;

/**
 * __useEditDashboardContentMutation__
 *
 * To run a mutation, you first call `useEditDashboardContentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditDashboardContentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editDashboardContentMutation, { data, loading, error }] = useEditDashboardContentMutation({
 *   variables: {
 *      dashboardInput: // value for 'dashboardInput'
 *   },
 * });
 */
export function useEditDashboardContentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditDashboardContentMutation, EditDashboardContentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditDashboardContentMutation, EditDashboardContentMutationVariables>(EditDashboardContentDocument, options);
      }
export type EditDashboardContentMutationHookResult = ReturnType<typeof useEditDashboardContentMutation>;
export type EditDashboardContentMutationResult = ApolloReactCommon.MutationResult<EditDashboardContentMutation>;
export const SaveTourGuidesDocument = gql`
    mutation SaveTourGuides($userSettingInput: UserSettingInput!) {
  editUserSetting(userSettingInput: $userSettingInput) {
    _id
    tourGuides
  }
}
    `;

/**
 * __useSaveTourGuidesMutation__
 *
 * To run a mutation, you first call `useSaveTourGuidesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveTourGuidesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveTourGuidesMutation, { data, loading, error }] = useSaveTourGuidesMutation({
 *   variables: {
 *      userSettingInput: // value for 'userSettingInput'
 *   },
 * });
 */
export function useSaveTourGuidesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveTourGuidesMutation, SaveTourGuidesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveTourGuidesMutation, SaveTourGuidesMutationVariables>(SaveTourGuidesDocument, options);
      }
export type SaveTourGuidesMutationHookResult = ReturnType<typeof useSaveTourGuidesMutation>;
export type SaveTourGuidesMutationResult = ApolloReactCommon.MutationResult<SaveTourGuidesMutation>;
export const WidgetSectorOptionsDocument = gql`
    query WidgetSectorOptions {
  portfolioHoldings(filter: {includePastHoldings: true}) {
    key
    stock {
      _id
      sector
    }
  }
}
    `;

/**
 * __useWidgetSectorOptionsQuery__
 *
 * To run a query within a React component, call `useWidgetSectorOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetSectorOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetSectorOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWidgetSectorOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>(WidgetSectorOptionsDocument, options);
      }
export function useWidgetSectorOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>(WidgetSectorOptionsDocument, options);
        }
// @ts-ignore
export function useWidgetSectorOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>;
export function useWidgetSectorOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetSectorOptionsQuery | undefined, WidgetSectorOptionsQueryVariables>;
export function useWidgetSectorOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>(WidgetSectorOptionsDocument, options);
        }
export type WidgetSectorOptionsQueryHookResult = ReturnType<typeof useWidgetSectorOptionsQuery>;
export type WidgetSectorOptionsLazyQueryHookResult = ReturnType<typeof useWidgetSectorOptionsLazyQuery>;
export type WidgetSectorOptionsSuspenseQueryHookResult = ReturnType<typeof useWidgetSectorOptionsSuspenseQuery>;
export type WidgetSectorOptionsQueryResult = ApolloReactCommon.QueryResult<WidgetSectorOptionsQuery, WidgetSectorOptionsQueryVariables>;
export const UserEmbedsDocument = gql`
    query UserEmbeds {
  userEmbeds {
    ...Embed_embed
  }
}
    ${Embed_EmbedFragmentDoc}`;

/**
 * __useUserEmbedsQuery__
 *
 * To run a query within a React component, call `useUserEmbedsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserEmbedsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserEmbedsQuery({
 *   variables: {
 *   },
 * });
 */
export function useUserEmbedsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UserEmbedsQuery, UserEmbedsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserEmbedsQuery, UserEmbedsQueryVariables>(UserEmbedsDocument, options);
      }
export function useUserEmbedsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserEmbedsQuery, UserEmbedsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserEmbedsQuery, UserEmbedsQueryVariables>(UserEmbedsDocument, options);
        }
// @ts-ignore
export function useUserEmbedsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserEmbedsQuery, UserEmbedsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserEmbedsQuery, UserEmbedsQueryVariables>;
export function useUserEmbedsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserEmbedsQuery, UserEmbedsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserEmbedsQuery | undefined, UserEmbedsQueryVariables>;
export function useUserEmbedsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserEmbedsQuery, UserEmbedsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserEmbedsQuery, UserEmbedsQueryVariables>(UserEmbedsDocument, options);
        }
export type UserEmbedsQueryHookResult = ReturnType<typeof useUserEmbedsQuery>;
export type UserEmbedsLazyQueryHookResult = ReturnType<typeof useUserEmbedsLazyQuery>;
export type UserEmbedsSuspenseQueryHookResult = ReturnType<typeof useUserEmbedsSuspenseQuery>;
export type UserEmbedsQueryResult = ApolloReactCommon.QueryResult<UserEmbedsQuery, UserEmbedsQueryVariables>;
export const CreateEmbedDocument = gql`
    mutation CreateEmbed($embedInput: EmbedInput!) {
  createEmbed(embedInput: $embedInput) {
    token
    embed {
      ...Embed_embed
    }
  }
}
    ${Embed_EmbedFragmentDoc}`;

/**
 * __useCreateEmbedMutation__
 *
 * To run a mutation, you first call `useCreateEmbedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateEmbedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createEmbedMutation, { data, loading, error }] = useCreateEmbedMutation({
 *   variables: {
 *      embedInput: // value for 'embedInput'
 *   },
 * });
 */
export function useCreateEmbedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateEmbedMutation, CreateEmbedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateEmbedMutation, CreateEmbedMutationVariables>(CreateEmbedDocument, options);
      }
export type CreateEmbedMutationHookResult = ReturnType<typeof useCreateEmbedMutation>;
export type CreateEmbedMutationResult = ApolloReactCommon.MutationResult<CreateEmbedMutation>;
export const RevokeEmbedDocument = gql`
    mutation RevokeEmbed($embed_Id: ID!) {
  revokeEmbed(embed_Id: $embed_Id) {
    ...Embed_embed
  }
}
    ${Embed_EmbedFragmentDoc}`;

/**
 * __useRevokeEmbedMutation__
 *
 * To run a mutation, you first call `useRevokeEmbedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeEmbedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeEmbedMutation, { data, loading, error }] = useRevokeEmbedMutation({
 *   variables: {
 *      embed_Id: // value for 'embed_Id'
 *   },
 * });
 */
export function useRevokeEmbedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeEmbedMutation, RevokeEmbedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeEmbedMutation, RevokeEmbedMutationVariables>(RevokeEmbedDocument, options);
      }
export type RevokeEmbedMutationHookResult = ReturnType<typeof useRevokeEmbedMutation>;
export type RevokeEmbedMutationResult = ApolloReactCommon.MutationResult<RevokeEmbedMutation>;
export const EmbeddedWidgetDocument = gql`
    query EmbeddedWidget($widgetName: String!) {
  embeddedWidget(widgetName: $widgetName) {
    widgetName
    title
    config
    theme
    currency
    userLocale
  }
}
    `;

/**
 * __useEmbeddedWidgetQuery__
 *
 * To run a query within a React component, call `useEmbeddedWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useEmbeddedWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEmbeddedWidgetQuery({
 *   variables: {
 *      widgetName: // value for 'widgetName'
 *   },
 * });
 */
export function useEmbeddedWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables> & ({ variables: EmbeddedWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>(EmbeddedWidgetDocument, options);
      }
export function useEmbeddedWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>(EmbeddedWidgetDocument, options);
        }
// @ts-ignore
export function useEmbeddedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>;
export function useEmbeddedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmbeddedWidgetQuery | undefined, EmbeddedWidgetQueryVariables>;
export function useEmbeddedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>(EmbeddedWidgetDocument, options);
        }
export type EmbeddedWidgetQueryHookResult = ReturnType<typeof useEmbeddedWidgetQuery>;
export type EmbeddedWidgetLazyQueryHookResult = ReturnType<typeof useEmbeddedWidgetLazyQuery>;
export type EmbeddedWidgetSuspenseQueryHookResult = ReturnType<typeof useEmbeddedWidgetSuspenseQuery>;
export type EmbeddedWidgetQueryResult = ApolloReactCommon.QueryResult<EmbeddedWidgetQuery, EmbeddedWidgetQueryVariables>;
export const StageImportDocument = gql`
    mutation StageImport($importId: ID, $rows: [ImportRowInput!]!) {
  stageImport(importId: $importId, rows: $rows) {
    importId
    rowCount
    problems {
      row
      message
    }
  }
}
    `;

/**
 * __useStageImportMutation__
 *
 * To run a mutation, you first call `useStageImportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStageImportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [stageImportMutation, { data, loading, error }] = useStageImportMutation({
 *   variables: {
 *      importId: // value for 'importId'
 *      rows: // value for 'rows'
 *   },
 * });
 */
export function useStageImportMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StageImportMutation, StageImportMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StageImportMutation, StageImportMutationVariables>(StageImportDocument, options);
      }
export type StageImportMutationHookResult = ReturnType<typeof useStageImportMutation>;
export type StageImportMutationResult = ApolloReactCommon.MutationResult<StageImportMutation>;
export const CommitImportDocument = gql`
    mutation CommitImport($importId: ID!, $portfolio_Id: ID!, $account_Id: ID!, $excludeRows: [Int!], $dryRun: Boolean) {
  commitImport(
    importId: $importId
    portfolio_Id: $portfolio_Id
    account_Id: $account_Id
    excludeRows: $excludeRows
    dryRun: $dryRun
  ) {
    importId
    inserted
    skipped {
      row
      message
    }
  }
}
    `;

/**
 * __useCommitImportMutation__
 *
 * To run a mutation, you first call `useCommitImportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCommitImportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [commitImportMutation, { data, loading, error }] = useCommitImportMutation({
 *   variables: {
 *      importId: // value for 'importId'
 *      portfolio_Id: // value for 'portfolio_Id'
 *      account_Id: // value for 'account_Id'
 *      excludeRows: // value for 'excludeRows'
 *      dryRun: // value for 'dryRun'
 *   },
 * });
 */
export function useCommitImportMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CommitImportMutation, CommitImportMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CommitImportMutation, CommitImportMutationVariables>(CommitImportDocument, options);
      }
export type CommitImportMutationHookResult = ReturnType<typeof useCommitImportMutation>;
export type CommitImportMutationResult = ApolloReactCommon.MutationResult<CommitImportMutation>;
export const DiscardImportDocument = gql`
    mutation DiscardImport($importId: ID!) {
  discardImport(importId: $importId)
}
    `;

/**
 * __useDiscardImportMutation__
 *
 * To run a mutation, you first call `useDiscardImportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDiscardImportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [discardImportMutation, { data, loading, error }] = useDiscardImportMutation({
 *   variables: {
 *      importId: // value for 'importId'
 *   },
 * });
 */
export function useDiscardImportMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DiscardImportMutation, DiscardImportMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DiscardImportMutation, DiscardImportMutationVariables>(DiscardImportDocument, options);
      }
export type DiscardImportMutationHookResult = ReturnType<typeof useDiscardImportMutation>;
export type DiscardImportMutationResult = ApolloReactCommon.MutationResult<DiscardImportMutation>;
export const MarketDataStatusDocument = gql`
    query MarketDataStatus {
  marketDataStatus {
    mode
    simulated
    reason
    providers
    failing
  }
}
    `;

/**
 * __useMarketDataStatusQuery__
 *
 * To run a query within a React component, call `useMarketDataStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketDataStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketDataStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useMarketDataStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MarketDataStatusQuery, MarketDataStatusQueryVariables>(MarketDataStatusDocument, options);
      }
export function useMarketDataStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MarketDataStatusQuery, MarketDataStatusQueryVariables>(MarketDataStatusDocument, options);
        }
// @ts-ignore
export function useMarketDataStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketDataStatusQuery, MarketDataStatusQueryVariables>;
export function useMarketDataStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketDataStatusQuery | undefined, MarketDataStatusQueryVariables>;
export function useMarketDataStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MarketDataStatusQuery, MarketDataStatusQueryVariables>(MarketDataStatusDocument, options);
        }
export type MarketDataStatusQueryHookResult = ReturnType<typeof useMarketDataStatusQuery>;
export type MarketDataStatusLazyQueryHookResult = ReturnType<typeof useMarketDataStatusLazyQuery>;
export type MarketDataStatusSuspenseQueryHookResult = ReturnType<typeof useMarketDataStatusSuspenseQuery>;
export type MarketDataStatusQueryResult = ApolloReactCommon.QueryResult<MarketDataStatusQuery, MarketDataStatusQueryVariables>;
export const DeleteUserAccountDocument = gql`
    mutation DeleteUserAccount($confirm: Boolean) {
  deleteUserAccount(confirm: $confirm)
}
    `;

/**
 * __useDeleteUserAccountMutation__
 *
 * To run a mutation, you first call `useDeleteUserAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteUserAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteUserAccountMutation, { data, loading, error }] = useDeleteUserAccountMutation({
 *   variables: {
 *      confirm: // value for 'confirm'
 *   },
 * });
 */
export function useDeleteUserAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteUserAccountMutation, DeleteUserAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteUserAccountMutation, DeleteUserAccountMutationVariables>(DeleteUserAccountDocument, options);
      }
export type DeleteUserAccountMutationHookResult = ReturnType<typeof useDeleteUserAccountMutation>;
export type DeleteUserAccountMutationResult = ApolloReactCommon.MutationResult<DeleteUserAccountMutation>;
export const EditUserSettingDocument = gql`
    mutation EditUserSetting($userSettingInput: UserSettingInput!) {
  editUserSetting(userSettingInput: $userSettingInput) {
    ...CurrentUser_user
  }
}
    ${CurrentUser_UserFragmentDoc}`;

/**
 * __useEditUserSettingMutation__
 *
 * To run a mutation, you first call `useEditUserSettingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditUserSettingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editUserSettingMutation, { data, loading, error }] = useEditUserSettingMutation({
 *   variables: {
 *      userSettingInput: // value for 'userSettingInput'
 *   },
 * });
 */
export function useEditUserSettingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditUserSettingMutation, EditUserSettingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditUserSettingMutation, EditUserSettingMutationVariables>(EditUserSettingDocument, options);
      }
export type EditUserSettingMutationHookResult = ReturnType<typeof useEditUserSettingMutation>;
export type EditUserSettingMutationResult = ApolloReactCommon.MutationResult<EditUserSettingMutation>;
export const RevocationDocument = gql`
    subscription Revocation {
  revocation {
    revokedAt
  }
}
    `;

/**
 * __useRevocationSubscription__
 *
 * To run a query within a React component, call `useRevocationSubscription` and pass it any options that fit your needs.
 * When your component renders, `useRevocationSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRevocationSubscription({
 *   variables: {
 *   },
 * });
 */
export function useRevocationSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<RevocationSubscription, RevocationSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<RevocationSubscription, RevocationSubscriptionVariables>(RevocationDocument, options);
      }
export type RevocationSubscriptionHookResult = ReturnType<typeof useRevocationSubscription>;
export type RevocationSubscriptionResult = ApolloReactCommon.SubscriptionResult<RevocationSubscription>;
export const SignoutFromAllDevicesDocument = gql`
    query SignoutFromAllDevices {
  signoutFromAllDevices {
    revokedAt
  }
}
    `;

/**
 * __useSignoutFromAllDevicesQuery__
 *
 * To run a query within a React component, call `useSignoutFromAllDevicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSignoutFromAllDevicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSignoutFromAllDevicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSignoutFromAllDevicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>(SignoutFromAllDevicesDocument, options);
      }
export function useSignoutFromAllDevicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>(SignoutFromAllDevicesDocument, options);
        }
// @ts-ignore
export function useSignoutFromAllDevicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>;
export function useSignoutFromAllDevicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SignoutFromAllDevicesQuery | undefined, SignoutFromAllDevicesQueryVariables>;
export function useSignoutFromAllDevicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>(SignoutFromAllDevicesDocument, options);
        }
export type SignoutFromAllDevicesQueryHookResult = ReturnType<typeof useSignoutFromAllDevicesQuery>;
export type SignoutFromAllDevicesLazyQueryHookResult = ReturnType<typeof useSignoutFromAllDevicesLazyQuery>;
export type SignoutFromAllDevicesSuspenseQueryHookResult = ReturnType<typeof useSignoutFromAllDevicesSuspenseQuery>;
export type SignoutFromAllDevicesQueryResult = ApolloReactCommon.QueryResult<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>;
export const UpdateUserCurrencyDocument = gql`
    mutation UpdateUserCurrency($newUserCurrency: DisplayCurrency!) {
  updateUserCurrency(newUserCurrency: $newUserCurrency) {
    ...CurrentUser_user
  }
}
    ${CurrentUser_UserFragmentDoc}`;

/**
 * __useUpdateUserCurrencyMutation__
 *
 * To run a mutation, you first call `useUpdateUserCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUserCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUserCurrencyMutation, { data, loading, error }] = useUpdateUserCurrencyMutation({
 *   variables: {
 *      newUserCurrency: // value for 'newUserCurrency'
 *   },
 * });
 */
export function useUpdateUserCurrencyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateUserCurrencyMutation, UpdateUserCurrencyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateUserCurrencyMutation, UpdateUserCurrencyMutationVariables>(UpdateUserCurrencyDocument, options);
      }
export type UpdateUserCurrencyMutationHookResult = ReturnType<typeof useUpdateUserCurrencyMutation>;
export type UpdateUserCurrencyMutationResult = ApolloReactCommon.MutationResult<UpdateUserCurrencyMutation>;
export const ManualPricesDocument = gql`
    query ManualPrices($stock_Id: ID!) {
  manualPrices(stock_Id: $stock_Id) {
    date
    close
  }
}
    `;

/**
 * __useManualPricesQuery__
 *
 * To run a query within a React component, call `useManualPricesQuery` and pass it any options that fit your needs.
 * When your component renders, `useManualPricesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useManualPricesQuery({
 *   variables: {
 *      stock_Id: // value for 'stock_Id'
 *   },
 * });
 */
export function useManualPricesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ManualPricesQuery, ManualPricesQueryVariables> & ({ variables: ManualPricesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ManualPricesQuery, ManualPricesQueryVariables>(ManualPricesDocument, options);
      }
export function useManualPricesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ManualPricesQuery, ManualPricesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ManualPricesQuery, ManualPricesQueryVariables>(ManualPricesDocument, options);
        }
// @ts-ignore
export function useManualPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ManualPricesQuery, ManualPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ManualPricesQuery, ManualPricesQueryVariables>;
export function useManualPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ManualPricesQuery, ManualPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ManualPricesQuery | undefined, ManualPricesQueryVariables>;
export function useManualPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ManualPricesQuery, ManualPricesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ManualPricesQuery, ManualPricesQueryVariables>(ManualPricesDocument, options);
        }
export type ManualPricesQueryHookResult = ReturnType<typeof useManualPricesQuery>;
export type ManualPricesLazyQueryHookResult = ReturnType<typeof useManualPricesLazyQuery>;
export type ManualPricesSuspenseQueryHookResult = ReturnType<typeof useManualPricesSuspenseQuery>;
export type ManualPricesQueryResult = ApolloReactCommon.QueryResult<ManualPricesQuery, ManualPricesQueryVariables>;
export const SetManualPricesDocument = gql`
    mutation SetManualPrices($stock_Id: ID!, $prices: [PricePointInput!]!) {
  setManualPrices(stock_Id: $stock_Id, prices: $prices) {
    date
    close
  }
}
    `;

/**
 * __useSetManualPricesMutation__
 *
 * To run a mutation, you first call `useSetManualPricesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetManualPricesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setManualPricesMutation, { data, loading, error }] = useSetManualPricesMutation({
 *   variables: {
 *      stock_Id: // value for 'stock_Id'
 *      prices: // value for 'prices'
 *   },
 * });
 */
export function useSetManualPricesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetManualPricesMutation, SetManualPricesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetManualPricesMutation, SetManualPricesMutationVariables>(SetManualPricesDocument, options);
      }
export type SetManualPricesMutationHookResult = ReturnType<typeof useSetManualPricesMutation>;
export type SetManualPricesMutationResult = ApolloReactCommon.MutationResult<SetManualPricesMutation>;
export const DeleteManualPricesDocument = gql`
    mutation DeleteManualPrices($stock_Id: ID!, $dates: [String!]!) {
  deleteManualPrices(stock_Id: $stock_Id, dates: $dates)
}
    `;

/**
 * __useDeleteManualPricesMutation__
 *
 * To run a mutation, you first call `useDeleteManualPricesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteManualPricesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteManualPricesMutation, { data, loading, error }] = useDeleteManualPricesMutation({
 *   variables: {
 *      stock_Id: // value for 'stock_Id'
 *      dates: // value for 'dates'
 *   },
 * });
 */
export function useDeleteManualPricesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteManualPricesMutation, DeleteManualPricesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteManualPricesMutation, DeleteManualPricesMutationVariables>(DeleteManualPricesDocument, options);
      }
export type DeleteManualPricesMutationHookResult = ReturnType<typeof useDeleteManualPricesMutation>;
export type DeleteManualPricesMutationResult = ApolloReactCommon.MutationResult<DeleteManualPricesMutation>;
export const ManualFxRatesDocument = gql`
    query ManualFxRates($base: String!, $quote: String!) {
  manualFxRates(base: $base, quote: $quote) {
    date
    rate
  }
}
    `;

/**
 * __useManualFxRatesQuery__
 *
 * To run a query within a React component, call `useManualFxRatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useManualFxRatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useManualFxRatesQuery({
 *   variables: {
 *      base: // value for 'base'
 *      quote: // value for 'quote'
 *   },
 * });
 */
export function useManualFxRatesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ManualFxRatesQuery, ManualFxRatesQueryVariables> & ({ variables: ManualFxRatesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ManualFxRatesQuery, ManualFxRatesQueryVariables>(ManualFxRatesDocument, options);
      }
export function useManualFxRatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ManualFxRatesQuery, ManualFxRatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ManualFxRatesQuery, ManualFxRatesQueryVariables>(ManualFxRatesDocument, options);
        }
// @ts-ignore
export function useManualFxRatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ManualFxRatesQuery, ManualFxRatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ManualFxRatesQuery, ManualFxRatesQueryVariables>;
export function useManualFxRatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ManualFxRatesQuery, ManualFxRatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ManualFxRatesQuery | undefined, ManualFxRatesQueryVariables>;
export function useManualFxRatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ManualFxRatesQuery, ManualFxRatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ManualFxRatesQuery, ManualFxRatesQueryVariables>(ManualFxRatesDocument, options);
        }
export type ManualFxRatesQueryHookResult = ReturnType<typeof useManualFxRatesQuery>;
export type ManualFxRatesLazyQueryHookResult = ReturnType<typeof useManualFxRatesLazyQuery>;
export type ManualFxRatesSuspenseQueryHookResult = ReturnType<typeof useManualFxRatesSuspenseQuery>;
export type ManualFxRatesQueryResult = ApolloReactCommon.QueryResult<ManualFxRatesQuery, ManualFxRatesQueryVariables>;
export const SetManualFxRatesDocument = gql`
    mutation SetManualFxRates($base: String!, $quote: String!, $rates: [RatePointInput!]!) {
  setManualFxRates(base: $base, quote: $quote, rates: $rates) {
    date
    rate
  }
}
    `;

/**
 * __useSetManualFxRatesMutation__
 *
 * To run a mutation, you first call `useSetManualFxRatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetManualFxRatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setManualFxRatesMutation, { data, loading, error }] = useSetManualFxRatesMutation({
 *   variables: {
 *      base: // value for 'base'
 *      quote: // value for 'quote'
 *      rates: // value for 'rates'
 *   },
 * });
 */
export function useSetManualFxRatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetManualFxRatesMutation, SetManualFxRatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetManualFxRatesMutation, SetManualFxRatesMutationVariables>(SetManualFxRatesDocument, options);
      }
export type SetManualFxRatesMutationHookResult = ReturnType<typeof useSetManualFxRatesMutation>;
export type SetManualFxRatesMutationResult = ApolloReactCommon.MutationResult<SetManualFxRatesMutation>;
export const DeleteManualFxRatesDocument = gql`
    mutation DeleteManualFxRates($base: String!, $quote: String!, $dates: [String!]!) {
  deleteManualFxRates(base: $base, quote: $quote, dates: $dates)
}
    `;

/**
 * __useDeleteManualFxRatesMutation__
 *
 * To run a mutation, you first call `useDeleteManualFxRatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteManualFxRatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteManualFxRatesMutation, { data, loading, error }] = useDeleteManualFxRatesMutation({
 *   variables: {
 *      base: // value for 'base'
 *      quote: // value for 'quote'
 *      dates: // value for 'dates'
 *   },
 * });
 */
export function useDeleteManualFxRatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteManualFxRatesMutation, DeleteManualFxRatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteManualFxRatesMutation, DeleteManualFxRatesMutationVariables>(DeleteManualFxRatesDocument, options);
      }
export type DeleteManualFxRatesMutationHookResult = ReturnType<typeof useDeleteManualFxRatesMutation>;
export type DeleteManualFxRatesMutationResult = ApolloReactCommon.MutationResult<DeleteManualFxRatesMutation>;
export const WidgetSummaryDocument = gql`
    query WidgetSummary($filter: AnalyticsFilter) {
  portfolioSummary(filter: $filter) {
    currency
    asOf
    from
    marketValue
    openingMarketValue
    cashBalance
    netWorth
    cashBalances {
      currency
      balance
      value
    }
    costBasis
    unrealizedGain
    unrealizedGainChange
    realizedGain
    unrealizedPriceGain
    unrealizedCurrencyGain
    realizedPriceGain
    realizedCurrencyGain
    income
    taxes
    fees
    totalReturn
    totalReturnPercent
    bought
    netContributions
    twr
    twrAnnualised
    xirr
    risk {
      volatility
    }
    holdingCount
    holdingCountByType {
      holdingType
      count
    }
    unpricedHoldings
    stalePriceHoldings
    priceGaps {
      stock {
        _id
        ticker
      }
      reason
    }
    simulatedPrices
  }
}
    `;

/**
 * __useWidgetSummaryQuery__
 *
 * To run a query within a React component, call `useWidgetSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetSummaryQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetSummaryQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetSummaryQuery, WidgetSummaryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetSummaryQuery, WidgetSummaryQueryVariables>(WidgetSummaryDocument, options);
      }
export function useWidgetSummaryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetSummaryQuery, WidgetSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetSummaryQuery, WidgetSummaryQueryVariables>(WidgetSummaryDocument, options);
        }
// @ts-ignore
export function useWidgetSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetSummaryQuery, WidgetSummaryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetSummaryQuery, WidgetSummaryQueryVariables>;
export function useWidgetSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetSummaryQuery, WidgetSummaryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetSummaryQuery | undefined, WidgetSummaryQueryVariables>;
export function useWidgetSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetSummaryQuery, WidgetSummaryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetSummaryQuery, WidgetSummaryQueryVariables>(WidgetSummaryDocument, options);
        }
export type WidgetSummaryQueryHookResult = ReturnType<typeof useWidgetSummaryQuery>;
export type WidgetSummaryLazyQueryHookResult = ReturnType<typeof useWidgetSummaryLazyQuery>;
export type WidgetSummarySuspenseQueryHookResult = ReturnType<typeof useWidgetSummarySuspenseQuery>;
export type WidgetSummaryQueryResult = ApolloReactCommon.QueryResult<WidgetSummaryQuery, WidgetSummaryQueryVariables>;
export const WidgetHoldingsDocument = gql`
    query WidgetHoldings($filter: AnalyticsFilter) {
  portfolioHoldings(filter: $filter) {
    ...WidgetHolding
  }
}
    ${WidgetHoldingFragmentDoc}
${WidgetStockFragmentDoc}`;

/**
 * __useWidgetHoldingsQuery__
 *
 * To run a query within a React component, call `useWidgetHoldingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetHoldingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetHoldingsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetHoldingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>(WidgetHoldingsDocument, options);
      }
export function useWidgetHoldingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>(WidgetHoldingsDocument, options);
        }
// @ts-ignore
export function useWidgetHoldingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>;
export function useWidgetHoldingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetHoldingsQuery | undefined, WidgetHoldingsQueryVariables>;
export function useWidgetHoldingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>(WidgetHoldingsDocument, options);
        }
export type WidgetHoldingsQueryHookResult = ReturnType<typeof useWidgetHoldingsQuery>;
export type WidgetHoldingsLazyQueryHookResult = ReturnType<typeof useWidgetHoldingsLazyQuery>;
export type WidgetHoldingsSuspenseQueryHookResult = ReturnType<typeof useWidgetHoldingsSuspenseQuery>;
export type WidgetHoldingsQueryResult = ApolloReactCommon.QueryResult<WidgetHoldingsQuery, WidgetHoldingsQueryVariables>;
export const WidgetValueSeriesDocument = gql`
    query WidgetValueSeries($filter: AnalyticsFilter) {
  portfolioValueSeries(filter: $filter) {
    date
    value
    cost
    netContributions
  }
}
    `;

/**
 * __useWidgetValueSeriesQuery__
 *
 * To run a query within a React component, call `useWidgetValueSeriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetValueSeriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetValueSeriesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetValueSeriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>(WidgetValueSeriesDocument, options);
      }
export function useWidgetValueSeriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>(WidgetValueSeriesDocument, options);
        }
// @ts-ignore
export function useWidgetValueSeriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>;
export function useWidgetValueSeriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetValueSeriesQuery | undefined, WidgetValueSeriesQueryVariables>;
export function useWidgetValueSeriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>(WidgetValueSeriesDocument, options);
        }
export type WidgetValueSeriesQueryHookResult = ReturnType<typeof useWidgetValueSeriesQuery>;
export type WidgetValueSeriesLazyQueryHookResult = ReturnType<typeof useWidgetValueSeriesLazyQuery>;
export type WidgetValueSeriesSuspenseQueryHookResult = ReturnType<typeof useWidgetValueSeriesSuspenseQuery>;
export type WidgetValueSeriesQueryResult = ApolloReactCommon.QueryResult<WidgetValueSeriesQuery, WidgetValueSeriesQueryVariables>;
export const WidgetHoldingReturnsDocument = gql`
    query WidgetHoldingReturns($filter: AnalyticsFilter) {
  holdingReturns(filter: $filter) {
    key
    stock {
      ...WidgetStock
    }
    twr
    twrAnnualised
    xirr
  }
}
    ${WidgetStockFragmentDoc}`;

/**
 * __useWidgetHoldingReturnsQuery__
 *
 * To run a query within a React component, call `useWidgetHoldingReturnsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetHoldingReturnsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetHoldingReturnsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetHoldingReturnsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>(WidgetHoldingReturnsDocument, options);
      }
export function useWidgetHoldingReturnsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>(WidgetHoldingReturnsDocument, options);
        }
// @ts-ignore
export function useWidgetHoldingReturnsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>;
export function useWidgetHoldingReturnsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetHoldingReturnsQuery | undefined, WidgetHoldingReturnsQueryVariables>;
export function useWidgetHoldingReturnsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>(WidgetHoldingReturnsDocument, options);
        }
export type WidgetHoldingReturnsQueryHookResult = ReturnType<typeof useWidgetHoldingReturnsQuery>;
export type WidgetHoldingReturnsLazyQueryHookResult = ReturnType<typeof useWidgetHoldingReturnsLazyQuery>;
export type WidgetHoldingReturnsSuspenseQueryHookResult = ReturnType<typeof useWidgetHoldingReturnsSuspenseQuery>;
export type WidgetHoldingReturnsQueryResult = ApolloReactCommon.QueryResult<WidgetHoldingReturnsQuery, WidgetHoldingReturnsQueryVariables>;
export const WidgetDividendsDocument = gql`
    query WidgetDividends($filter: AnalyticsFilter) {
  portfolioDividends(filter: $filter) {
    currency
    asOf
    forwardIncome
    forwardYield
    forwardYieldAtCost
    weightedPayoutRatio
    growth3Y
    growth5Y
    declaredIncome
    received {
      month
      gross
      taxes
      fees
      net
    }
    forecast {
      month
      income
      declared
      estimated
    }
    payouts {
      ...WidgetDividendPayout
    }
    payoutsTruncated
    holdings {
      key
      stock {
        ...WidgetStock
      }
      shares
      currency
      forwardRate
      forwardIncome
      forwardYield
      forwardYieldAtCost
      payoutRatio
      frequency
      nextExDate
      nextPayDate
      growth3Y
      growth5Y
      receivedIncome
      yearly {
        year
        amount
      }
      dataPending
      dataSimulated
    }
    pendingData
    simulated
  }
}
    ${WidgetDividendPayoutFragmentDoc}
${WidgetStockFragmentDoc}`;

/**
 * __useWidgetDividendsQuery__
 *
 * To run a query within a React component, call `useWidgetDividendsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetDividendsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetDividendsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetDividendsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetDividendsQuery, WidgetDividendsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetDividendsQuery, WidgetDividendsQueryVariables>(WidgetDividendsDocument, options);
      }
export function useWidgetDividendsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetDividendsQuery, WidgetDividendsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetDividendsQuery, WidgetDividendsQueryVariables>(WidgetDividendsDocument, options);
        }
// @ts-ignore
export function useWidgetDividendsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetDividendsQuery, WidgetDividendsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetDividendsQuery, WidgetDividendsQueryVariables>;
export function useWidgetDividendsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetDividendsQuery, WidgetDividendsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetDividendsQuery | undefined, WidgetDividendsQueryVariables>;
export function useWidgetDividendsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetDividendsQuery, WidgetDividendsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetDividendsQuery, WidgetDividendsQueryVariables>(WidgetDividendsDocument, options);
        }
export type WidgetDividendsQueryHookResult = ReturnType<typeof useWidgetDividendsQuery>;
export type WidgetDividendsLazyQueryHookResult = ReturnType<typeof useWidgetDividendsLazyQuery>;
export type WidgetDividendsSuspenseQueryHookResult = ReturnType<typeof useWidgetDividendsSuspenseQuery>;
export type WidgetDividendsQueryResult = ApolloReactCommon.QueryResult<WidgetDividendsQuery, WidgetDividendsQueryVariables>;
export const WidgetMarketQuotesDocument = gql`
    query WidgetMarketQuotes($symbols: [String!], $filter: AnalyticsFilter) {
  marketQuotes(symbols: $symbols, filter: $filter) {
    quotes {
      ...MarketQuoteFields
      sparkline
    }
    pending
    unknown
  }
}
    ${MarketQuoteFieldsFragmentDoc}`;

/**
 * __useWidgetMarketQuotesQuery__
 *
 * To run a query within a React component, call `useWidgetMarketQuotesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetMarketQuotesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetMarketQuotesQuery({
 *   variables: {
 *      symbols: // value for 'symbols'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetMarketQuotesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>(WidgetMarketQuotesDocument, options);
      }
export function useWidgetMarketQuotesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>(WidgetMarketQuotesDocument, options);
        }
// @ts-ignore
export function useWidgetMarketQuotesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>;
export function useWidgetMarketQuotesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetMarketQuotesQuery | undefined, WidgetMarketQuotesQueryVariables>;
export function useWidgetMarketQuotesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>(WidgetMarketQuotesDocument, options);
        }
export type WidgetMarketQuotesQueryHookResult = ReturnType<typeof useWidgetMarketQuotesQuery>;
export type WidgetMarketQuotesLazyQueryHookResult = ReturnType<typeof useWidgetMarketQuotesLazyQuery>;
export type WidgetMarketQuotesSuspenseQueryHookResult = ReturnType<typeof useWidgetMarketQuotesSuspenseQuery>;
export type WidgetMarketQuotesQueryResult = ApolloReactCommon.QueryResult<WidgetMarketQuotesQuery, WidgetMarketQuotesQueryVariables>;
export const MarketQuoteUpdatesDocument = gql`
    subscription MarketQuoteUpdates($symbols: [String!]!) {
  marketQuote(symbols: $symbols) {
    ...MarketQuoteFields
  }
}
    ${MarketQuoteFieldsFragmentDoc}`;

/**
 * __useMarketQuoteUpdatesSubscription__
 *
 * To run a query within a React component, call `useMarketQuoteUpdatesSubscription` and pass it any options that fit your needs.
 * When your component renders, `useMarketQuoteUpdatesSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketQuoteUpdatesSubscription({
 *   variables: {
 *      symbols: // value for 'symbols'
 *   },
 * });
 */
export function useMarketQuoteUpdatesSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<MarketQuoteUpdatesSubscription, MarketQuoteUpdatesSubscriptionVariables> & ({ variables: MarketQuoteUpdatesSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<MarketQuoteUpdatesSubscription, MarketQuoteUpdatesSubscriptionVariables>(MarketQuoteUpdatesDocument, options);
      }
export type MarketQuoteUpdatesSubscriptionHookResult = ReturnType<typeof useMarketQuoteUpdatesSubscription>;
export type MarketQuoteUpdatesSubscriptionResult = ApolloReactCommon.SubscriptionResult<MarketQuoteUpdatesSubscription>;
export const WidgetPriceBarsDocument = gql`
    query WidgetPriceBars($symbols: [String!]!, $range: ChartRange!) {
  priceBars(symbols: $symbols, range: $range) {
    symbol
    name
    currency
    range
    interval
    status
    time
    open
    high
    low
    close
    volume
    previousClose
    adjClose
    simulated
  }
}
    `;

/**
 * __useWidgetPriceBarsQuery__
 *
 * To run a query within a React component, call `useWidgetPriceBarsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetPriceBarsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetPriceBarsQuery({
 *   variables: {
 *      symbols: // value for 'symbols'
 *      range: // value for 'range'
 *   },
 * });
 */
export function useWidgetPriceBarsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables> & ({ variables: WidgetPriceBarsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>(WidgetPriceBarsDocument, options);
      }
export function useWidgetPriceBarsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>(WidgetPriceBarsDocument, options);
        }
// @ts-ignore
export function useWidgetPriceBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>;
export function useWidgetPriceBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetPriceBarsQuery | undefined, WidgetPriceBarsQueryVariables>;
export function useWidgetPriceBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>(WidgetPriceBarsDocument, options);
        }
export type WidgetPriceBarsQueryHookResult = ReturnType<typeof useWidgetPriceBarsQuery>;
export type WidgetPriceBarsLazyQueryHookResult = ReturnType<typeof useWidgetPriceBarsLazyQuery>;
export type WidgetPriceBarsSuspenseQueryHookResult = ReturnType<typeof useWidgetPriceBarsSuspenseQuery>;
export type WidgetPriceBarsQueryResult = ApolloReactCommon.QueryResult<WidgetPriceBarsQuery, WidgetPriceBarsQueryVariables>;
export const WidgetTechnicalAnalysisDocument = gql`
    query WidgetTechnicalAnalysis($symbol: String!) {
  technicalAnalysis(symbol: $symbol) {
    symbol
    name
    currency
    status
    asOf
    lastClose
    timeframes {
      timeframe
      score
      rating
      oscillatorRating
      movingAverageRating
      buy
      neutral
      sell
      oscillators {
        name
        value
        action
      }
      movingAverages {
        name
        value
        action
      }
    }
    outlook {
      provider
      horizons {
        horizon
        direction
        score
      }
      support
      resistance
      stopLoss
    }
    simulated
  }
}
    `;

/**
 * __useWidgetTechnicalAnalysisQuery__
 *
 * To run a query within a React component, call `useWidgetTechnicalAnalysisQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetTechnicalAnalysisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetTechnicalAnalysisQuery({
 *   variables: {
 *      symbol: // value for 'symbol'
 *   },
 * });
 */
export function useWidgetTechnicalAnalysisQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables> & ({ variables: WidgetTechnicalAnalysisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>(WidgetTechnicalAnalysisDocument, options);
      }
export function useWidgetTechnicalAnalysisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>(WidgetTechnicalAnalysisDocument, options);
        }
// @ts-ignore
export function useWidgetTechnicalAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>;
export function useWidgetTechnicalAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetTechnicalAnalysisQuery | undefined, WidgetTechnicalAnalysisQueryVariables>;
export function useWidgetTechnicalAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>(WidgetTechnicalAnalysisDocument, options);
        }
export type WidgetTechnicalAnalysisQueryHookResult = ReturnType<typeof useWidgetTechnicalAnalysisQuery>;
export type WidgetTechnicalAnalysisLazyQueryHookResult = ReturnType<typeof useWidgetTechnicalAnalysisLazyQuery>;
export type WidgetTechnicalAnalysisSuspenseQueryHookResult = ReturnType<typeof useWidgetTechnicalAnalysisSuspenseQuery>;
export type WidgetTechnicalAnalysisQueryResult = ApolloReactCommon.QueryResult<WidgetTechnicalAnalysisQuery, WidgetTechnicalAnalysisQueryVariables>;
export const WidgetStockScreenerDocument = gql`
    query WidgetStockScreener {
  stockScreener {
    status
    rows {
      ...ScreenerStockFields
    }
    gainers {
      ...ScreenerStockFields
    }
    losers {
      ...ScreenerStockFields
    }
    asOf
    simulated
  }
}
    ${ScreenerStockFieldsFragmentDoc}`;

/**
 * __useWidgetStockScreenerQuery__
 *
 * To run a query within a React component, call `useWidgetStockScreenerQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetStockScreenerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetStockScreenerQuery({
 *   variables: {
 *   },
 * });
 */
export function useWidgetStockScreenerQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>(WidgetStockScreenerDocument, options);
      }
export function useWidgetStockScreenerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>(WidgetStockScreenerDocument, options);
        }
// @ts-ignore
export function useWidgetStockScreenerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>;
export function useWidgetStockScreenerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetStockScreenerQuery | undefined, WidgetStockScreenerQueryVariables>;
export function useWidgetStockScreenerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>(WidgetStockScreenerDocument, options);
        }
export type WidgetStockScreenerQueryHookResult = ReturnType<typeof useWidgetStockScreenerQuery>;
export type WidgetStockScreenerLazyQueryHookResult = ReturnType<typeof useWidgetStockScreenerLazyQuery>;
export type WidgetStockScreenerSuspenseQueryHookResult = ReturnType<typeof useWidgetStockScreenerSuspenseQuery>;
export type WidgetStockScreenerQueryResult = ApolloReactCommon.QueryResult<WidgetStockScreenerQuery, WidgetStockScreenerQueryVariables>;
export const WidgetStockHeatmapDocument = gql`
    query WidgetStockHeatmap($universe: HeatmapUniverse!, $filter: AnalyticsFilter) {
  stockHeatmap(universe: $universe, filter: $filter) {
    universe
    currency
    tiles {
      symbol
      name
      sector
      size
      changePercent
    }
    simulated
  }
}
    `;

/**
 * __useWidgetStockHeatmapQuery__
 *
 * To run a query within a React component, call `useWidgetStockHeatmapQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetStockHeatmapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetStockHeatmapQuery({
 *   variables: {
 *      universe: // value for 'universe'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetStockHeatmapQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables> & ({ variables: WidgetStockHeatmapQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>(WidgetStockHeatmapDocument, options);
      }
export function useWidgetStockHeatmapLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>(WidgetStockHeatmapDocument, options);
        }
// @ts-ignore
export function useWidgetStockHeatmapSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>;
export function useWidgetStockHeatmapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetStockHeatmapQuery | undefined, WidgetStockHeatmapQueryVariables>;
export function useWidgetStockHeatmapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>(WidgetStockHeatmapDocument, options);
        }
export type WidgetStockHeatmapQueryHookResult = ReturnType<typeof useWidgetStockHeatmapQuery>;
export type WidgetStockHeatmapLazyQueryHookResult = ReturnType<typeof useWidgetStockHeatmapLazyQuery>;
export type WidgetStockHeatmapSuspenseQueryHookResult = ReturnType<typeof useWidgetStockHeatmapSuspenseQuery>;
export type WidgetStockHeatmapQueryResult = ApolloReactCommon.QueryResult<WidgetStockHeatmapQuery, WidgetStockHeatmapQueryVariables>;
export const WidgetMarketNewsDocument = gql`
    query WidgetMarketNews($symbols: [String!], $filter: AnalyticsFilter, $includeMarket: Boolean) {
  marketNews(symbols: $symbols, filter: $filter, includeMarket: $includeMarket) {
    articles {
      id
      title
      publisher
      url
      publishedAt
      symbols
    }
    simulated
  }
}
    `;

/**
 * __useWidgetMarketNewsQuery__
 *
 * To run a query within a React component, call `useWidgetMarketNewsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetMarketNewsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetMarketNewsQuery({
 *   variables: {
 *      symbols: // value for 'symbols'
 *      filter: // value for 'filter'
 *      includeMarket: // value for 'includeMarket'
 *   },
 * });
 */
export function useWidgetMarketNewsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>(WidgetMarketNewsDocument, options);
      }
export function useWidgetMarketNewsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>(WidgetMarketNewsDocument, options);
        }
// @ts-ignore
export function useWidgetMarketNewsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>;
export function useWidgetMarketNewsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetMarketNewsQuery | undefined, WidgetMarketNewsQueryVariables>;
export function useWidgetMarketNewsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>(WidgetMarketNewsDocument, options);
        }
export type WidgetMarketNewsQueryHookResult = ReturnType<typeof useWidgetMarketNewsQuery>;
export type WidgetMarketNewsLazyQueryHookResult = ReturnType<typeof useWidgetMarketNewsLazyQuery>;
export type WidgetMarketNewsSuspenseQueryHookResult = ReturnType<typeof useWidgetMarketNewsSuspenseQuery>;
export type WidgetMarketNewsQueryResult = ApolloReactCommon.QueryResult<WidgetMarketNewsQuery, WidgetMarketNewsQueryVariables>;
export const WidgetBenchmarkReturnDocument = gql`
    query WidgetBenchmarkReturn($symbol: String!, $from: String, $to: String) {
  benchmarkReturn(symbol: $symbol, from: $from, to: $to) {
    symbol
    name
    currency
    status
    from
    to
    twr
    twrAnnualised
    points {
      date
      value
    }
    simulated
  }
}
    `;

/**
 * __useWidgetBenchmarkReturnQuery__
 *
 * To run a query within a React component, call `useWidgetBenchmarkReturnQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetBenchmarkReturnQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetBenchmarkReturnQuery({
 *   variables: {
 *      symbol: // value for 'symbol'
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useWidgetBenchmarkReturnQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables> & ({ variables: WidgetBenchmarkReturnQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>(WidgetBenchmarkReturnDocument, options);
      }
export function useWidgetBenchmarkReturnLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>(WidgetBenchmarkReturnDocument, options);
        }
// @ts-ignore
export function useWidgetBenchmarkReturnSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>;
export function useWidgetBenchmarkReturnSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetBenchmarkReturnQuery | undefined, WidgetBenchmarkReturnQueryVariables>;
export function useWidgetBenchmarkReturnSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>(WidgetBenchmarkReturnDocument, options);
        }
export type WidgetBenchmarkReturnQueryHookResult = ReturnType<typeof useWidgetBenchmarkReturnQuery>;
export type WidgetBenchmarkReturnLazyQueryHookResult = ReturnType<typeof useWidgetBenchmarkReturnLazyQuery>;
export type WidgetBenchmarkReturnSuspenseQueryHookResult = ReturnType<typeof useWidgetBenchmarkReturnSuspenseQuery>;
export type WidgetBenchmarkReturnQueryResult = ApolloReactCommon.QueryResult<WidgetBenchmarkReturnQuery, WidgetBenchmarkReturnQueryVariables>;
export const WidgetHoldingChartDocument = gql`
    query WidgetHoldingChart($filter: AnalyticsFilter) {
  portfolioHoldings(filter: $filter) {
    ...WidgetHolding
    dividends {
      forwardIncome
      forwardYield
      forwardYieldAtCost
      growth3Y
      growth5Y
    }
  }
}
    ${WidgetHoldingFragmentDoc}
${WidgetStockFragmentDoc}`;

/**
 * __useWidgetHoldingChartQuery__
 *
 * To run a query within a React component, call `useWidgetHoldingChartQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetHoldingChartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetHoldingChartQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useWidgetHoldingChartQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>(WidgetHoldingChartDocument, options);
      }
export function useWidgetHoldingChartLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>(WidgetHoldingChartDocument, options);
        }
// @ts-ignore
export function useWidgetHoldingChartSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>;
export function useWidgetHoldingChartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetHoldingChartQuery | undefined, WidgetHoldingChartQueryVariables>;
export function useWidgetHoldingChartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>(WidgetHoldingChartDocument, options);
        }
export type WidgetHoldingChartQueryHookResult = ReturnType<typeof useWidgetHoldingChartQuery>;
export type WidgetHoldingChartLazyQueryHookResult = ReturnType<typeof useWidgetHoldingChartLazyQuery>;
export type WidgetHoldingChartSuspenseQueryHookResult = ReturnType<typeof useWidgetHoldingChartSuspenseQuery>;
export type WidgetHoldingChartQueryResult = ApolloReactCommon.QueryResult<WidgetHoldingChartQuery, WidgetHoldingChartQueryVariables>;
export const WidgetTransactionTimelineDocument = gql`
    query WidgetTransactionTimeline($input: TransactionTimelineInput!) {
  transactionTimeline(input: $input) {
    buckets {
      start
      shortLabel
      longLabel
      count
      totals {
        kind
        total
      }
    }
    kinds
    transactionCount
    ledgerCount
    lastDate
  }
}
    `;

/**
 * __useWidgetTransactionTimelineQuery__
 *
 * To run a query within a React component, call `useWidgetTransactionTimelineQuery` and pass it any options that fit your needs.
 * When your component renders, `useWidgetTransactionTimelineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWidgetTransactionTimelineQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWidgetTransactionTimelineQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables> & ({ variables: WidgetTransactionTimelineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>(WidgetTransactionTimelineDocument, options);
      }
export function useWidgetTransactionTimelineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>(WidgetTransactionTimelineDocument, options);
        }
// @ts-ignore
export function useWidgetTransactionTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>;
export function useWidgetTransactionTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WidgetTransactionTimelineQuery | undefined, WidgetTransactionTimelineQueryVariables>;
export function useWidgetTransactionTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>(WidgetTransactionTimelineDocument, options);
        }
export type WidgetTransactionTimelineQueryHookResult = ReturnType<typeof useWidgetTransactionTimelineQuery>;
export type WidgetTransactionTimelineLazyQueryHookResult = ReturnType<typeof useWidgetTransactionTimelineLazyQuery>;
export type WidgetTransactionTimelineSuspenseQueryHookResult = ReturnType<typeof useWidgetTransactionTimelineSuspenseQuery>;
export type WidgetTransactionTimelineQueryResult = ApolloReactCommon.QueryResult<WidgetTransactionTimelineQuery, WidgetTransactionTimelineQueryVariables>;