// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
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

export type AssistantEventKind =
  /** Last, on success: the answer's figures, its tokens and the balance after them. */
  | 'done'
  /** Last, on failure or refusal: error, status, and what was used before it. */
  | 'error'
  /** First: the ids of the conversation and of the user's and the assistant's messages. */
  | 'started'
  /** The next piece of the answer's text (text). */
  | 'text'
  /** A tool was called (tool). */
  | 'tool';

/** streaming: being written; done: released after its tokens were debited; failed: stopped by an error or timeout (what was written is kept); refused: not answered (no balance). */
export type AssistantMessageStatus =
  | 'done'
  | 'failed'
  | 'refused'
  | 'streaming';

export type AssistantRole =
  | 'assistant'
  | 'user';

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

/** The spec's notification kinds (its spellings), grouped as the notification widget groups them. */
export type NotificationKind =
  | 'DailyPortfolioValueUpdate'
  | 'DividendPaymentDateReminer'
  | 'EarningsAnnouncements'
  | 'EarningsResults'
  | 'ExDividendDateReminder'
  | 'FWDAnnualDividendRateChanges'
  | 'MonthlyPortfolioValueUpdate'
  | 'NewDividendsAnnouncements'
  | 'SplitsAnnoucements'
  | 'Top5MarketGainers'
  | 'Top5MarketLosers'
  | 'Top5PortfolioGainers'
  | 'Top5PortfolioLosers'
  | 'WatchlistPriceAlert'
  | 'WeeklyPortfolioValueUpdate';

/** A field left out stays as it is; an e-mailed or pushed kind must be enabled. */
export type NotificationSettingsInput = {
  emailDigest?: Array<NotificationKind> | null | undefined;
  emailImmediate?: Array<NotificationKind> | null | undefined;
  enabledKinds?: Array<NotificationKind> | null | undefined;
  pushKinds?: Array<NotificationKind> | null | undefined;
};

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

