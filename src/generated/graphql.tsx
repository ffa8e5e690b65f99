// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string. Transaction dates are returned without a trailing Z (spec §7). */
  DateTime: { input: string; output: string; }
  /** Free-form JSON: dashboard layouts and widgets, widget configs, tour progress. */
  JSON: { input: { [key: string]: unknown } | unknown[]; output: { [key: string]: unknown } | unknown[]; }
  /** One of the spec's transaction kinds: Buy, Sell, Income, Split, DRIP, Spin-Off, Merge. */
  TransactionType: { input: 'Buy' | 'Sell' | 'Income' | 'Split' | 'DRIP' | 'Spin-Off' | 'Merge'; output: 'Buy' | 'Sell' | 'Income' | 'Split' | 'DRIP' | 'Spin-Off' | 'Merge'; }
};

export type Account = {
  __typename?: 'Account';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AccountInput = {
  broker_Id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/**
 * What the analytics queries look at. Dates are yyyy-MM-dd. asOf means as things stood at the close
 * of that date (default today); from/to bound the series and returns (default: from the first
 * transaction to asOf). currency defaults to the user's display currency.
 */
export type AnalyticsFilter = {
  asOf?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<UserCurrency>;
  from?: InputMaybe<Scalars['String']['input']>;
  holdingType?: InputMaybe<HoldingTypeFilter>;
  includePastHoldings?: InputMaybe<Scalars['Boolean']['input']>;
  portfolio_Ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** What the client knows at sign-in that the verified token does not carry. */
export type AuditInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  photoURL?: InputMaybe<Scalars['String']['input']>;
  /** Currency proposed for a new account (from the browser's locale); ignored for existing users. */
  signUpCurrency?: InputMaybe<UserCurrency>;
  userLocale?: InputMaybe<Scalars['String']['input']>;
};

export type BillingPortalLink = {
  __typename?: 'BillingPortalLink';
  url: Scalars['String']['output'];
};

export type Broker = {
  __typename?: 'Broker';
  _id: Scalars['ID']['output'];
  accounts: Array<Account>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type BrokerInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** What a bulk create reports (spec §7: createBrokers returns a raw result). */
export type BulkCreateResult = {
  __typename?: 'BulkCreateResult';
  insertedCount: Scalars['Int']['output'];
  insertedIds: Array<Scalars['ID']['output']>;
};

export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

/** How the cost of sold shares is taken: average cost (the default) or first in, first out. */
export type CostMethod =
  | 'average'
  | 'fifo';

export type CreateTransactionResult = {
  __typename?: 'CreateTransactionResult';
  stocks: Array<CreatedStock>;
  transactions: Array<Transaction>;
};

/** A stock created or found while creating transactions (spec §3). */
export type CreatedStock = {
  __typename?: 'CreatedStock';
  _id: Scalars['ID']['output'];
  exchangeCode?: Maybe<Scalars['String']['output']>;
  ticker: Scalars['String']['output'];
};

export type Dashboard = {
  __typename?: 'Dashboard';
  _id: Scalars['ID']['output'];
  indicatorColor?: Maybe<Scalars['String']['output']>;
  /** react-grid-layout items keyed by i, per breakpoint. */
  layouts: Scalars['JSON']['output'];
  name: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  /** Widget instances keyed by id. */
  widgets: Scalars['JSON']['output'];
};

export type DashboardInput = {
  /** Present for edits, absent for creates. */
  _id?: InputMaybe<Scalars['ID']['input']>;
  /** Duplicate this dashboard's layouts and widgets into the new one. */
  copyDashboardId?: InputMaybe<Scalars['ID']['input']>;
  indicatorColor?: InputMaybe<Scalars['String']['input']>;
  layouts?: InputMaybe<Scalars['JSON']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  widgets?: InputMaybe<Scalars['JSON']['input']>;
};

/** One security's position over the filter's portfolios: TC figures in its currency, PC in the filter's. */
export type HoldingAnalytics = {
  __typename?: 'HoldingAnalytics';
  averageCostPC?: Maybe<Scalars['Float']['output']>;
  averageCostTC?: Maybe<Scalars['Float']['output']>;
  costBasisPC: Scalars['Float']['output'];
  costBasisTC: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  feesPC: Scalars['Float']['output'];
  feesTC: Scalars['Float']['output'];
  holdingType: Scalars['String']['output'];
  incomePC: Scalars['Float']['output'];
  incomeTC: Scalars['Float']['output'];
  key: Scalars['ID']['output'];
  marketValuePC?: Maybe<Scalars['Float']['output']>;
  marketValueTC?: Maybe<Scalars['Float']['output']>;
  /** Close on or before asOf, in TC; null when none is known. */
  price?: Maybe<Scalars['Float']['output']>;
  priceDate?: Maybe<Scalars['String']['output']>;
  /** manual, provider or transaction (the last trade's price when nothing else is known). */
  priceSource?: Maybe<Scalars['String']['output']>;
  realizedGainPC: Scalars['Float']['output'];
  realizedGainTC: Scalars['Float']['output'];
  shares: Scalars['Float']['output'];
  stock: Stock;
  taxesPC: Scalars['Float']['output'];
  taxesTC: Scalars['Float']['output'];
  totalReturnPC?: Maybe<Scalars['Float']['output']>;
  totalReturnTC?: Maybe<Scalars['Float']['output']>;
  unrealizedGainPC?: Maybe<Scalars['Float']['output']>;
  unrealizedGainTC?: Maybe<Scalars['Float']['output']>;
  /** Share of the filter's market value (0..1). */
  weight?: Maybe<Scalars['Float']['output']>;
};

export type HoldingReturn = {
  __typename?: 'HoldingReturn';
  key: Scalars['ID']['output'];
  stock: Stock;
  twr?: Maybe<Scalars['Float']['output']>;
  twrAnnualised?: Maybe<Scalars['Float']['output']>;
  xirr?: Maybe<Scalars['Float']['output']>;
};

export type HoldingTypeCount = {
  __typename?: 'HoldingTypeCount';
  count: Scalars['Int']['output'];
  holdingType: Scalars['String']['output'];
};

/** The spec's holding-type filters (§9). */
export type HoldingTypeFilter =
  | 'ETF'
  | 'allHoldings'
  | 'allStocks'
  | 'dividendStocks'
  | 'funds'
  | 'nonDividendStocks';

export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Float']['output'];
  date: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  hosted_invoice_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  subscriptionId?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addAccountToBroker: Account;
  auditUser: User;
  createBroker: Broker;
  createBrokers: BulkCreateResult;
  createDashboard: Dashboard;
  createDashboards: Array<Dashboard>;
  createPortfolio: Portfolio;
  createPortfolios: Array<Portfolio>;
  createTransaction: CreateTransactionResult;
  deleteAccount: Array<Scalars['ID']['output']>;
  deleteAnonymousUser: Scalars['Boolean']['output'];
  /** cascade: also delete the transactions filed under it (refused with IN_USE otherwise). */
  deleteBroker: Scalars['ID']['output'];
  deleteDashboard: Scalars['ID']['output'];
  deleteManualFxRates: Scalars['Int']['output'];
  deleteManualPrices: Scalars['Int']['output'];
  deletePortfolio: Scalars['ID']['output'];
  deleteTransactions: Array<Scalars['ID']['output']>;
  deleteUserAccount: Scalars['Boolean']['output'];
  editAccount: Account;
  editBroker: Broker;
  editDashboard: Array<Dashboard>;
  editPortfolio: Portfolio;
  editUserSetting: User;
  fetchAdditionalData: Array<Stock>;
  /** Enters or corrects rates of a currency pair (1 base = rate quote); they take precedence over provider rates. */
  setManualFxRates: Array<RatePoint>;
  /** Enters or corrects closing prices (upsert by date); they take precedence over provider data for this user. */
  setManualPrices: Array<PricePoint>;
  updateTransactionStats: Array<Transaction>;
  updateUserCurrency: User;
};


export type MutationAddAccountToBrokerArgs = {
  accountInput: AccountInput;
};


export type MutationAuditUserArgs = {
  auditInput?: InputMaybe<AuditInput>;
};


export type MutationCreateBrokerArgs = {
  brokerInput: BrokerInput;
};


export type MutationCreateBrokersArgs = {
  brokerInput: Array<BrokerInput>;
};


export type MutationCreateDashboardArgs = {
  dashboardInput: DashboardInput;
};


export type MutationCreateDashboardsArgs = {
  dashboardInput: Array<DashboardInput>;
};


export type MutationCreatePortfolioArgs = {
  portfolioInput: PortfolioInput;
};


export type MutationCreatePortfoliosArgs = {
  portfolioInput: Array<PortfolioInput>;
};


export type MutationCreateTransactionArgs = {
  transactionInput: Array<TransactionInput>;
};


export type MutationDeleteAccountArgs = {
  account_Ids: Array<Scalars['ID']['input']>;
  broker_Id: Scalars['ID']['input'];
  cascade?: InputMaybe<Scalars['Boolean']['input']>;
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteAnonymousUserArgs = {
  uid: Scalars['String']['input'];
};


export type MutationDeleteBrokerArgs = {
  broker_Id: Scalars['ID']['input'];
  cascade?: InputMaybe<Scalars['Boolean']['input']>;
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteDashboardArgs = {
  dashboard_Id: Scalars['ID']['input'];
};


export type MutationDeleteManualFxRatesArgs = {
  base: Scalars['String']['input'];
  dates: Array<Scalars['String']['input']>;
  quote: Scalars['String']['input'];
};


export type MutationDeleteManualPricesArgs = {
  dates: Array<Scalars['String']['input']>;
  stock_Id: Scalars['ID']['input'];
};


export type MutationDeletePortfolioArgs = {
  cascade?: InputMaybe<Scalars['Boolean']['input']>;
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  portfolio_Id: Scalars['ID']['input'];
};


export type MutationDeleteTransactionsArgs = {
  transaction_Ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteUserAccountArgs = {
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationEditAccountArgs = {
  accountInput: AccountInput;
  account_Id: Scalars['ID']['input'];
};


export type MutationEditBrokerArgs = {
  brokerInput: BrokerInput;
  broker_Id: Scalars['ID']['input'];
};


export type MutationEditDashboardArgs = {
  dashboardInput: Array<DashboardInput>;
};


export type MutationEditPortfolioArgs = {
  portfolioInput: PortfolioInput;
  portfolio_Id: Scalars['ID']['input'];
};


export type MutationEditUserSettingArgs = {
  userSettingInput: UserSettingInput;
};


export type MutationFetchAdditionalDataArgs = {
  stockInputs: Array<StockInput>;
};


export type MutationSetManualFxRatesArgs = {
  base: Scalars['String']['input'];
  quote: Scalars['String']['input'];
  rates: Array<RatePointInput>;
};


export type MutationSetManualPricesArgs = {
  prices: Array<PricePointInput>;
  stock_Id: Scalars['ID']['input'];
};


export type MutationUpdateTransactionStatsArgs = {
  transactionInput: Array<TransactionInput>;
};


export type MutationUpdateUserCurrencyArgs = {
  newUserCurrency: UserCurrency;
};

export type NamedRef = {
  __typename?: 'NamedRef';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Portfolio = {
  __typename?: 'Portfolio';
  _id: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  stocks: Array<Stock>;
};

export type PortfolioInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** Money figures in the filter's currency (PC). */
export type PortfolioSummary = {
  __typename?: 'PortfolioSummary';
  asOf: Scalars['String']['output'];
  costBasis: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  fees: Scalars['Float']['output'];
  holdingCount: Scalars['Int']['output'];
  holdingCountByType: Array<HoldingTypeCount>;
  income: Scalars['Float']['output'];
  marketValue: Scalars['Float']['output'];
  /** Money put in minus money taken out (sales, cash income), to asOf. */
  netContributions: Scalars['Float']['output'];
  realizedGain: Scalars['Float']['output'];
  taxes: Scalars['Float']['output'];
  /** realised + unrealised + income − taxes − fees on income. */
  totalReturn: Scalars['Float']['output'];
  /** totalReturn over the cost of what was bought (null when nothing was). */
  totalReturnPercent?: Maybe<Scalars['Float']['output']>;
  /** Time-weighted return over the filter's range, and per year. */
  twr?: Maybe<Scalars['Float']['output']>;
  twrAnnualised?: Maybe<Scalars['Float']['output']>;
  /** Tickers held without any price: left out of the value figures rather than counted as zero. */
  unpricedHoldings: Array<Scalars['String']['output']>;
  unrealizedGain: Scalars['Float']['output'];
  /** Money-weighted return (XIRR) over the filter's range. */
  xirr?: Maybe<Scalars['Float']['output']>;
};

export type PricePoint = {
  __typename?: 'PricePoint';
  close: Scalars['Float']['output'];
  date: Scalars['String']['output'];
};

export type PricePointInput = {
  close: Scalars['Float']['input'];
  date: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  PortfolioStockTransactions: Array<Portfolio>;
  UserBrokerAccount: Array<Broker>;
  UserTransactions: Array<Transaction>;
  cancelSubscription: SubscriptionChange;
  createCheckoutSession: CheckoutSession;
  createTopUpCheckoutSession: CheckoutSession;
  generateBillingPortalLink: BillingPortalLink;
  getStripeInvoices: Array<Invoice>;
  getSubscriptionStatus: SubscriptionStatus;
  getTokenBalance: TokenBalance;
  holdingReturns: Array<HoldingReturn>;
  manualFxRates: Array<RatePoint>;
  manualPrices: Array<PricePoint>;
  portfolioHoldings: Array<HoldingAnalytics>;
  portfolioSummary: PortfolioSummary;
  portfolioValueSeries: Array<ValuePoint>;
  renewSubscription: SubscriptionChange;
  signoutFromAllDevices: Revocation;
  userDashboards: Array<Dashboard>;
};


export type QueryPortfolioStockTransactionsArgs = {
  portfolio_Id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUserBrokerAccountArgs = {
  broker_Id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUserTransactionsArgs = {
  transaction_Ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryCancelSubscriptionArgs = {
  subscriptionId: Scalars['String']['input'];
};


export type QueryCreateCheckoutSessionArgs = {
  stripeId: Scalars['String']['input'];
};


export type QueryCreateTopUpCheckoutSessionArgs = {
  priceId: Scalars['String']['input'];
  stripeId: Scalars['String']['input'];
};


export type QueryGenerateBillingPortalLinkArgs = {
  stripeId: Scalars['String']['input'];
};


export type QueryGetStripeInvoicesArgs = {
  stripeId: Scalars['String']['input'];
  userLocale?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHoldingReturnsArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
};


export type QueryManualFxRatesArgs = {
  base: Scalars['String']['input'];
  quote: Scalars['String']['input'];
};


export type QueryManualPricesArgs = {
  stock_Id: Scalars['ID']['input'];
};


export type QueryPortfolioHoldingsArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
};


export type QueryPortfolioSummaryArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
};


export type QueryPortfolioValueSeriesArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
};


export type QueryRenewSubscriptionArgs = {
  subscriptionId: Scalars['String']['input'];
};

export type RatePoint = {
  __typename?: 'RatePoint';
  date: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
};

export type RatePointInput = {
  date: Scalars['String']['input'];
  rate: Scalars['Float']['input'];
};

/** Pushed when signoutFromAllDevices revokes the user's sessions. */
export type Revocation = {
  __typename?: 'Revocation';
  revokedAt: Scalars['DateTime']['output'];
};

/** A security held in a portfolio (shared reference data). */
export type Stock = {
  __typename?: 'Stock';
  ISIN?: Maybe<Scalars['String']['output']>;
  _id: Scalars['ID']['output'];
  countryISO?: Maybe<Scalars['String']['output']>;
  /** The currency the security is quoted in, when known. */
  currency?: Maybe<Scalars['String']['output']>;
  exchangeCode?: Maybe<Scalars['String']['output']>;
  /** stock, etf or fund. */
  holding_type: Scalars['String']['output'];
  logoURL?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  ticker: Scalars['String']['output'];
};

export type StockInput = {
  ISIN?: InputMaybe<Scalars['String']['input']>;
  exchangeCode?: InputMaybe<Scalars['String']['input']>;
  ticker: Scalars['String']['input'];
};

/** The spec's listened-to records (§4, §7), pushed over WebSocket. */
export type Subscription = {
  __typename?: 'Subscription';
  /** The signed-in user's revocation record; clients sign out when revokedAt is after their token's auth time. */
  revocation: Revocation;
  /** The signed-in user's transaction_push record. */
  transactionPush: TransactionPush;
  /** The signed-in user's settings document (theme). */
  userDocument: UserDocument;
};

export type SubscriptionChange = {
  __typename?: 'SubscriptionChange';
  cancel_at_period_end: Scalars['Boolean']['output'];
  subscriptionId: Scalars['String']['output'];
  subscriptionStatus: Scalars['String']['output'];
};

export type SubscriptionStatus = {
  __typename?: 'SubscriptionStatus';
  activeSubscription: Scalars['Boolean']['output'];
  activeSubscriptionId?: Maybe<Scalars['String']['output']>;
  agentTokensBalance: Scalars['Float']['output'];
  agentTokensBalanceAllocated: Scalars['Float']['output'];
  agentTokensUsed: Scalars['Float']['output'];
  cancel_at_period_end: Scalars['Boolean']['output'];
  current_period_end?: Maybe<Scalars['DateTime']['output']>;
  fullFeatureEnabled: Scalars['Boolean']['output'];
  hasSubscription: Scalars['Boolean']['output'];
  isInTrialAndNoTopUp: Scalars['Boolean']['output'];
  isTrialing: Scalars['Boolean']['output'];
  isValidTokenSubscription: Scalars['Boolean']['output'];
  subscriptionStatus?: Maybe<Scalars['String']['output']>;
  tokenTrialDaysLeft: Scalars['Int']['output'];
  trialDaysLeft: Scalars['Int']['output'];
};

/** Theme names as stored in user settings (spec §4). */
export type ThemeName =
  | 'blue'
  | 'dark'
  | 'default'
  | 'green'
  | 'indigo'
  | 'light'
  | 'system';

export type TokenBalance = {
  __typename?: 'TokenBalance';
  balance: Scalars['Float']['output'];
  isInTrialAndNoTopUp: Scalars['Boolean']['output'];
  isValidSubscription: Scalars['Boolean']['output'];
  totalBalanceAllocated: Scalars['Float']['output'];
  totalTokensUsed: Scalars['Float']['output'];
  trialDaysLeft: Scalars['Int']['output'];
};

export type Transaction = {
  __typename?: 'Transaction';
  _id: Scalars['ID']['output'];
  account?: Maybe<NamedRef>;
  broker?: Maybe<NamedRef>;
  /** Spin-Off: the fraction (0..1) of the parent's cost basis that moves to the new holding. */
  costBasisFraction?: Maybe<Scalars['Float']['output']>;
  costOfSoldPC?: Maybe<Scalars['Float']['output']>;
  costOfSoldTC?: Maybe<Scalars['Float']['output']>;
  currency: Scalars['String']['output'];
  date: Scalars['DateTime']['output'];
  exchangeShortName?: Maybe<Scalars['String']['output']>;
  /** Commission paid on a trade, in the transaction currency. */
  fees: Scalars['Float']['output'];
  /** The rate TC → the user's currency used for the PC figures (1 when not applied). */
  fxRate: Scalars['Float']['output'];
  holdingDisplay?: Maybe<Scalars['String']['output']>;
  isApplyExchangeRate: Scalars['Boolean']['output'];
  parentportfolio?: Maybe<NamedRef>;
  /** Split: new shares per old share (2 for 2-for-1). Merge: shares of the target per share held. */
  ratio?: Maybe<Scalars['Float']['output']>;
  realizedGainLostPC?: Maybe<Scalars['Float']['output']>;
  realizedGainLostTC?: Maybe<Scalars['Float']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
  shareprice: Scalars['Float']['output'];
  shareprice_userCurrency?: Maybe<Scalars['Float']['output']>;
  shares: Scalars['Float']['output'];
  shares_balance?: Maybe<Scalars['Float']['output']>;
  stock?: Maybe<TransactionStock>;
  /** Spin-Off: the new holding's ticker. Merge: the ticker the holding becomes. */
  targetTicker?: Maybe<Scalars['String']['output']>;
  /** Tax withheld on income, in the transaction currency. */
  taxes: Scalars['Float']['output'];
  ticker: Scalars['String']['output'];
  transactionValue: Scalars['Float']['output'];
  transactionValue_userCurrency?: Maybe<Scalars['Float']['output']>;
  type: Scalars['TransactionType']['output'];
  updatedAt: Scalars['DateTime']['output'];
  valueAtCostPC?: Maybe<Scalars['Float']['output']>;
  valueAtCostTC?: Maybe<Scalars['Float']['output']>;
};

/**
 * A transaction to create (createTransaction) or, with _id, to edit (updateTransactionStats: the
 * fields given replace the stored ones). The stats fields (shares_balance, valueAtCost*, costOfSold*,
 * realizedGainLost*) are accepted for the spec's call shape but never stored: the server computes them.
 */
export type TransactionInput = {
  ISIN?: InputMaybe<Scalars['String']['input']>;
  _id?: InputMaybe<Scalars['ID']['input']>;
  account_Id?: InputMaybe<Scalars['ID']['input']>;
  broker_Id?: InputMaybe<Scalars['ID']['input']>;
  costBasisFraction?: InputMaybe<Scalars['Float']['input']>;
  costOfSoldPC?: InputMaybe<Scalars['Float']['input']>;
  costOfSoldTC?: InputMaybe<Scalars['Float']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  exchangeShortName?: InputMaybe<Scalars['String']['input']>;
  fees?: InputMaybe<Scalars['Float']['input']>;
  holdingDisplay?: InputMaybe<Scalars['String']['input']>;
  isApplyExchangeRate?: InputMaybe<Scalars['Boolean']['input']>;
  portfolio_Id?: InputMaybe<Scalars['ID']['input']>;
  ratio?: InputMaybe<Scalars['Float']['input']>;
  realizedGainLostPC?: InputMaybe<Scalars['Float']['input']>;
  realizedGainLostTC?: InputMaybe<Scalars['Float']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  shareprice?: InputMaybe<Scalars['Float']['input']>;
  shares?: InputMaybe<Scalars['Float']['input']>;
  shares_balance?: InputMaybe<Scalars['Float']['input']>;
  targetExchangeShortName?: InputMaybe<Scalars['String']['input']>;
  targetTicker?: InputMaybe<Scalars['String']['input']>;
  taxes?: InputMaybe<Scalars['Float']['input']>;
  ticker?: InputMaybe<Scalars['String']['input']>;
  transactionValue?: InputMaybe<Scalars['Float']['input']>;
  type?: InputMaybe<Scalars['TransactionType']['input']>;
  valueAtCostPC?: InputMaybe<Scalars['Float']['input']>;
  valueAtCostTC?: InputMaybe<Scalars['Float']['input']>;
};

/** Pushed when the user's transactions change elsewhere (another tab, device or an import). */
export type TransactionPush = {
  __typename?: 'TransactionPush';
  updatedAt: Scalars['DateTime']['output'];
};

export type TransactionStock = {
  __typename?: 'TransactionStock';
  ISIN?: Maybe<Scalars['String']['output']>;
  holding_type?: Maybe<Scalars['String']['output']>;
  logoURL?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  /** Cost basis method for sold shares; changing it recomputes every transaction's stats. */
  costMethod: CostMethod;
  createdAt: Scalars['DateTime']['output'];
  currency: UserCurrency;
  currencySymbol: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  emailVerified: Scalars['Boolean']['output'];
  /** Returned by auditUser (spec §3). */
  fullFeatureEnabled: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  photoURL?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  providerToSignedIn?: Maybe<Scalars['String']['output']>;
  signUpCurrency: UserCurrency;
  stripeId?: Maybe<Scalars['String']['output']>;
  theme: ThemeName;
  tourGuides: Scalars['JSON']['output'];
  uid: Scalars['String']['output'];
  userLocale?: Maybe<Scalars['String']['output']>;
};

/** A display currency a user may choose (spec §9). */
export type UserCurrency =
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'USD';

/** The per-user settings document (spec §3: displayName, email, theme). */
export type UserDocument = {
  __typename?: 'UserDocument';
  displayName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  theme: ThemeName;
};

export type UserSettingInput = {
  costMethod?: InputMaybe<CostMethod>;
  currency?: InputMaybe<UserCurrency>;
  name?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<ThemeName>;
  tourGuides?: InputMaybe<Scalars['JSON']['input']>;
  userLocale?: InputMaybe<Scalars['String']['input']>;
};

/** One day at the close: market value, value at cost and cumulative net contributions, in PC. */
export type ValuePoint = {
  __typename?: 'ValuePoint';
  cost: Scalars['Float']['output'];
  date: Scalars['String']['output'];
  netContributions: Scalars['Float']['output'];
  value: Scalars['Float']['output'];
};

/** What the client knows at sign-in that the verified token does not carry. */
export type AuditInput = {
  name?: string | null | undefined;
  photoURL?: string | null | undefined;
  /** Currency proposed for a new account (from the browser's locale); ignored for existing users. */
  signUpCurrency?: UserCurrency | null | undefined;
  userLocale?: string | null | undefined;
};

/** How the cost of sold shares is taken: average cost (the default) or first in, first out. */
export type CostMethod =
  | 'average'
  | 'fifo';

/** Theme names as stored in user settings (spec §4). */
export type ThemeName =
  | 'blue'
  | 'dark'
  | 'default'
  | 'green'
  | 'indigo'
  | 'light'
  | 'system';

/** A display currency a user may choose (spec §9). */
export type UserCurrency =
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'USD';

export type UserSettingInput = {
  costMethod?: CostMethod | null | undefined;
  currency?: UserCurrency | null | undefined;
  name?: string | null | undefined;
  theme?: ThemeName | null | undefined;
  tourGuides?: { [key: string]: unknown } | unknown[] | null | undefined;
  userLocale?: string | null | undefined;
};

export type AuditUserMutationVariables = Exact<{
  auditInput?: AuditInput | null | undefined;
}>;


export type AuditUserMutation = { auditUser: { tourGuides: { [key: string]: unknown } | unknown[], signUpCurrency: UserCurrency, fullFeatureEnabled: boolean, stripeId: string | null, _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string } };

export type DeleteAnonymousUserMutationVariables = Exact<{
  uid: string;
}>;


export type DeleteAnonymousUserMutation = { deleteAnonymousUser: boolean };

export type CurrentUser_UserFragment = { _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string };

export type DeleteUserAccountMutationVariables = Exact<{
  confirm?: boolean | null | undefined;
}>;


export type DeleteUserAccountMutation = { deleteUserAccount: boolean };

export type EditUserSettingMutationVariables = Exact<{
  userSettingInput: UserSettingInput;
}>;


export type EditUserSettingMutation = { editUserSetting: { _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string } };

export type RevocationSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RevocationSubscription = { revocation: { revokedAt: string } };

export type SignoutFromAllDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SignoutFromAllDevicesQuery = { signoutFromAllDevices: { revokedAt: string } };

export type UpdateUserCurrencyMutationVariables = Exact<{
  newUserCurrency: UserCurrency;
}>;


export type UpdateUserCurrencyMutation = { updateUserCurrency: { _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string } };

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
  provider
  providerToSignedIn
  emailVerified
  createdAt
}
    `;
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
    mutation DeleteAnonymousUser($uid: String!) {
  deleteAnonymousUser(uid: $uid)
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
 *   },
 * });
 */
export function useDeleteAnonymousUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAnonymousUserMutation, DeleteAnonymousUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAnonymousUserMutation, DeleteAnonymousUserMutationVariables>(DeleteAnonymousUserDocument, options);
      }
export type DeleteAnonymousUserMutationHookResult = ReturnType<typeof useDeleteAnonymousUserMutation>;
export type DeleteAnonymousUserMutationResult = ApolloReactCommon.MutationResult<DeleteAnonymousUserMutation>;
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
    mutation UpdateUserCurrency($newUserCurrency: UserCurrency!) {
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