/** A browser's push subscription (PushSubscription.toJSON()): its push service endpoint and keys, base64url. */
export type PushSubscriptionInput = {
  /** The browser's auth secret (16 bytes). */
  auth: string;
  /** An https: address of a known push service, at most 2,048 characters. */
  endpoint: string;
  /** The browser's P-256 public key (65 bytes). */
  p256dh: string;
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

/** An entry's alerts: a field left out stays as it is, null turns that alert off. */
export type WatchlistAlertsInput = {
  alertAbove?: number | null | undefined;
  alertBelow?: number | null | undefined;
  alertPriceChangePercent?: number | null | undefined;
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

export type NotificationItem_NotificationFragment = { _id: string, kind: NotificationKind, symbol: string | null, title: string, body: string, createdAt: string, read: boolean };

export type UserNotificationsQueryVariables = Exact<{
  unreadOnly?: boolean | null | undefined;
  symbol?: string | null | undefined;
  kinds?: Array<NotificationKind> | NotificationKind | null | undefined;
  before?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type UserNotificationsQuery = { userNotifications: { unreadCount: number, hasMore: boolean, notifications: Array<{ _id: string, kind: NotificationKind, symbol: string | null, title: string, body: string, createdAt: string, read: boolean }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  notification_Ids: Array<string | number> | string | number;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { unreadCount: number, notifications: Array<{ _id: string, read: boolean }> } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: { unreadCount: number, notifications: Array<{ _id: string, read: boolean }> } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { _id: string, kind: NotificationKind, symbol: string | null, title: string, body: string, createdAt: string, read: boolean } };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { notificationSettings: { enabledKinds: Array<NotificationKind>, emailImmediate: Array<NotificationKind>, emailDigest: Array<NotificationKind>, emailAvailable: boolean, emailUnavailableReason: string | null, pushKinds: Array<NotificationKind>, pushPublicKey: string | null } };

export type SetNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type SetNotificationSettingsMutation = { setNotificationSettings: { enabledKinds: Array<NotificationKind>, emailImmediate: Array<NotificationKind>, emailDigest: Array<NotificationKind>, emailAvailable: boolean, emailUnavailableReason: string | null, pushKinds: Array<NotificationKind>, pushPublicKey: string | null } };

export type SubscribePushMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SubscribePushMutation = { subscribePush: boolean };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: boolean };

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

export type WatchlistEntryFieldsFragment = { _id: string, symbol: string, name: string | null, sortOrder: number, fwdDividendYield: number | null, payoutRatio: number | null, alertPriceChangePercent: number | null, alertAbove: number | null, alertBelow: number | null, createdAt: string };

export type WatchlistFieldsFragment = { _id: string, name: string, sortOrder: number, createdAt: string, updatedAt: string, entries: Array<{ _id: string, symbol: string, name: string | null, sortOrder: number, fwdDividendYield: number | null, payoutRatio: number | null, alertPriceChangePercent: number | null, alertAbove: number | null, alertBelow: number | null, createdAt: string }> };

export type UserWatchlistsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserWatchlistsQuery = { userWatchlists: Array<{ _id: string, name: string, sortOrder: number, createdAt: string, updatedAt: string, entries: Array<{ _id: string, symbol: string, name: string | null, sortOrder: number, fwdDividendYield: number | null, payoutRatio: number | null, alertPriceChangePercent: number | null, alertAbove: number | null, alertBelow: number | null, createdAt: string }> }> };

export type CreateWatchlistMutationVariables = Exact<{
  name: string;
}>;


export type CreateWatchlistMutation = { createWatchlist: { _id: string, name: string, sortOrder: number, createdAt: string, updatedAt: string, entries: Array<{ _id: string, symbol: string, name: string | null, sortOrder: number, fwdDividendYield: number | null, payoutRatio: number | null, alertPriceChangePercent: number | null, alertAbove: number | null, alertBelow: number | null, createdAt: string }> } };

export type RenameWatchlistMutationVariables = Exact<{
  watchlist_Id: string | number;
  name: string;
}>;


export type RenameWatchlistMutation = { renameWatchlist: { _id: string, name: string, updatedAt: string } };

export type ReorderWatchlistsMutationVariables = Exact<{
  watchlist_Ids: Array<string | number> | string | number;
}>;


export type ReorderWatchlistsMutation = { reorderWatchlists: Array<{ _id: string, sortOrder: number }> };

export type DeleteWatchlistMutationVariables = Exact<{
  watchlist_Id: string | number;
}>;


export type DeleteWatchlistMutation = { deleteWatchlist: string };

export type AddWatchlistEntryMutationVariables = Exact<{
  watchlist_Id: string | number;
  symbol: string;
}>;


export type AddWatchlistEntryMutation = { addWatchlistEntry: { _id: string, name: string, sortOrder: number, createdAt: string, updatedAt: string, entries: Array<{ _id: string, symbol: string, name: string | null, sortOrder: number, fwdDividendYield: number | null, payoutRatio: number | null, alertPriceChangePercent: number | null, alertAbove: number | null, alertBelow: number | null, createdAt: string }> } };

export type SetWatchlistAlertsMutationVariables = Exact<{
  entry_Id: string | number;
  alerts: WatchlistAlertsInput;
}>;


export type SetWatchlistAlertsMutation = { setWatchlistAlerts: { _id: string, alertPriceChangePercent: number | null, alertAbove: number | null, alertBelow: number | null } };

export type ReorderWatchlistEntriesMutationVariables = Exact<{
  watchlist_Id: string | number;
  entry_Ids: Array<string | number> | string | number;
}>;


export type ReorderWatchlistEntriesMutation = { reorderWatchlistEntries: { _id: string, updatedAt: string, entries: Array<{ _id: string, sortOrder: number }> } };

export type RemoveWatchlistEntryMutationVariables = Exact<{
  entry_Id: string | number;
}>;


export type RemoveWatchlistEntryMutation = { removeWatchlistEntry: { _id: string, updatedAt: string, entries: Array<{ _id: string }> } };

export type AssistantStatus_StatusFragment = { configured: boolean, model: string | null, howToConfigure: string | null, maxPromptLength: number, balance: number, metered: boolean, topUpLink: string };

export type AssistantStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantStatusQuery = { assistantStatus: { configured: boolean, model: string | null, howToConfigure: string | null, maxPromptLength: number, balance: number, metered: boolean, topUpLink: string } };

export type ConversationHistory_ConversationFragment = { _id: string, title: string, createdAt: string, updatedAt: string, tokensUsed: number };

export type AssistantConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantConversationsQuery = { assistantConversations: Array<{ _id: string, title: string, createdAt: string, updatedAt: string, tokensUsed: number }> };

export type AssistantToolCall_ToolCallFragment = { name: string, arguments: string, summary: string };

export type AssistantFigure_FigureFragment = { label: string, value: string, link: string };

export type AssistantMessage_MessageFragment = { _id: string, role: AssistantRole, content: string, promptTokens: number, completionTokens: number, status: AssistantMessageStatus, error: string | null, createdAt: string, toolCalls: Array<{ name: string, arguments: string, summary: string }>, figures: Array<{ label: string, value: string, link: string }> };

export type AssistantConversationQueryVariables = Exact<{
  conversation_Id: string | number;
}>;


export type AssistantConversationQuery = { assistantConversation: { _id: string, title: string, createdAt: string, updatedAt: string, tokensUsed: number, messages: Array<{ _id: string, role: AssistantRole, content: string, promptTokens: number, completionTokens: number, status: AssistantMessageStatus, error: string | null, createdAt: string, toolCalls: Array<{ name: string, arguments: string, summary: string }>, figures: Array<{ label: string, value: string, link: string }> }> } };

export type DeleteAssistantConversationMutationVariables = Exact<{
  conversation_Id: string | number;
}>;


export type DeleteAssistantConversationMutation = { deleteAssistantConversation: string };

export type AskAssistantSubscriptionVariables = Exact<{
  conversation_Id?: string | number | null | undefined;
  prompt: string;
}>;


export type AskAssistantSubscription = { askAssistant: { kind: AssistantEventKind, conversation_Id: string, message_Id: string, userMessage_Id: string | null, text: string | null, promptTokens: number | null, completionTokens: number | null, balance: number | null, status: AssistantMessageStatus | null, error: string | null, topUpLink: string | null, tool: { name: string, arguments: string, summary: string } | null, figures: Array<{ label: string, value: string, link: string }> | null } };

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

export const AccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settlesTrades"}},{"kind":"Field","name":{"kind":"Name","value":"allowsOverdraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const BrokerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Broker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settlesTrades"}},{"kind":"Field","name":{"kind":"Name","value":"allowsOverdraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const CurrentUser_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"userLocale"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"costMethod"}},{"kind":"Field","name":{"kind":"Name","value":"autoApplySplits"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerToSignedIn"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode;
export const PortfolioStockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}}]} as unknown as DocumentNode;
export const PortfolioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioStockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}}]} as unknown as DocumentNode;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"holdingDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isApplyExchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"shares_balance"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostPC"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostTC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldPC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldTC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostTC"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeShortName"}},{"kind":"Field","name":{"kind":"Name","value":"ratioNew"}},{"kind":"Field","name":{"kind":"Name","value":"ratioOld"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisFraction"}},{"kind":"Field","name":{"kind":"Name","value":"targetTicker"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parentportfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}}]}}]} as unknown as DocumentNode;
export const WatchlistEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"fwdDividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"payoutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"alertPriceChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"alertAbove"}},{"kind":"Field","name":{"kind":"Name","value":"alertBelow"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const WatchlistFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watchlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"fwdDividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"payoutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"alertPriceChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"alertAbove"}},{"kind":"Field","name":{"kind":"Name","value":"alertBelow"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AssistantStatus_StatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"howToConfigure"}},{"kind":"Field","name":{"kind":"Name","value":"maxPromptLength"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"metered"}},{"kind":"Field","name":{"kind":"Name","value":"topUpLink"}}]}}]} as unknown as DocumentNode;
export const ConversationHistory_ConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationHistory_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokensUsed"}}]}}]} as unknown as DocumentNode;
export const AssistantToolCall_ToolCallFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantToolCall_toolCall"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantToolCall"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode;
export const AssistantFigure_FigureFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantFigure_figure"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]} as unknown as DocumentNode;
export const AssistantMessage_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantToolCall_toolCall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantFigure_figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantToolCall_toolCall"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantToolCall"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantFigure_figure"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]} as unknown as DocumentNode;
export const BillingPrice_PriceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPrice_price"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode;
export const BillingUser_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"fullFeatureEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeId"}}]}}]} as unknown as DocumentNode;
export const PendingActionsList_ActionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingActionsList_action"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorporateAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio_Id"}},{"kind":"Field","name":{"kind":"Name","value":"portfolioName"}},{"kind":"Field","name":{"kind":"Name","value":"stock_Id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sharesBefore"}},{"kind":"Field","name":{"kind":"Name","value":"sharesAfter"}},{"kind":"Field","name":{"kind":"Name","value":"ratioNew"}},{"kind":"Field","name":{"kind":"Name","value":"ratioOld"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]} as unknown as DocumentNode;
export const DashboardMenuFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"indicatorColor"}}]}}]} as unknown as DocumentNode;
export const DashboardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardMenuFields"}},{"kind":"Field","name":{"kind":"Name","value":"layouts"}},{"kind":"Field","name":{"kind":"Name","value":"widgets"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"indicatorColor"}}]}}]} as unknown as DocumentNode;
export const DashboardTour_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardTour_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"tourGuides"}}]}}]} as unknown as DocumentNode;
export const Embed_EmbedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Embed_embed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Embed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"widgetName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode;
export const WidgetStockFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}}]} as unknown as DocumentNode;
export const WidgetHoldingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetHolding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HoldingAnalytics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holdingType"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDate"}},{"kind":"Field","name":{"kind":"Name","value":"priceSource"}},{"kind":"Field","name":{"kind":"Name","value":"priceStale"}},{"kind":"Field","name":{"kind":"Name","value":"priceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"priceGap"}},{"kind":"Field","name":{"kind":"Name","value":"averageCostTC"}},{"kind":"Field","name":{"kind":"Name","value":"averageCostPC"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisTC"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisPC"}},{"kind":"Field","name":{"kind":"Name","value":"marketValueTC"}},{"kind":"Field","name":{"kind":"Name","value":"marketValuePC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGainTC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPriceGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedCurrencyGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainTC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedPriceGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedCurrencyGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTC"}},{"kind":"Field","name":{"kind":"Name","value":"incomePC"}},{"kind":"Field","name":{"kind":"Name","value":"taxesTC"}},{"kind":"Field","name":{"kind":"Name","value":"taxesPC"}},{"kind":"Field","name":{"kind":"Name","value":"feesTC"}},{"kind":"Field","name":{"kind":"Name","value":"feesPC"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturnTC"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturnPC"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}}]} as unknown as DocumentNode;
export const WidgetDividendPayoutFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetDividendPayout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"declaredDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTC"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}}]} as unknown as DocumentNode;
export const MarketQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"dayHigh"}},{"kind":"Field","name":{"kind":"Name","value":"dayLow"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketState"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekHigh"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekLow"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}},{"kind":"Field","name":{"kind":"Name","value":"trailingPE"}},{"kind":"Field","name":{"kind":"Name","value":"dividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}}]}}]} as unknown as DocumentNode;
export const ScreenerStockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenerStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenerStock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}},{"kind":"Field","name":{"kind":"Name","value":"trailingPE"}},{"kind":"Field","name":{"kind":"Name","value":"dividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekHigh"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekLow"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}}]} as unknown as DocumentNode;
export const UserBrokerAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBrokerAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"UserBrokerAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"broker_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settlesTrades"}},{"kind":"Field","name":{"kind":"Name","value":"allowsOverdraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Broker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}}]} as unknown as DocumentNode;

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
export const CreateBrokerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBroker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brokerInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBroker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brokerInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brokerInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settlesTrades"}},{"kind":"Field","name":{"kind":"Name","value":"allowsOverdraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Broker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}}]} as unknown as DocumentNode;

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
export const EditBrokerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditBroker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brokerInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrokerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editBroker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"broker_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"brokerInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brokerInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrokerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settlesTrades"}},{"kind":"Field","name":{"kind":"Name","value":"allowsOverdraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrokerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Broker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}}]} as unknown as DocumentNode;

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
export const DeleteBrokerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBroker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cascade"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBroker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"broker_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}},{"kind":"Argument","name":{"kind":"Name","value":"cascade"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cascade"}}}]}]}}]} as unknown as DocumentNode;

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
export const AddAccountToBrokerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAccountToBroker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAccountToBroker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settlesTrades"}},{"kind":"Field","name":{"kind":"Name","value":"allowsOverdraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

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
export const EditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"settlesTrades"}},{"kind":"Field","name":{"kind":"Name","value":"allowsOverdraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

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
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account_Ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cascade"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"broker_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"broker_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"account_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account_Ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}},{"kind":"Argument","name":{"kind":"Name","value":"cascade"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cascade"}}}]}]}}]} as unknown as DocumentNode;

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
export const UserNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationKind"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode;

/**
 * __useUserNotificationsQuery__
 *
 * To run a query within a React component, call `useUserNotificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserNotificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserNotificationsQuery({
 *   variables: {
 *      unreadOnly: // value for 'unreadOnly'
 *      symbol: // value for 'symbol'
 *      kinds: // value for 'kinds'
 *      before: // value for 'before'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useUserNotificationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UserNotificationsQuery, UserNotificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserNotificationsQuery, UserNotificationsQueryVariables>(UserNotificationsDocument, options);
      }
export function useUserNotificationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserNotificationsQuery, UserNotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserNotificationsQuery, UserNotificationsQueryVariables>(UserNotificationsDocument, options);
        }
// @ts-ignore
export function useUserNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserNotificationsQuery, UserNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserNotificationsQuery, UserNotificationsQueryVariables>;
export function useUserNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserNotificationsQuery, UserNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserNotificationsQuery | undefined, UserNotificationsQueryVariables>;
export function useUserNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserNotificationsQuery, UserNotificationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserNotificationsQuery, UserNotificationsQueryVariables>(UserNotificationsDocument, options);
        }
export type UserNotificationsQueryHookResult = ReturnType<typeof useUserNotificationsQuery>;
export type UserNotificationsLazyQueryHookResult = ReturnType<typeof useUserNotificationsLazyQuery>;
export type UserNotificationsSuspenseQueryHookResult = ReturnType<typeof useUserNotificationsSuspenseQuery>;
export type UserNotificationsQueryResult = ApolloReactCommon.QueryResult<UserNotificationsQuery, UserNotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notification_Ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"notification_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notification_Ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkNotificationsReadMutation__
 *
 * To run a mutation, you first call `useMarkNotificationsReadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkNotificationsReadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markNotificationsReadMutation, { data, loading, error }] = useMarkNotificationsReadMutation({
 *   variables: {
 *      notification_Ids: // value for 'notification_Ids'
 *   },
 * });
 */
export function useMarkNotificationsReadMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>(MarkNotificationsReadDocument, options);
      }
export type MarkNotificationsReadMutationHookResult = ReturnType<typeof useMarkNotificationsReadMutation>;
export type MarkNotificationsReadMutationResult = ApolloReactCommon.MutationResult<MarkNotificationsReadMutation>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkAllNotificationsReadMutation__
 *
 * To run a mutation, you first call `useMarkAllNotificationsReadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkAllNotificationsReadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markAllNotificationsReadMutation, { data, loading, error }] = useMarkAllNotificationsReadMutation({
 *   variables: {
 *   },
 * });
 */
export function useMarkAllNotificationsReadMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>(MarkAllNotificationsReadDocument, options);
      }
export type MarkAllNotificationsReadMutationHookResult = ReturnType<typeof useMarkAllNotificationsReadMutation>;
export type MarkAllNotificationsReadMutationResult = ApolloReactCommon.MutationResult<MarkAllNotificationsReadMutation>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode;

/**
 * __useNotificationAddedSubscription__
 *
 * To run a query within a React component, call `useNotificationAddedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useNotificationAddedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationAddedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useNotificationAddedSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>(NotificationAddedDocument, options);
      }
export type NotificationAddedSubscriptionHookResult = ReturnType<typeof useNotificationAddedSubscription>;
export type NotificationAddedSubscriptionResult = ApolloReactCommon.SubscriptionResult<NotificationAddedSubscription>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabledKinds"}},{"kind":"Field","name":{"kind":"Name","value":"emailImmediate"}},{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"pushKinds"}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNotificationSettingsQuery__
 *
 * To run a query within a React component, call `useNotificationSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useNotificationSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NotificationSettingsQuery, NotificationSettingsQueryVariables>(NotificationSettingsDocument, options);
      }
export function useNotificationSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NotificationSettingsQuery, NotificationSettingsQueryVariables>(NotificationSettingsDocument, options);
        }
// @ts-ignore
export function useNotificationSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export function useNotificationSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationSettingsQuery | undefined, NotificationSettingsQueryVariables>;
export function useNotificationSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationSettingsQuery, NotificationSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NotificationSettingsQuery, NotificationSettingsQueryVariables>(NotificationSettingsDocument, options);
        }
export type NotificationSettingsQueryHookResult = ReturnType<typeof useNotificationSettingsQuery>;
export type NotificationSettingsLazyQueryHookResult = ReturnType<typeof useNotificationSettingsLazyQuery>;
export type NotificationSettingsSuspenseQueryHookResult = ReturnType<typeof useNotificationSettingsSuspenseQuery>;
export type NotificationSettingsQueryResult = ApolloReactCommon.QueryResult<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const SetNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabledKinds"}},{"kind":"Field","name":{"kind":"Name","value":"emailImmediate"}},{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"pushKinds"}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetNotificationSettingsMutation__
 *
 * To run a mutation, you first call `useSetNotificationSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetNotificationSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setNotificationSettingsMutation, { data, loading, error }] = useSetNotificationSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetNotificationSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetNotificationSettingsMutation, SetNotificationSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetNotificationSettingsMutation, SetNotificationSettingsMutationVariables>(SetNotificationSettingsDocument, options);
      }
export type SetNotificationSettingsMutationHookResult = ReturnType<typeof useSetNotificationSettingsMutation>;
export type SetNotificationSettingsMutationResult = ApolloReactCommon.MutationResult<SetNotificationSettingsMutation>;
export const SubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useSubscribePushMutation__
 *
 * To run a mutation, you first call `useSubscribePushMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribePushMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribePushMutation, { data, loading, error }] = useSubscribePushMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubscribePushMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubscribePushMutation, SubscribePushMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubscribePushMutation, SubscribePushMutationVariables>(SubscribePushDocument, options);
      }
export type SubscribePushMutationHookResult = ReturnType<typeof useSubscribePushMutation>;
export type SubscribePushMutationResult = ApolloReactCommon.MutationResult<SubscribePushMutation>;
export const UnsubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useUnsubscribePushMutation__
 *
 * To run a mutation, you first call `useUnsubscribePushMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnsubscribePushMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unsubscribePushMutation, { data, loading, error }] = useUnsubscribePushMutation({
 *   variables: {
 *      endpoint: // value for 'endpoint'
 *   },
 * });
 */
export function useUnsubscribePushMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnsubscribePushMutation, UnsubscribePushMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnsubscribePushMutation, UnsubscribePushMutationVariables>(UnsubscribePushDocument, options);
      }
export type UnsubscribePushMutationHookResult = ReturnType<typeof useUnsubscribePushMutation>;
export type UnsubscribePushMutationResult = ApolloReactCommon.MutationResult<UnsubscribePushMutation>;
export const PortfolioStockTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioStockTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"PortfolioStockTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"portfolio_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioStockFields"}}]}}]}}]} as unknown as DocumentNode;

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
export const CreatePortfolioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePortfolio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portfolioInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPortfolio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"portfolioInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portfolioInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioStockFields"}}]}}]}}]} as unknown as DocumentNode;

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
export const EditPortfolioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditPortfolio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portfolioInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editPortfolio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"portfolio_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"portfolioInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portfolioInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioStockFields"}}]}}]}}]} as unknown as DocumentNode;

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
export const DeletePortfolioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePortfolio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cascade"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePortfolio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"portfolio_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}},{"kind":"Argument","name":{"kind":"Name","value":"cascade"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cascade"}}}]}]}}]} as unknown as DocumentNode;

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
export const UserTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transaction_Ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"UserTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transaction_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transaction_Ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"holdingDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isApplyExchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"shares_balance"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostPC"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostTC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldPC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldTC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostTC"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeShortName"}},{"kind":"Field","name":{"kind":"Name","value":"ratioNew"}},{"kind":"Field","name":{"kind":"Name","value":"ratioOld"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisFraction"}},{"kind":"Field","name":{"kind":"Name","value":"targetTicker"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parentportfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}}]}}]} as unknown as DocumentNode;

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
export const CreateTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"holdingDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isApplyExchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"shares_balance"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostPC"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostTC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldPC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldTC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostTC"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeShortName"}},{"kind":"Field","name":{"kind":"Name","value":"ratioNew"}},{"kind":"Field","name":{"kind":"Name","value":"ratioOld"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisFraction"}},{"kind":"Field","name":{"kind":"Name","value":"targetTicker"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parentportfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}}]}}]} as unknown as DocumentNode;

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
export const UpdateTransactionStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransactionStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransactionStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"holdingDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isApplyExchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue"}},{"kind":"Field","name":{"kind":"Name","value":"shareprice_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"transactionValue_userCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"shares_balance"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostPC"}},{"kind":"Field","name":{"kind":"Name","value":"valueAtCostTC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldPC"}},{"kind":"Field","name":{"kind":"Name","value":"costOfSoldTC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainLostTC"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeShortName"}},{"kind":"Field","name":{"kind":"Name","value":"ratioNew"}},{"kind":"Field","name":{"kind":"Name","value":"ratioOld"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisFraction"}},{"kind":"Field","name":{"kind":"Name","value":"targetTicker"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parentportfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}}]}}]} as unknown as DocumentNode;

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
export const DeleteTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transaction_Ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transaction_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transaction_Ids"}}}]}]}}]} as unknown as DocumentNode;

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
export const FetchAdditionalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchAdditionalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stockInputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAdditionalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stockInputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stockInputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioStockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"holding_type"}}]}}]} as unknown as DocumentNode;

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
export const TransactionPushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TransactionPush"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionPush"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

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
export const UserTransactionTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserTransactionTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"UserTransactionTable"}}]}}]} as unknown as DocumentNode;

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
export const UserWatchlistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserWatchlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userWatchlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"fwdDividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"payoutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"alertPriceChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"alertAbove"}},{"kind":"Field","name":{"kind":"Name","value":"alertBelow"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watchlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useUserWatchlistsQuery__
 *
 * To run a query within a React component, call `useUserWatchlistsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserWatchlistsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserWatchlistsQuery({
 *   variables: {
 *   },
 * });
 */
export function useUserWatchlistsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UserWatchlistsQuery, UserWatchlistsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserWatchlistsQuery, UserWatchlistsQueryVariables>(UserWatchlistsDocument, options);
      }
export function useUserWatchlistsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserWatchlistsQuery, UserWatchlistsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserWatchlistsQuery, UserWatchlistsQueryVariables>(UserWatchlistsDocument, options);
        }
// @ts-ignore
export function useUserWatchlistsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserWatchlistsQuery, UserWatchlistsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserWatchlistsQuery, UserWatchlistsQueryVariables>;
export function useUserWatchlistsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserWatchlistsQuery, UserWatchlistsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserWatchlistsQuery | undefined, UserWatchlistsQueryVariables>;
export function useUserWatchlistsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserWatchlistsQuery, UserWatchlistsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserWatchlistsQuery, UserWatchlistsQueryVariables>(UserWatchlistsDocument, options);
        }
export type UserWatchlistsQueryHookResult = ReturnType<typeof useUserWatchlistsQuery>;
export type UserWatchlistsLazyQueryHookResult = ReturnType<typeof useUserWatchlistsLazyQuery>;
export type UserWatchlistsSuspenseQueryHookResult = ReturnType<typeof useUserWatchlistsSuspenseQuery>;
export type UserWatchlistsQueryResult = ApolloReactCommon.QueryResult<UserWatchlistsQuery, UserWatchlistsQueryVariables>;
export const CreateWatchlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWatchlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"fwdDividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"payoutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"alertPriceChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"alertAbove"}},{"kind":"Field","name":{"kind":"Name","value":"alertBelow"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watchlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateWatchlistMutation__
 *
 * To run a mutation, you first call `useCreateWatchlistMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWatchlistMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWatchlistMutation, { data, loading, error }] = useCreateWatchlistMutation({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useCreateWatchlistMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateWatchlistMutation, CreateWatchlistMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateWatchlistMutation, CreateWatchlistMutationVariables>(CreateWatchlistDocument, options);
      }
export type CreateWatchlistMutationHookResult = ReturnType<typeof useCreateWatchlistMutation>;
export type CreateWatchlistMutationResult = ApolloReactCommon.MutationResult<CreateWatchlistMutation>;
export const RenameWatchlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameWatchlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"watchlist_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRenameWatchlistMutation__
 *
 * To run a mutation, you first call `useRenameWatchlistMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenameWatchlistMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renameWatchlistMutation, { data, loading, error }] = useRenameWatchlistMutation({
 *   variables: {
 *      watchlist_Id: // value for 'watchlist_Id'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useRenameWatchlistMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RenameWatchlistMutation, RenameWatchlistMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RenameWatchlistMutation, RenameWatchlistMutationVariables>(RenameWatchlistDocument, options);
      }
export type RenameWatchlistMutationHookResult = ReturnType<typeof useRenameWatchlistMutation>;
export type RenameWatchlistMutationResult = ApolloReactCommon.MutationResult<RenameWatchlistMutation>;
export const ReorderWatchlistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderWatchlists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderWatchlists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"watchlist_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReorderWatchlistsMutation__
 *
 * To run a mutation, you first call `useReorderWatchlistsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReorderWatchlistsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reorderWatchlistsMutation, { data, loading, error }] = useReorderWatchlistsMutation({
 *   variables: {
 *      watchlist_Ids: // value for 'watchlist_Ids'
 *   },
 * });
 */
export function useReorderWatchlistsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReorderWatchlistsMutation, ReorderWatchlistsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReorderWatchlistsMutation, ReorderWatchlistsMutationVariables>(ReorderWatchlistsDocument, options);
      }
export type ReorderWatchlistsMutationHookResult = ReturnType<typeof useReorderWatchlistsMutation>;
export type ReorderWatchlistsMutationResult = ApolloReactCommon.MutationResult<ReorderWatchlistsMutation>;
export const DeleteWatchlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWatchlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"watchlist_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteWatchlistMutation__
 *
 * To run a mutation, you first call `useDeleteWatchlistMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteWatchlistMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteWatchlistMutation, { data, loading, error }] = useDeleteWatchlistMutation({
 *   variables: {
 *      watchlist_Id: // value for 'watchlist_Id'
 *   },
 * });
 */
export function useDeleteWatchlistMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteWatchlistMutation, DeleteWatchlistMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteWatchlistMutation, DeleteWatchlistMutationVariables>(DeleteWatchlistDocument, options);
      }
export type DeleteWatchlistMutationHookResult = ReturnType<typeof useDeleteWatchlistMutation>;
export type DeleteWatchlistMutationResult = ApolloReactCommon.MutationResult<DeleteWatchlistMutation>;
export const AddWatchlistEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWatchlistEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWatchlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"watchlist_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"fwdDividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"payoutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"alertPriceChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"alertAbove"}},{"kind":"Field","name":{"kind":"Name","value":"alertBelow"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watchlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddWatchlistEntryMutation__
 *
 * To run a mutation, you first call `useAddWatchlistEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddWatchlistEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addWatchlistEntryMutation, { data, loading, error }] = useAddWatchlistEntryMutation({
 *   variables: {
 *      watchlist_Id: // value for 'watchlist_Id'
 *      symbol: // value for 'symbol'
 *   },
 * });
 */
export function useAddWatchlistEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddWatchlistEntryMutation, AddWatchlistEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddWatchlistEntryMutation, AddWatchlistEntryMutationVariables>(AddWatchlistEntryDocument, options);
      }
export type AddWatchlistEntryMutationHookResult = ReturnType<typeof useAddWatchlistEntryMutation>;
export type AddWatchlistEntryMutationResult = ApolloReactCommon.MutationResult<AddWatchlistEntryMutation>;
export const SetWatchlistAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWatchlistAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entry_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alerts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistAlertsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWatchlistAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entry_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entry_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"alerts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alerts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"alertPriceChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"alertAbove"}},{"kind":"Field","name":{"kind":"Name","value":"alertBelow"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetWatchlistAlertsMutation__
 *
 * To run a mutation, you first call `useSetWatchlistAlertsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetWatchlistAlertsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setWatchlistAlertsMutation, { data, loading, error }] = useSetWatchlistAlertsMutation({
 *   variables: {
 *      entry_Id: // value for 'entry_Id'
 *      alerts: // value for 'alerts'
 *   },
 * });
 */
export function useSetWatchlistAlertsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetWatchlistAlertsMutation, SetWatchlistAlertsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetWatchlistAlertsMutation, SetWatchlistAlertsMutationVariables>(SetWatchlistAlertsDocument, options);
      }
export type SetWatchlistAlertsMutationHookResult = ReturnType<typeof useSetWatchlistAlertsMutation>;
export type SetWatchlistAlertsMutationResult = ApolloReactCommon.MutationResult<SetWatchlistAlertsMutation>;
export const ReorderWatchlistEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderWatchlistEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entry_Ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderWatchlistEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"watchlist_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"watchlist_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"entry_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entry_Ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReorderWatchlistEntriesMutation__
 *
 * To run a mutation, you first call `useReorderWatchlistEntriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReorderWatchlistEntriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reorderWatchlistEntriesMutation, { data, loading, error }] = useReorderWatchlistEntriesMutation({
 *   variables: {
 *      watchlist_Id: // value for 'watchlist_Id'
 *      entry_Ids: // value for 'entry_Ids'
 *   },
 * });
 */
export function useReorderWatchlistEntriesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReorderWatchlistEntriesMutation, ReorderWatchlistEntriesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReorderWatchlistEntriesMutation, ReorderWatchlistEntriesMutationVariables>(ReorderWatchlistEntriesDocument, options);
      }
export type ReorderWatchlistEntriesMutationHookResult = ReturnType<typeof useReorderWatchlistEntriesMutation>;
export type ReorderWatchlistEntriesMutationResult = ApolloReactCommon.MutationResult<ReorderWatchlistEntriesMutation>;
export const RemoveWatchlistEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWatchlistEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entry_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWatchlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entry_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entry_Id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveWatchlistEntryMutation__
 *
 * To run a mutation, you first call `useRemoveWatchlistEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveWatchlistEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeWatchlistEntryMutation, { data, loading, error }] = useRemoveWatchlistEntryMutation({
 *   variables: {
 *      entry_Id: // value for 'entry_Id'
 *   },
 * });
 */
export function useRemoveWatchlistEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveWatchlistEntryMutation, RemoveWatchlistEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveWatchlistEntryMutation, RemoveWatchlistEntryMutationVariables>(RemoveWatchlistEntryDocument, options);
      }
export type RemoveWatchlistEntryMutationHookResult = ReturnType<typeof useRemoveWatchlistEntryMutation>;
export type RemoveWatchlistEntryMutationResult = ApolloReactCommon.MutationResult<RemoveWatchlistEntryMutation>;
export const AssistantStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantStatus_status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantStatus_status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"howToConfigure"}},{"kind":"Field","name":{"kind":"Name","value":"maxPromptLength"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"metered"}},{"kind":"Field","name":{"kind":"Name","value":"topUpLink"}}]}}]} as unknown as DocumentNode;

/**
 * __useAssistantStatusQuery__
 *
 * To run a query within a React component, call `useAssistantStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useAssistantStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAssistantStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useAssistantStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AssistantStatusQuery, AssistantStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AssistantStatusQuery, AssistantStatusQueryVariables>(AssistantStatusDocument, options);
      }
export function useAssistantStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AssistantStatusQuery, AssistantStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AssistantStatusQuery, AssistantStatusQueryVariables>(AssistantStatusDocument, options);
        }
// @ts-ignore
export function useAssistantStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AssistantStatusQuery, AssistantStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AssistantStatusQuery, AssistantStatusQueryVariables>;
export function useAssistantStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AssistantStatusQuery, AssistantStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AssistantStatusQuery | undefined, AssistantStatusQueryVariables>;
export function useAssistantStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AssistantStatusQuery, AssistantStatusQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AssistantStatusQuery, AssistantStatusQueryVariables>(AssistantStatusDocument, options);
        }
export type AssistantStatusQueryHookResult = ReturnType<typeof useAssistantStatusQuery>;
export type AssistantStatusLazyQueryHookResult = ReturnType<typeof useAssistantStatusLazyQuery>;
export type AssistantStatusSuspenseQueryHookResult = ReturnType<typeof useAssistantStatusSuspenseQuery>;
export type AssistantStatusQueryResult = ApolloReactCommon.QueryResult<AssistantStatusQuery, AssistantStatusQueryVariables>;
export const AssistantConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantConversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationHistory_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationHistory_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokensUsed"}}]}}]} as unknown as DocumentNode;

/**
 * __useAssistantConversationsQuery__
 *
 * To run a query within a React component, call `useAssistantConversationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAssistantConversationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAssistantConversationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAssistantConversationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AssistantConversationsQuery, AssistantConversationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AssistantConversationsQuery, AssistantConversationsQueryVariables>(AssistantConversationsDocument, options);
      }
export function useAssistantConversationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AssistantConversationsQuery, AssistantConversationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AssistantConversationsQuery, AssistantConversationsQueryVariables>(AssistantConversationsDocument, options);
        }
// @ts-ignore
export function useAssistantConversationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AssistantConversationsQuery, AssistantConversationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AssistantConversationsQuery, AssistantConversationsQueryVariables>;
export function useAssistantConversationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AssistantConversationsQuery, AssistantConversationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AssistantConversationsQuery | undefined, AssistantConversationsQueryVariables>;
export function useAssistantConversationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AssistantConversationsQuery, AssistantConversationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AssistantConversationsQuery, AssistantConversationsQueryVariables>(AssistantConversationsDocument, options);
        }
export type AssistantConversationsQueryHookResult = ReturnType<typeof useAssistantConversationsQuery>;
export type AssistantConversationsLazyQueryHookResult = ReturnType<typeof useAssistantConversationsLazyQuery>;
export type AssistantConversationsSuspenseQueryHookResult = ReturnType<typeof useAssistantConversationsSuspenseQuery>;
export type AssistantConversationsQueryResult = ApolloReactCommon.QueryResult<AssistantConversationsQuery, AssistantConversationsQueryVariables>;
export const AssistantConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversation_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversation_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversation_Id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationHistory_conversation"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantMessage_message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationHistory_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokensUsed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantToolCall_toolCall"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantToolCall"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantFigure_figure"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantToolCall_toolCall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantFigure_figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAssistantConversationQuery__
 *
 * To run a query within a React component, call `useAssistantConversationQuery` and pass it any options that fit your needs.
 * When your component renders, `useAssistantConversationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAssistantConversationQuery({
 *   variables: {
 *      conversation_Id: // value for 'conversation_Id'
 *   },
 * });
 */
export function useAssistantConversationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AssistantConversationQuery, AssistantConversationQueryVariables> & ({ variables: AssistantConversationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AssistantConversationQuery, AssistantConversationQueryVariables>(AssistantConversationDocument, options);
      }
export function useAssistantConversationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AssistantConversationQuery, AssistantConversationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AssistantConversationQuery, AssistantConversationQueryVariables>(AssistantConversationDocument, options);
        }
// @ts-ignore
export function useAssistantConversationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AssistantConversationQuery, AssistantConversationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AssistantConversationQuery, AssistantConversationQueryVariables>;
export function useAssistantConversationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AssistantConversationQuery, AssistantConversationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AssistantConversationQuery | undefined, AssistantConversationQueryVariables>;
export function useAssistantConversationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AssistantConversationQuery, AssistantConversationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AssistantConversationQuery, AssistantConversationQueryVariables>(AssistantConversationDocument, options);
        }
export type AssistantConversationQueryHookResult = ReturnType<typeof useAssistantConversationQuery>;
export type AssistantConversationLazyQueryHookResult = ReturnType<typeof useAssistantConversationLazyQuery>;
export type AssistantConversationSuspenseQueryHookResult = ReturnType<typeof useAssistantConversationSuspenseQuery>;
export type AssistantConversationQueryResult = ApolloReactCommon.QueryResult<AssistantConversationQuery, AssistantConversationQueryVariables>;
export const DeleteAssistantConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAssistantConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversation_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAssistantConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversation_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversation_Id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteAssistantConversationMutation__
 *
 * To run a mutation, you first call `useDeleteAssistantConversationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAssistantConversationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAssistantConversationMutation, { data, loading, error }] = useDeleteAssistantConversationMutation({
 *   variables: {
 *      conversation_Id: // value for 'conversation_Id'
 *   },
 * });
 */
export function useDeleteAssistantConversationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAssistantConversationMutation, DeleteAssistantConversationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAssistantConversationMutation, DeleteAssistantConversationMutationVariables>(DeleteAssistantConversationDocument, options);
      }
export type DeleteAssistantConversationMutationHookResult = ReturnType<typeof useDeleteAssistantConversationMutation>;
export type DeleteAssistantConversationMutationResult = ApolloReactCommon.MutationResult<DeleteAssistantConversationMutation>;
export const AskAssistantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AskAssistant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversation_Id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askAssistant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversation_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversation_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"prompt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"conversation_Id"}},{"kind":"Field","name":{"kind":"Name","value":"message_Id"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage_Id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantToolCall_toolCall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantFigure_figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promptTokens"}},{"kind":"Field","name":{"kind":"Name","value":"completionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"topUpLink"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantToolCall_toolCall"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantToolCall"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantFigure_figure"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]} as unknown as DocumentNode;

/**
 * __useAskAssistantSubscription__
 *
 * To run a query within a React component, call `useAskAssistantSubscription` and pass it any options that fit your needs.
 * When your component renders, `useAskAssistantSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAskAssistantSubscription({
 *   variables: {
 *      conversation_Id: // value for 'conversation_Id'
 *      prompt: // value for 'prompt'
 *   },
 * });
 */
export function useAskAssistantSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<AskAssistantSubscription, AskAssistantSubscriptionVariables> & ({ variables: AskAssistantSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<AskAssistantSubscription, AskAssistantSubscriptionVariables>(AskAssistantDocument, options);
      }
export type AskAssistantSubscriptionHookResult = ReturnType<typeof useAskAssistantSubscription>;
export type AskAssistantSubscriptionResult = ApolloReactCommon.SubscriptionResult<AskAssistantSubscription>;
export const AuditUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auditInput"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auditInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auditInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_user"}},{"kind":"Field","name":{"kind":"Name","value":"tourGuides"}},{"kind":"Field","name":{"kind":"Name","value":"signUpCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"fullFeatureEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"userLocale"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"costMethod"}},{"kind":"Field","name":{"kind":"Name","value":"autoApplySplits"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerToSignedIn"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

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
export const DeleteAnonymousUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnonymousUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnonymousUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}}]}]}}]} as unknown as DocumentNode;

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
export const BillingOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"trialDays"}},{"kind":"Field","name":{"kind":"Name","value":"trialTokens"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPrice_price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPrice_price"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPrice_price"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode;

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
export const BillingPortalLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingPortalLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateBillingPortalLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stripeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode;

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
export const CancelSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancelSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}}]}}]}}]} as unknown as DocumentNode;

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
export const CheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stripeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode;

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
export const RenewSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}}]}}]}}]} as unknown as DocumentNode;

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
export const StripeInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StripeInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userLocale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStripeInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userLocale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userLocale"}}},{"kind":"Argument","name":{"kind":"Name","value":"stripeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_invoice_url"}}]}}]}}]} as unknown as DocumentNode;

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
export const SubscriptionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSubscriptionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullFeatureEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTrialing"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"current_period_end"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cancel_at_period_end"}}]}}]}}]} as unknown as DocumentNode;

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
export const TokenBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTokenBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isValidSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"isInTrialAndNoTopUp"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokensUsed"}},{"kind":"Field","name":{"kind":"Name","value":"totalBalanceAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}}]}}]}}]} as unknown as DocumentNode;

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
export const TopUpCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopUpCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTopUpCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stripeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stripeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode;

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
export const PendingCorporateActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingCorporateActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCorporateActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"portfolio_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"stock_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingActionsList_action"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingActionsList_action"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorporateAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio_Id"}},{"kind":"Field","name":{"kind":"Name","value":"portfolioName"}},{"kind":"Field","name":{"kind":"Name","value":"stock_Id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"sharesBefore"}},{"kind":"Field","name":{"kind":"Name","value":"sharesAfter"}},{"kind":"Field","name":{"kind":"Name","value":"ratioNew"}},{"kind":"Field","name":{"kind":"Name","value":"ratioOld"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]} as unknown as DocumentNode;

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
export const AcceptCorporateActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptCorporateActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action_Ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptCorporateActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action_Ids"}}}]}]}}]} as unknown as DocumentNode;

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
export const DismissCorporateActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissCorporateActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action_Ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissCorporateActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action_Ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action_Ids"}}}]}]}}]} as unknown as DocumentNode;

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
export const UserDashboardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userDashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"indicatorColor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardMenuFields"}},{"kind":"Field","name":{"kind":"Name","value":"layouts"}},{"kind":"Field","name":{"kind":"Name","value":"widgets"}}]}}]} as unknown as DocumentNode;

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
export const CreateDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"indicatorColor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardMenuFields"}},{"kind":"Field","name":{"kind":"Name","value":"layouts"}},{"kind":"Field","name":{"kind":"Name","value":"widgets"}}]}}]} as unknown as DocumentNode;

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
export const EditDashboardLayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDashboardLayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"layouts"}}]}}]}}]} as unknown as DocumentNode;

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
export const EditDashboardWidgetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDashboardWidgets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"widgets"}}]}}]}}]} as unknown as DocumentNode;

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
export const EditDashboardMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDashboardMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardMenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"indicatorColor"}}]}}]} as unknown as DocumentNode;

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
export const DeleteDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboard_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboard_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboard_Id"}}}]}]}}]} as unknown as DocumentNode;

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
export const EditDashboardContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDashboardContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dashboardInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dashboardInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"layouts"}},{"kind":"Field","name":{"kind":"Name","value":"widgets"}}]}}]}}]} as unknown as DocumentNode;

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
export const SaveTourGuidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTourGuides"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userSettingInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userSettingInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userSettingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"tourGuides"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetSectorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetSectorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioHoldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"includePastHoldings"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}}]}}]}}]} as unknown as DocumentNode;

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
export const UserEmbedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserEmbeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userEmbeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Embed_embed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Embed_embed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Embed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"widgetName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode;

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
export const CreateEmbedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmbed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"embedInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmbedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmbed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"embedInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"embedInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"embed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Embed_embed"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Embed_embed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Embed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"widgetName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode;

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
export const RevokeEmbedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeEmbed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"embed_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeEmbed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"embed_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"embed_Id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Embed_embed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Embed_embed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Embed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"widgetName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode;

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
export const EmbeddedWidgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmbeddedWidget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"widgetName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"embeddedWidget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"widgetName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"widgetName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"widgetName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"userLocale"}}]}}]}}]} as unknown as DocumentNode;

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
export const StageImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StageImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportRowInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stageImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

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
export const CommitImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeRows"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}},{"kind":"Argument","name":{"kind":"Name","value":"portfolio_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portfolio_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"account_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeRows"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"inserted"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

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
export const DiscardImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}]}]}}]} as unknown as DocumentNode;

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
export const MarketDataStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketDataStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketDataStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"failing"}}]}}]}}]} as unknown as DocumentNode;

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
export const DeleteUserAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUserAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUserAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}]}]}}]} as unknown as DocumentNode;

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
export const EditUserSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditUserSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userSettingInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userSettingInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userSettingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"userLocale"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"costMethod"}},{"kind":"Field","name":{"kind":"Name","value":"autoApplySplits"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerToSignedIn"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

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
export const RevocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode;

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
export const SignoutFromAllDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignoutFromAllDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signoutFromAllDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode;

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
export const UpdateUserCurrencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserCurrency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUserCurrency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayCurrency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserCurrency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newUserCurrency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUserCurrency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"userLocale"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"costMethod"}},{"kind":"Field","name":{"kind":"Name","value":"autoApplySplits"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerToSignedIn"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

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
export const ManualPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManualPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manualPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stock_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}}]}}]} as unknown as DocumentNode;

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
export const SetManualPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetManualPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prices"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricePointInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setManualPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stock_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"prices"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prices"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}}]}}]} as unknown as DocumentNode;

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
export const DeleteManualPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteManualPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteManualPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stock_Id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stock_Id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}]}]}}]} as unknown as DocumentNode;

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
export const ManualFxRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManualFxRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manualFxRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]} as unknown as DocumentNode;

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
export const SetManualFxRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetManualFxRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RatePointInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setManualFxRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}},{"kind":"Argument","name":{"kind":"Name","value":"rates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]} as unknown as DocumentNode;

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
export const DeleteManualFxRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteManualFxRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteManualFxRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}},{"kind":"Argument","name":{"kind":"Name","value":"dates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}]}]}}]} as unknown as DocumentNode;

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
export const WidgetSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"openingMarketValue"}},{"kind":"Field","name":{"kind":"Name","value":"cashBalance"}},{"kind":"Field","name":{"kind":"Name","value":"netWorth"}},{"kind":"Field","name":{"kind":"Name","value":"cashBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costBasis"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGain"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGainChange"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGain"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPriceGain"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedCurrencyGain"}},{"kind":"Field","name":{"kind":"Name","value":"realizedPriceGain"}},{"kind":"Field","name":{"kind":"Name","value":"realizedCurrencyGain"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturn"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bought"}},{"kind":"Field","name":{"kind":"Name","value":"netContributions"}},{"kind":"Field","name":{"kind":"Name","value":"twr"}},{"kind":"Field","name":{"kind":"Name","value":"twrAnnualised"}},{"kind":"Field","name":{"kind":"Name","value":"xirr"}},{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volatility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holdingCount"}},{"kind":"Field","name":{"kind":"Name","value":"holdingCountByType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdingType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpricedHoldings"}},{"kind":"Field","name":{"kind":"Name","value":"stalePriceHoldings"}},{"kind":"Field","name":{"kind":"Name","value":"priceGaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"simulatedPrices"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetHoldingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetHoldings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioHoldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetHolding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetHolding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HoldingAnalytics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holdingType"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDate"}},{"kind":"Field","name":{"kind":"Name","value":"priceSource"}},{"kind":"Field","name":{"kind":"Name","value":"priceStale"}},{"kind":"Field","name":{"kind":"Name","value":"priceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"priceGap"}},{"kind":"Field","name":{"kind":"Name","value":"averageCostTC"}},{"kind":"Field","name":{"kind":"Name","value":"averageCostPC"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisTC"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisPC"}},{"kind":"Field","name":{"kind":"Name","value":"marketValueTC"}},{"kind":"Field","name":{"kind":"Name","value":"marketValuePC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGainTC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPriceGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedCurrencyGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainTC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedPriceGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedCurrencyGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTC"}},{"kind":"Field","name":{"kind":"Name","value":"incomePC"}},{"kind":"Field","name":{"kind":"Name","value":"taxesTC"}},{"kind":"Field","name":{"kind":"Name","value":"taxesPC"}},{"kind":"Field","name":{"kind":"Name","value":"feesTC"}},{"kind":"Field","name":{"kind":"Name","value":"feesPC"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturnTC"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturnPC"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode;

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
export const WidgetValueSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetValueSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioValueSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"netContributions"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetHoldingReturnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetHoldingReturns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdingReturns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twr"}},{"kind":"Field","name":{"kind":"Name","value":"twrAnnualised"}},{"kind":"Field","name":{"kind":"Name","value":"xirr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}}]} as unknown as DocumentNode;

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
export const WidgetDividendsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetDividends"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioDividends"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"forwardIncome"}},{"kind":"Field","name":{"kind":"Name","value":"forwardYield"}},{"kind":"Field","name":{"kind":"Name","value":"forwardYieldAtCost"}},{"kind":"Field","name":{"kind":"Name","value":"weightedPayoutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"growth3Y"}},{"kind":"Field","name":{"kind":"Name","value":"growth5Y"}},{"kind":"Field","name":{"kind":"Name","value":"declaredIncome"}},{"kind":"Field","name":{"kind":"Name","value":"received"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forecast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"declared"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetDividendPayout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payoutsTruncated"}},{"kind":"Field","name":{"kind":"Name","value":"holdings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"forwardRate"}},{"kind":"Field","name":{"kind":"Name","value":"forwardIncome"}},{"kind":"Field","name":{"kind":"Name","value":"forwardYield"}},{"kind":"Field","name":{"kind":"Name","value":"forwardYieldAtCost"}},{"kind":"Field","name":{"kind":"Name","value":"payoutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"nextExDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextPayDate"}},{"kind":"Field","name":{"kind":"Name","value":"growth3Y"}},{"kind":"Field","name":{"kind":"Name","value":"growth5Y"}},{"kind":"Field","name":{"kind":"Name","value":"receivedIncome"}},{"kind":"Field","name":{"kind":"Name","value":"yearly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataPending"}},{"kind":"Field","name":{"kind":"Name","value":"dataSimulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingData"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetDividendPayout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"declaredDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTC"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;

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
export const WidgetMarketQuotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetMarketQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketQuotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketQuoteFields"}},{"kind":"Field","name":{"kind":"Name","value":"sparkline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"unknown"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"dayHigh"}},{"kind":"Field","name":{"kind":"Name","value":"dayLow"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketState"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekHigh"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekLow"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}},{"kind":"Field","name":{"kind":"Name","value":"trailingPE"}},{"kind":"Field","name":{"kind":"Name","value":"dividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}}]}}]} as unknown as DocumentNode;

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
export const MarketQuoteUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MarketQuoteUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"dayHigh"}},{"kind":"Field","name":{"kind":"Name","value":"dayLow"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketState"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekHigh"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekLow"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}},{"kind":"Field","name":{"kind":"Name","value":"trailingPE"}},{"kind":"Field","name":{"kind":"Name","value":"dividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}}]}}]} as unknown as DocumentNode;

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
export const WidgetPriceBarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetPriceBars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartRange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceBars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"close"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"adjClose"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetTechnicalAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetTechnicalAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"lastClose"}},{"kind":"Field","name":{"kind":"Name","value":"timeframes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"oscillatorRating"}},{"kind":"Field","name":{"kind":"Name","value":"movingAverageRating"}},{"kind":"Field","name":{"kind":"Name","value":"buy"}},{"kind":"Field","name":{"kind":"Name","value":"neutral"}},{"kind":"Field","name":{"kind":"Name","value":"sell"}},{"kind":"Field","name":{"kind":"Name","value":"oscillators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movingAverages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outlook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"horizons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"horizon"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}}]}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetStockScreenerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetStockScreener"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockScreener"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenerStockFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gainers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenerStockFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"losers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenerStockFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenerStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenerStock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"marketCap"}},{"kind":"Field","name":{"kind":"Name","value":"trailingPE"}},{"kind":"Field","name":{"kind":"Name","value":"dividendYield"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekHigh"}},{"kind":"Field","name":{"kind":"Name","value":"fiftyTwoWeekLow"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}}]} as unknown as DocumentNode;

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
export const WidgetStockHeatmapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetStockHeatmap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"universe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeatmapUniverse"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockHeatmap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"universe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"universe"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"universe"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"tiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetMarketNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetMarketNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeMarket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeMarket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeMarket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"symbols"}}]}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetBenchmarkReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetBenchmarkReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"twr"}},{"kind":"Field","name":{"kind":"Name","value":"twrAnnualised"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode;

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
export const WidgetHoldingChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetHoldingChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioHoldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetHolding"}},{"kind":"Field","name":{"kind":"Name","value":"dividends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forwardIncome"}},{"kind":"Field","name":{"kind":"Name","value":"forwardYield"}},{"kind":"Field","name":{"kind":"Name","value":"forwardYieldAtCost"}},{"kind":"Field","name":{"kind":"Name","value":"growth3Y"}},{"kind":"Field","name":{"kind":"Name","value":"growth5Y"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryISO"}},{"kind":"Field","name":{"kind":"Name","value":"ISIN"}},{"kind":"Field","name":{"kind":"Name","value":"logoURL"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetHolding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HoldingAnalytics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetStock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holdingType"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDate"}},{"kind":"Field","name":{"kind":"Name","value":"priceSource"}},{"kind":"Field","name":{"kind":"Name","value":"priceStale"}},{"kind":"Field","name":{"kind":"Name","value":"priceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"priceGap"}},{"kind":"Field","name":{"kind":"Name","value":"averageCostTC"}},{"kind":"Field","name":{"kind":"Name","value":"averageCostPC"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisTC"}},{"kind":"Field","name":{"kind":"Name","value":"costBasisPC"}},{"kind":"Field","name":{"kind":"Name","value":"marketValueTC"}},{"kind":"Field","name":{"kind":"Name","value":"marketValuePC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGainTC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPriceGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedCurrencyGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainTC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedPriceGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"realizedCurrencyGainPC"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTC"}},{"kind":"Field","name":{"kind":"Name","value":"incomePC"}},{"kind":"Field","name":{"kind":"Name","value":"taxesTC"}},{"kind":"Field","name":{"kind":"Name","value":"taxesPC"}},{"kind":"Field","name":{"kind":"Name","value":"feesTC"}},{"kind":"Field","name":{"kind":"Name","value":"feesPC"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturnTC"}},{"kind":"Field","name":{"kind":"Name","value":"totalReturnPC"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode;

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
export const WidgetTransactionTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetTransactionTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionTimelineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"shortLabel"}},{"kind":"Field","name":{"kind":"Name","value":"longLabel"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}}]}}]}}]} as unknown as DocumentNode;

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