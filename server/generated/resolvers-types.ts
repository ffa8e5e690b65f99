import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { OwnedRecordRow } from '../modules/shared/ownedRecords.repository';
import { AccountRow } from '../modules/brokers/brokers.repository';
import { DashboardRow } from '../modules/dashboards/dashboards.repository';
import { EmbedRow } from '../modules/embeds/embeds.repository';
import { TransactionRow } from '../ledger/transactions.repository';
import { SummaryFigures, HoldingAnswer, HoldingReturnFigures, PriceGapFigures } from '../modules/analytics/analytics.service';
import { RiskFigures as EngineRiskFigures } from '../portfolio/risk';
import { DividendAnswer, HoldingDividendAnswer, PayoutAnswer } from '../modules/analytics/dividendAnswer';
import { Timeline as TimelineFigures, TimelineBucket as TimelineBucketFigures } from '../modules/analytics/bucketTransactions';
import { QuoteRow } from '../modules/market/marketWidgets.service';
import { ConversationRow, MessageRow } from '../modules/assistant/assistant.repository';
import { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string. Transaction dates are returned without a trailing Z. */
  DateTime: { input: string; output: string; }
  /**
   * A display currency a user may choose, as its ISO 4217 code: any currency the FX source publishes
   * (the ECB's reference currencies and the euro: EUR, USD, GBP, CAD, AUD, CHF, JPY, SEK, ...).
   * Another code is refused as BAD_USER_INPUT naming the argument.
   */
  DisplayCurrency: { input: import('../../common/displayCurrencies').DisplayCurrency; output: import('../../common/displayCurrencies').DisplayCurrency; }
  /** Free-form JSON: dashboard layouts and widgets, widget configs, tour progress. */
  JSON: { input: { [key: string]: unknown } | unknown[]; output: { [key: string]: unknown } | unknown[] | import('../kernel/rawJson').RawJson; }
  /** One of the spec's transaction kinds: Buy, Sell, Income, Split, DRIP, Spin-Off, Merge. */
  TransactionType: { input: import('../../common/transactionKinds').TransactionKind; output: import('../../common/transactionKinds').TransactionKind; }
};

export type Account = {
  __typename?: 'Account';
  _id: Scalars['ID']['output'];
  /** Its cash may go below zero: otherwise a withdrawal or conversion larger than the balance is refused. */
  allowsOverdraft: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Its trades move its portfolio's cash in the trade currency (buys take, sales and income give). Off: only securities are tracked. */
  settlesTrades: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AccountInput = {
  /** Omitted: off for a new account, unchanged on an edit. Turning it off is refused while a balance is below zero. */
  allowsOverdraft?: InputMaybe<Scalars['Boolean']['input']>;
  broker_Id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Omitted: off for a new account, unchanged on an edit. Changing it recomputes the account's trades. */
  settlesTrades?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * What the analytics queries look at. Dates are yyyy-MM-dd. asOf means as things stood at the close
 * of that date (default today); from/to bound the series and returns (default: from the first
 * transaction to asOf). currency defaults to the user's display currency.
 */
export type AnalyticsFilter = {
  asOf?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['DisplayCurrency']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  holdingType?: InputMaybe<HoldingTypeFilter>;
  includePastHoldings?: InputMaybe<Scalars['Boolean']['input']>;
  portfolio_Ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * Only securities of these sectors (Stock.sector; "Unknown" for those without one); absent or
   * empty for every sector. Cash is in no sector. At most 50 names of at most 100 characters.
   */
  sector?: InputMaybe<Array<Scalars['String']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** One of the user's conversations (at most 200: a new one past that drops the least recently active). */
export type AssistantConversation = {
  __typename?: 'AssistantConversation';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Oldest first. */
  messages: Array<AssistantMessage>;
  /** The first prompt, shortened. */
  title: Scalars['String']['output'];
  /** Prompt and completion tokens of every answer in it. */
  tokensUsed: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One event of an answer as it is written; every answer ends with one done or one error. */
export type AssistantEvent = {
  __typename?: 'AssistantEvent';
  /** done and error: the balance after the answer's debits (null when billing is off). */
  balance?: Maybe<Scalars['Float']['output']>;
  completionTokens?: Maybe<Scalars['Int']['output']>;
  conversation_Id: Scalars['ID']['output'];
  error?: Maybe<Scalars['String']['output']>;
  figures?: Maybe<Array<AssistantFigure>>;
  kind: AssistantEventKind;
  /** The assistant's message being written. */
  message_Id: Scalars['ID']['output'];
  promptTokens?: Maybe<Scalars['Int']['output']>;
  status?: Maybe<AssistantMessageStatus>;
  text?: Maybe<Scalars['String']['output']>;
  tool?: Maybe<AssistantToolCall>;
  /** error of a spent balance: the top-up page. */
  topUpLink?: Maybe<Scalars['String']['output']>;
  /** started: the user's message. */
  userMessage_Id?: Maybe<Scalars['ID']['output']>;
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

/** A number an answer quotes, with the app route of the screen or widget it comes from. */
export type AssistantFigure = {
  __typename?: 'AssistantFigure';
  label: Scalars['String']['output'];
  /** An app route, e.g. /app/transaction or /app/token-top-up-prices. */
  link: Scalars['String']['output'];
  /** As the tool gave it (amounts with their currency, fractions as percentages). */
  value: Scalars['String']['output'];
};

export type AssistantMessage = {
  __typename?: 'AssistantMessage';
  _id: Scalars['ID']['output'];
  completionTokens: Scalars['Int']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Why the answer stopped (failed or refused). */
  error?: Maybe<Scalars['String']['output']>;
  figures: Array<AssistantFigure>;
  /** Tokens the answer's model calls used (0 for the user's own messages). */
  promptTokens: Scalars['Int']['output'];
  role: AssistantRole;
  status: AssistantMessageStatus;
  toolCalls: Array<AssistantToolCall>;
};

/** streaming: being written; done: released after its tokens were debited; failed: stopped by an error or timeout (what was written is kept); refused: not answered (no balance). */
export type AssistantMessageStatus =
  | 'done'
  | 'failed'
  | 'refused'
  | 'streaming';

export type AssistantRole =
  | 'assistant'
  | 'user';

/** Whether the assistant can answer, and what it needs. */
export type AssistantStatus = {
  __typename?: 'AssistantStatus';
  /** The signed-in user's agent-token balance (what an answer spends). */
  balance: Scalars['Float']['output'];
  configured: Scalars['Boolean']['output'];
  /** When not configured: how an administrator turns it on (null when configured). */
  howToConfigure?: Maybe<Scalars['String']['output']>;
  /** The longest prompt accepted, in characters. */
  maxPromptLength: Scalars['Int']['output'];
  /** False only when billing is off on this installation: answers are then not metered. */
  metered: Scalars['Boolean']['output'];
  /** The model answers come from; null when not configured. */
  model?: Maybe<Scalars['String']['output']>;
  /** The app route where tokens are topped up. */
  topUpLink: Scalars['String']['output'];
};

/** A read-only tool the assistant called for an answer. */
export type AssistantToolCall = {
  __typename?: 'AssistantToolCall';
  /** The arguments as the model sent them (JSON text). */
  arguments: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** A short summary of what the tool returned (or its error). */
  summary: Scalars['String']['output'];
};

/** What the client knows at sign-in that the verified token does not carry. */
export type AuditInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  photoURL?: InputMaybe<Scalars['String']['input']>;
  /** Currency proposed for a new account (from the browser's locale); ignored for existing users. */
  signUpCurrency?: InputMaybe<Scalars['DisplayCurrency']['input']>;
  userLocale?: InputMaybe<Scalars['String']['input']>;
};

/** One day of a benchmark's cumulative return since the range's first day. */
export type BenchmarkPoint = {
  __typename?: 'BenchmarkPoint';
  date: Scalars['String']['output'];
  /** A fraction: 0.12 for +12 % since from. */
  value: Scalars['Float']['output'];
};

/** A benchmark's time-weighted return over a range, from its adjusted closes (dividends reinvested). */
export type BenchmarkReturn = {
  __typename?: 'BenchmarkReturn';
  currency?: Maybe<Scalars['String']['output']>;
  /** The first and last day with a close in the range. */
  from?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  points: Array<BenchmarkPoint>;
  simulated: Scalars['Boolean']['output'];
  status: MarketAvailability;
  symbol: Scalars['String']['output'];
  to?: Maybe<Scalars['String']['output']>;
  twr?: Maybe<Scalars['Float']['output']>;
  twrAnnualised?: Maybe<Scalars['Float']['output']>;
};

/** How this install bills: real Stripe, the local Stripe stand-in (development), or no billing at all. */
export type BillingMode =
  | 'LOCAL'
  | 'OFF'
  | 'STRIPE';

/** What the product sells and gives: the plan, the top-ups and the trial (empty when billing is off). */
export type BillingOffer = {
  __typename?: 'BillingOffer';
  mode: BillingMode;
  plan?: Maybe<BillingPrice>;
  topUps: Array<BillingPrice>;
  trialDays: Scalars['Int']['output'];
  trialTokens: Scalars['Float']['output'];
};

export type BillingPortalLink = {
  __typename?: 'BillingPortalLink';
  url: Scalars['String']['output'];
};

/** A price the product offers: the subscription plan or a one-time token top-up. */
export type BillingPrice = {
  __typename?: 'BillingPrice';
  /** In major units of the price's currency (9 for 9.00 USD). */
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** month or year for the plan; null for a one-time top-up. */
  interval?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Agent tokens the price credits: each period for the plan, once for a top-up. */
  tokens: Scalars['Float']['output'];
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

/** What a bulk create reports (createBrokers returns a raw result). */
export type BulkCreateResult = {
  __typename?: 'BulkCreateResult';
  insertedCount: Scalars['Int']['output'];
  insertedIds: Array<Scalars['ID']['output']>;
};

/** A portfolio's (or the filter's) cash in one currency. */
export type CashBalance = {
  __typename?: 'CashBalance';
  /** In the currency itself. */
  balance: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** In the filter's currency at the as-of rate; null when no rate is known. */
  value?: Maybe<Scalars['Float']['output']>;
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

export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

/** A split or dividend the market data knows and the ledger does not; accepted, it becomes a Split or an Income transaction. */
export type CorporateAction = {
  __typename?: 'CorporateAction';
  /** kind:portfolio:stock:date: the same proposal always has the same id. */
  _id: Scalars['ID']['output'];
  /** The account the transaction is filed in: the one that held most of the shares. */
  account_Id?: Maybe<Scalars['ID']['output']>;
  amountPerShare?: Maybe<Scalars['Float']['output']>;
  /** A dividend's currency and amounts: per share, gross, withheld tax at taxRate, net. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The split's day, or the dividend's ex-date (yyyy-MM-dd). */
  date: Scalars['String']['output'];
  gross?: Maybe<Scalars['Float']['output']>;
  kind: CorporateActionKind;
  net?: Maybe<Scalars['Float']['output']>;
  /** The dividend's pay date when known. */
  payDate?: Maybe<Scalars['String']['output']>;
  portfolioName: Scalars['String']['output'];
  portfolio_Id: Scalars['ID']['output'];
  ratioNew?: Maybe<Scalars['Int']['output']>;
  ratioOld?: Maybe<Scalars['Int']['output']>;
  /** A split's shares after it. */
  sharesAfter?: Maybe<Scalars['Float']['output']>;
  /** Shares held at the close before the date (pending splits before it applied). */
  sharesBefore: Scalars['Float']['output'];
  stockName?: Maybe<Scalars['String']['output']>;
  stock_Id: Scalars['ID']['output'];
  tax?: Maybe<Scalars['Float']['output']>;
  taxRate?: Maybe<Scalars['Float']['output']>;
  ticker: Scalars['String']['output'];
};

export type CorporateActionKind =
  | 'Dividend'
  | 'Split';

/** How the cost of sold shares is taken: average cost (the default) or first in, first out. */
export type CostMethod =
  | 'average'
  | 'fifo';

export type CreateTransactionResult = {
  __typename?: 'CreateTransactionResult';
  stocks: Array<CreatedStock>;
  transactions: Array<Transaction>;
};

export type CreatedEmbed = {
  __typename?: 'CreatedEmbed';
  embed: Embed;
  /** Shown once: only its hash is stored. */
  token: Scalars['String']['output'];
};

/** A stock created or found while creating transactions. */
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

/** The income expected in one calendar month of the next twelve, in PC, gross of taxes. */
export type DividendForecastMonth = {
  __typename?: 'DividendForecastMonth';
  /** The part from payouts the market has declared. */
  declared: Scalars['Float']['output'];
  estimated: Scalars['Float']['output'];
  /** declared + estimated. */
  income: Scalars['Float']['output'];
  /** yyyy-MM. */
  month: Scalars['String']['output'];
};

/** How often a security pays: the provider's word, or inferred from its dividend history. */
export type DividendFrequency =
  | 'annual'
  | 'irregular'
  | 'monthly'
  | 'quarterly'
  | 'semiannual';

/** The dividend income recorded in the ledger (Income and DRIP transactions) in one calendar month, in PC. */
export type DividendMonthIncome = {
  __typename?: 'DividendMonthIncome';
  fees: Scalars['Float']['output'];
  gross: Scalars['Float']['output'];
  /** yyyy-MM. */
  month: Scalars['String']['output'];
  /** gross − taxes − fees. */
  net: Scalars['Float']['output'];
  taxes: Scalars['Float']['output'];
};

/** One dividend of a held security: per share, and for the shares held when it went ex. */
export type DividendPayout = {
  __typename?: 'DividendPayout';
  /** Per share, in currency, as paid (not adjusted for later splits). */
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  declaredDate?: Maybe<Scalars['String']['output']>;
  exDate: Scalars['String']['output'];
  /** incomeTC in the filter's currency at the pay date's rate (the latest known for a future one); null without a rate. */
  income?: Maybe<Scalars['Float']['output']>;
  /** amount × shares, in currency. */
  incomeTC: Scalars['Float']['output'];
  /** The pay date; for an estimated payout, the expected one (ex-date plus the security's usual lag). */
  payDate?: Maybe<Scalars['String']['output']>;
  recordDate?: Maybe<Scalars['String']['output']>;
  /** Shares held over the filter's portfolios at the close before the ex-date (today's shares for a future ex-date). */
  shares: Scalars['Float']['output'];
  /** A one-off payment, far larger than the regular ones: left out of the rate, the growth and the forecast. */
  special: Scalars['Boolean']['output'];
  status: DividendPayoutStatus;
  stock: Stock;
};

/**
 * Where a payout stands as of the filter's asOf: paid (its pay date, or its ex-date when no pay date
 * is known, is on or before asOf), declared (announced by the market and not yet paid), or estimated
 * (projected from the forward rate over the security's frequency).
 */
export type DividendPayoutStatus =
  | 'declared'
  | 'estimated'
  | 'paid';

/** One calendar year of a security's regular dividends per share, adjusted to today's shares (after splits). */
export type DividendYear = {
  __typename?: 'DividendYear';
  amount: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

/** An owner's embed link (its token is never shown again after creation). */
export type Embed = {
  __typename?: 'Embed';
  _id: Scalars['ID']['output'];
  config: Scalars['JSON']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** null: never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The widget's title as the owner saw it, to recognise the embed in the profile's list. */
  title: Scalars['String']['output'];
  widgetName: Scalars['String']['output'];
};

export type EmbedInput = {
  config: Scalars['JSON']['input'];
  /** Days until the embed stops working; null or absent: never. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
  widgetName: Scalars['String']['input'];
};

/** What an embed page reads with its embed token: the widget and the owner's display settings. */
export type EmbeddedWidget = {
  __typename?: 'EmbeddedWidget';
  config: Scalars['JSON']['output'];
  currency: Scalars['DisplayCurrency']['output'];
  theme: ThemeName;
  title: Scalars['String']['output'];
  userLocale?: Maybe<Scalars['String']['output']>;
  widgetName: Scalars['String']['output'];
};

export type HeatmapTile = {
  __typename?: 'HeatmapTile';
  /** Today's change as a fraction; null before a quote is stored. */
  changePercent?: Maybe<Scalars['Float']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Unknown sectors are grouped under Other; a holding of an ETF or fund under 'ETFs and funds'. */
  sector: Scalars['String']['output'];
  /** Market value (holdings, in the answer's currency) or market capitalisation (screener, in the listing's currency). */
  size: Scalars['Float']['output'];
  symbol: Scalars['String']['output'];
};

export type HeatmapUniverse =
  /** The filter's holdings, sized by market value in the filter's currency. */
  | 'holdings'
  /** The screener's universe, sized by market capitalisation. */
  | 'screener';

/** One security's position over the filter's portfolios: TC figures in its currency, PC in the filter's. */
export type HoldingAnalytics = {
  __typename?: 'HoldingAnalytics';
  averageCostPC?: Maybe<Scalars['Float']['output']>;
  averageCostTC?: Maybe<Scalars['Float']['output']>;
  costBasisPC: Scalars['Float']['output'];
  costBasisTC: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** The security's dividend figures for the same filter (computed only when asked for; see portfolioDividends). */
  dividends?: Maybe<HoldingDividends>;
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
  /** Why this open holding's value rests on no current market or manual close; null when it does. */
  priceGap?: Maybe<PriceGapReason>;
  /** The price is the simulated provider's (offline mode): made-up data, labelled wherever shown. */
  priceSimulated: Scalars['Boolean']['output'];
  /** manual, provider or transaction (the last trade's price when nothing else is known). */
  priceSource?: Maybe<Scalars['String']['output']>;
  /** The price is more than 5 days older than asOf and not a manual one: a provider that stopped answering, a listing that stopped trading. */
  priceStale: Scalars['Boolean']['output'];
  /** The currency effect in realizedGainPC: per sale, the cost of the shares sold in TC at the sale's rate less their cost in PC. */
  realizedCurrencyGainPC: Scalars['Float']['output'];
  realizedGainPC: Scalars['Float']['output'];
  realizedGainTC: Scalars['Float']['output'];
  /**
   * The price effect in realizedGainPC: per sale, (net proceeds − cost of the shares sold) in TC at
   * the sale's rate. With realizedCurrencyGainPC it adds up to realizedGainPC.
   */
  realizedPriceGainPC: Scalars['Float']['output'];
  shares: Scalars['Float']['output'];
  stock: Stock;
  taxesPC: Scalars['Float']['output'];
  taxesTC: Scalars['Float']['output'];
  totalReturnPC?: Maybe<Scalars['Float']['output']>;
  totalReturnTC?: Maybe<Scalars['Float']['output']>;
  /**
   * The currency effect in unrealizedGainPC: the cost in TC at the as-of rate less the cost in PC at
   * the purchases' rates, costBasisTC × rate − costBasisPC. 0 for a holding in the filter's currency.
   */
  unrealizedCurrencyGainPC?: Maybe<Scalars['Float']['output']>;
  unrealizedGainPC?: Maybe<Scalars['Float']['output']>;
  unrealizedGainTC?: Maybe<Scalars['Float']['output']>;
  /**
   * The price effect in unrealizedGainPC: the TC gain at the as-of rate, (marketValueTC − costBasisTC)
   * × rate. With unrealizedCurrencyGainPC it adds up to unrealizedGainPC; null with it.
   */
  unrealizedPriceGainPC?: Maybe<Scalars['Float']['output']>;
  /** Share of the filter's market value (0..1). */
  weight?: Maybe<Scalars['Float']['output']>;
};

/** One security's dividend figures over the filter's portfolios. Money in PC unless named otherwise. */
export type HoldingDividends = {
  __typename?: 'HoldingDividends';
  /** The currency the security's dividends are paid in; null when it has never paid. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The market has not answered for this security yet: its figures count it as paying nothing. */
  dataPending: Scalars['Boolean']['output'];
  /** The dividend data is the simulated provider's (offline mode): made-up data, labelled wherever shown. */
  dataSimulated: Scalars['Boolean']['output'];
  /** forwardRate × shares, in PC at the as-of rate; null without a rate. */
  forwardIncome?: Maybe<Scalars['Float']['output']>;
  /**
   * The annual dividend per share going forward, in currency: the provider's forward rate, else the
   * regular dividends of the last twelve months; 0 for a security that pays nothing or stopped paying.
   */
  forwardRate: Scalars['Float']['output'];
  /** forwardIncome over the holding's market value; null without a price. */
  forwardYield?: Maybe<Scalars['Float']['output']>;
  /** forwardIncome over the holding's cost basis; null at zero cost. */
  forwardYieldAtCost?: Maybe<Scalars['Float']['output']>;
  frequency?: Maybe<DividendFrequency>;
  /** The compound annual growth of the regular dividend per share over the last 3 and 5 complete calendar years. */
  growth3Y?: Maybe<Scalars['Float']['output']>;
  growth5Y?: Maybe<Scalars['Float']['output']>;
  key: Scalars['ID']['output'];
  /** The next ex-date and pay date the market has declared, if any. */
  nextExDate?: Maybe<Scalars['String']['output']>;
  nextPayDate?: Maybe<Scalars['String']['output']>;
  /** Dividends over earnings, as the provider gives it (0.45 for 45 %). */
  payoutRatio?: Maybe<Scalars['Float']['output']>;
  /** Income recorded in the ledger for this security over the filter's range (gross, before taxes). */
  receivedIncome: Scalars['Float']['output'];
  shares: Scalars['Float']['output'];
  stock: Stock;
  /** The security's regular dividend per share per calendar year, oldest first (at most the last 20). */
  yearly: Array<DividendYear>;
};

export type HoldingReturn = {
  __typename?: 'HoldingReturn';
  key: Scalars['ID']['output'];
  /** The holding's volatility, downside deviation and maximum drawdown over the filter's range. */
  risk: RiskFigures;
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

/** The holding-type filters. */
export type HoldingTypeFilter =
  | 'ETF'
  | 'allHoldings'
  | 'allStocks'
  | 'dividendStocks'
  | 'funds'
  | 'nonDividendStocks';

export type ImportResult = {
  __typename?: 'ImportResult';
  importId: Scalars['ID']['output'];
  /** Transactions written. */
  inserted: Scalars['Int']['output'];
  /** Rows left out because the ledger already holds them (same TradeID, or same date, symbol, quantity and price). */
  skipped: Array<ImportRowProblem>;
};

/** One row of an import file, already read and normalised by the client. */
export type ImportRowInput = {
  ISIN?: InputMaybe<Scalars['String']['input']>;
  /** Spin-Off: the share of the cost basis that moves to the spun-off company (0 to 1). */
  costBasisFraction?: InputMaybe<Scalars['Float']['input']>;
  currency: Scalars['String']['input'];
  /** yyyy-MM-dd. */
  date: Scalars['String']['input'];
  exchangeShortName?: InputMaybe<Scalars['String']['input']>;
  fees?: InputMaybe<Scalars['Float']['input']>;
  /** As in TransactionInput (the app's own export carries it). */
  holdingDisplay?: InputMaybe<Scalars['String']['input']>;
  /** What the broker's file says the security is: stock, etf or fund. Kept as the user's own view of it; a provider's profile does not undo it. */
  holdingType?: InputMaybe<Scalars['String']['input']>;
  /** As in TransactionInput: false keeps the figures unconverted; true when not given. */
  isApplyExchangeRate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Split, Merge and Spin-Off: new shares for ratioOld old ones, as in TransactionInput. */
  ratioNew?: InputMaybe<Scalars['Int']['input']>;
  ratioOld?: InputMaybe<Scalars['Int']['input']>;
  /** The broker's trade id (IBKR TradeID): a row whose reference and ticker match a stored transaction is already imported. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** The row's line in the file (1-based, the header being line 1), named in problems. */
  row: Scalars['Int']['input'];
  shareprice: Scalars['Float']['input'];
  /** Positive; Sell rows are sells by their type, not by sign. */
  shares: Scalars['Float']['input'];
  /** Merge and Spin-Off: the holding the shares become or the company spun off. */
  targetTicker?: InputMaybe<Scalars['String']['input']>;
  taxes?: InputMaybe<Scalars['Float']['input']>;
  ticker: Scalars['String']['input'];
  /** Income paid as a lump sum (shares and shareprice 0), as in TransactionInput. */
  transactionValue?: InputMaybe<Scalars['Float']['input']>;
  type: Scalars['TransactionType']['input'];
};

/** A row the server refuses (validation) or leaves out (already imported). */
export type ImportRowProblem = {
  __typename?: 'ImportRowProblem';
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

export type ImportStage = {
  __typename?: 'ImportStage';
  importId: Scalars['ID']['output'];
  /** Rows of this part that cannot be written as they are: the commit refuses the import while any remain. */
  problems: Array<ImportRowProblem>;
  /** Rows staged so far in this import. */
  rowCount: Scalars['Int']['output'];
};

/** One indicator's last value and what it says (sell, neutral or buy). */
export type IndicatorReading = {
  __typename?: 'IndicatorReading';
  action: TechnicalRating;
  name: Scalars['String']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

export type Invoice = {
  __typename?: 'Invoice';
  /** In major units of the invoice's currency. */
  amount: Scalars['Float']['output'];
  /** The ISO code Stripe charged in (not a spec field: an amount needs its currency). */
  currency: Scalars['String']['output'];
  date: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  hosted_invoice_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  subscriptionId?: Maybe<Scalars['String']['output']>;
};

/** Whether the store can answer for a symbol: ready, pending (being fetched: ask again soon) or unknown (no provider knows it). */
export type MarketAvailability =
  | 'pending'
  | 'ready'
  | 'unknown';

/** What market data this server serves, for the label the UI shows when it is simulated. */
export type MarketDataStatus = {
  __typename?: 'MarketDataStatus';
  /** Providers failing right now, as 'name: reason'; the next provider or the stored history answers meanwhile. */
  failing: Array<Scalars['String']['output']>;
  /** live (Yahoo Finance, ECB reference rates), simulated (a demo of made-up data, chosen with MARKET_DATA=simulated) or offline (no provider reachable at start: manual prices, else last trade prices). */
  mode: Scalars['String']['output'];
  /** Providers in order of preference. */
  providers: Array<Scalars['String']['output']>;
  /** Why this mode was chosen at start. */
  reason: Scalars['String']['output'];
  simulated: Scalars['Boolean']['output'];
};

export type MarketNews = {
  __typename?: 'MarketNews';
  /** Newest first, at most 50. */
  articles: Array<NewsArticle>;
  simulated: Scalars['Boolean']['output'];
};

/**
 * A listing's price now, as the price widgets show it. Prices are in currency (the main unit: pence
 * already divided by 100); percents and yields are fractions (0.0123 for 1.23 %).
 */
export type MarketQuote = {
  __typename?: 'MarketQuote';
  /** When price was set (UTC). */
  at: Scalars['DateTime']['output'];
  /** Against the previous close, in currency. */
  change: Scalars['Float']['output'];
  changePercent: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  dayHigh?: Maybe<Scalars['Float']['output']>;
  dayLow?: Maybe<Scalars['Float']['output']>;
  dividendYield?: Maybe<Scalars['Float']['output']>;
  fiftyTwoWeekHigh?: Maybe<Scalars['Float']['output']>;
  fiftyTwoWeekLow?: Maybe<Scalars['Float']['output']>;
  logoURL?: Maybe<Scalars['String']['output']>;
  marketCap?: Maybe<Scalars['Float']['output']>;
  marketState: MarketState;
  name?: Maybe<Scalars['String']['output']>;
  open?: Maybe<Scalars['Float']['output']>;
  previousClose?: Maybe<Scalars['Float']['output']>;
  /** The regular session's last price. */
  price: Scalars['Float']['output'];
  /** Made-up data (MARKET_DATA=simulated): the UI labels it. */
  simulated: Scalars['Boolean']['output'];
  /** The last session's closes, oldest first, at most 100 points (5-minute bars, thinned): a price widget's sparkline. Empty before intraday bars are stored. */
  sparkline: Array<Scalars['Float']['output']>;
  /** Not refreshed as often as its market state asks (the provider is failing): shown with a mark. */
  stale: Scalars['Boolean']['output'];
  symbol: Scalars['String']['output'];
  trailingPE?: Maybe<Scalars['Float']['output']>;
  /** Shares traded in the session; null when not given (indices and currencies may have none). */
  volume?: Maybe<Scalars['Float']['output']>;
};

/** The quotes of the symbols asked for, in the order asked; the others are pending or unknown. */
export type MarketQuotes = {
  __typename?: 'MarketQuotes';
  /** Being fetched: the quotes arrive by the marketQuote subscription, or on the next read. */
  pending: Array<Scalars['String']['output']>;
  quotes: Array<MarketQuote>;
  /** No provider knows these symbols. */
  unknown: Array<Scalars['String']['output']>;
};

/** Whether a listing's market trades now. */
export type MarketState =
  | 'closed'
  | 'post'
  | 'pre'
  | 'regular';

export type Mutation = {
  __typename?: 'Mutation';
  /** Writes each pending action into the ledger (a Split, or an Income per share with its withholding tax), all or nothing; at most 500. Answers the new transactions' ids. An id not pending (accepted, dismissed, unknown or no longer matching the ledger) refuses the whole call with BAD_USER_INPUT naming it. */
  acceptCorporateActions: Array<Scalars['ID']['output']>;
  addAccountToBroker: Account;
  /** Adds a ticker at the end of the watchlist; one already on it stays where it is. */
  addWatchlistEntry: Watchlist;
  auditUser: User;
  /** Writes every staged row of the import into this portfolio and account in one transaction (rows already imported are skipped and listed), then forgets the stage. Refused while a row not in excludeRows has a problem. dryRun makes every check the commit makes, the ledger's included, and writes nothing. */
  commitImport: ImportResult;
  createBroker: Broker;
  createBrokers: BulkCreateResult;
  createDashboard: Dashboard;
  createDashboards: Array<Dashboard>;
  /** Makes a read-only link to one widget; the token is in the answer only. */
  createEmbed: CreatedEmbed;
  createPortfolio: Portfolio;
  createPortfolios: Array<Portfolio>;
  createTransaction: CreateTransactionResult;
  /** A new, empty watchlist at the end of the user's order. */
  createWatchlist: Watchlist;
  deleteAccount: Array<Scalars['ID']['output']>;
  /** Deletes the anonymous account a sign-in replaced. idToken, that anonymous account's own ID token, proves the caller was that visitor: without it nothing is deleted (FORBIDDEN). */
  deleteAnonymousUser: Scalars['Boolean']['output'];
  /** Deletes the conversation with its messages (their token debits stay in the ledger); returns its id. */
  deleteAssistantConversation: Scalars['ID']['output'];
  /** cascade: also delete the transactions filed under it (refused with IN_USE otherwise). */
  deleteBroker: Scalars['ID']['output'];
  deleteDashboard: Scalars['ID']['output'];
  deleteManualFxRates: Scalars['Int']['output'];
  deleteManualPrices: Scalars['Int']['output'];
  deletePortfolio: Scalars['ID']['output'];
  deleteTransactions: Array<Scalars['ID']['output']>;
  deleteUserAccount: Scalars['Boolean']['output'];
  /** Deletes the watchlist with its entries; returns its id. */
  deleteWatchlist: Scalars['ID']['output'];
  /** Forgets a staged import; NOT_FOUND when there is none. */
  discardImport: Scalars['Boolean']['output'];
  /** Dismisses pending actions for good, all or nothing; at most 500. Answers their ids. */
  dismissCorporateActions: Array<Scalars['ID']['output']>;
  editAccount: Account;
  editBroker: Broker;
  editDashboard: Array<Dashboard>;
  editPortfolio: Portfolio;
  editUserSetting: User;
  fetchAdditionalData: Array<Stock>;
  /** Marks every one of the user's notifications read. */
  markAllNotificationsRead: NotificationsRead;
  /** Marks these of the user's notifications read (at most 100); with one that is not theirs, none. */
  markNotificationsRead: NotificationsRead;
  /** Takes the entry off its watchlist; returns the watchlist. */
  removeWatchlistEntry: Watchlist;
  renameWatchlist: Watchlist;
  /** Puts the watchlist's entries in this order (all of them, each once). */
  reorderWatchlistEntries: Watchlist;
  /** Puts the user's watchlists in this order (all of them, each once). */
  reorderWatchlists: Array<Watchlist>;
  /** Stops the link working at once; revoking a revoked embed changes nothing. */
  revokeEmbed: Embed;
  /** Enters or corrects rates of a currency pair (1 base = rate quote); they take precedence over provider rates. */
  setManualFxRates: Array<RatePoint>;
  /** Enters or corrects closing prices (upsert by date); they take precedence over provider data for this user. */
  setManualPrices: Array<PricePoint>;
  setNotificationSettings: NotificationSettings;
  setWatchlistAlerts: WatchlistEntry;
  /** Stages a part of an import file (at most 10,000 rows; 200,000 per import); without importId a new import starts. Staged rows expire 24 hours after the first part. */
  stageImport: ImportStage;
  /** Pushes the user's chosen kinds to this browser from now on (at most 10 browsers: the oldest is dropped); an endpoint another user had is moved to this one. */
  subscribePush: Scalars['Boolean']['output'];
  /** Stops pushing to this browser; false when the user has no such subscription. */
  unsubscribePush: Scalars['Boolean']['output'];
  updateTransactionStats: Array<Transaction>;
  updateUserCurrency: User;
};


export type MutationAcceptCorporateActionsArgs = {
  action_Ids: Array<Scalars['ID']['input']>;
};


export type MutationAddAccountToBrokerArgs = {
  accountInput: AccountInput;
};


export type MutationAddWatchlistEntryArgs = {
  symbol: Scalars['String']['input'];
  watchlist_Id: Scalars['ID']['input'];
};


export type MutationAuditUserArgs = {
  auditInput?: InputMaybe<AuditInput>;
};


export type MutationCommitImportArgs = {
  account_Id: Scalars['ID']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  excludeRows?: InputMaybe<Array<Scalars['Int']['input']>>;
  importId: Scalars['ID']['input'];
  portfolio_Id: Scalars['ID']['input'];
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


export type MutationCreateEmbedArgs = {
  embedInput: EmbedInput;
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


export type MutationCreateWatchlistArgs = {
  name: Scalars['String']['input'];
};


export type MutationDeleteAccountArgs = {
  account_Ids: Array<Scalars['ID']['input']>;
  broker_Id: Scalars['ID']['input'];
  cascade?: InputMaybe<Scalars['Boolean']['input']>;
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteAnonymousUserArgs = {
  idToken?: InputMaybe<Scalars['String']['input']>;
  uid: Scalars['String']['input'];
};


export type MutationDeleteAssistantConversationArgs = {
  conversation_Id: Scalars['ID']['input'];
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


export type MutationDeleteWatchlistArgs = {
  watchlist_Id: Scalars['ID']['input'];
};


export type MutationDiscardImportArgs = {
  importId: Scalars['ID']['input'];
};


export type MutationDismissCorporateActionsArgs = {
  action_Ids: Array<Scalars['ID']['input']>;
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


export type MutationMarkNotificationsReadArgs = {
  notification_Ids: Array<Scalars['ID']['input']>;
};


export type MutationRemoveWatchlistEntryArgs = {
  entry_Id: Scalars['ID']['input'];
};


export type MutationRenameWatchlistArgs = {
  name: Scalars['String']['input'];
  watchlist_Id: Scalars['ID']['input'];
};


export type MutationReorderWatchlistEntriesArgs = {
  entry_Ids: Array<Scalars['ID']['input']>;
  watchlist_Id: Scalars['ID']['input'];
};


export type MutationReorderWatchlistsArgs = {
  watchlist_Ids: Array<Scalars['ID']['input']>;
};


export type MutationRevokeEmbedArgs = {
  embed_Id: Scalars['ID']['input'];
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


export type MutationSetNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


export type MutationSetWatchlistAlertsArgs = {
  alerts: WatchlistAlertsInput;
  entry_Id: Scalars['ID']['input'];
};


export type MutationStageImportArgs = {
  importId?: InputMaybe<Scalars['ID']['input']>;
  rows: Array<ImportRowInput>;
};


export type MutationSubscribePushArgs = {
  input: PushSubscriptionInput;
};


export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateTransactionStatsArgs = {
  transactionInput: Array<TransactionInput>;
};


export type MutationUpdateUserCurrencyArgs = {
  newUserCurrency: Scalars['DisplayCurrency']['input'];
};

export type NamedRef = {
  __typename?: 'NamedRef';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type NewsArticle = {
  __typename?: 'NewsArticle';
  /** Stable per article (its address). */
  id: Scalars['ID']['output'];
  publishedAt: Scalars['DateTime']['output'];
  publisher?: Maybe<Scalars['String']['output']>;
  /** The symbols it is about, among those asked for; empty for market news. */
  symbols: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** One notification: a kind, the security it concerns where it applies, a title, a body with the figures. */
export type Notification = {
  __typename?: 'Notification';
  _id: Scalars['ID']['output'];
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  kind: NotificationKind;
  read: Scalars['Boolean']['output'];
  /** The ticker it concerns; null for portfolio-wide and market-wide ones. */
  symbol?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

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

/** A page of the user's notifications, newest first, and how many are unread. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** More older ones match: ask again with before set to the last one's createdAt. */
  hasMore: Scalars['Boolean']['output'];
  notifications: Array<Notification>;
  /** Unread ones of the filter's symbol and kinds, on every page (unreadOnly and before aside). */
  unreadCount: Scalars['Int']['output'];
};

/** How each kind reaches the user: made at all (enabled), by e-mail at once or in the daily digest, and as a browser notification. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** E-mail can be chosen: the server sends mail (MAIL) and the user has a verified address. */
  emailAvailable: Scalars['Boolean']['output'];
  emailDigest: Array<NotificationKind>;
  emailImmediate: Array<NotificationKind>;
  /** Why e-mail cannot be chosen, when it cannot; null when it can. */
  emailUnavailableReason?: Maybe<Scalars['String']['output']>;
  enabledKinds: Array<NotificationKind>;
  /** Kinds pushed to the browsers the user allowed (subscribePush), as they are made. */
  pushKinds: Array<NotificationKind>;
  /** The server's VAPID public key (base64url) for pushManager.subscribe; null when this server does not push. */
  pushPublicKey?: Maybe<Scalars['String']['output']>;
};

/** A field left out stays as it is; an e-mailed or pushed kind must be enabled. */
export type NotificationSettingsInput = {
  emailDigest?: InputMaybe<Array<NotificationKind>>;
  emailImmediate?: InputMaybe<Array<NotificationKind>>;
  enabledKinds?: InputMaybe<Array<NotificationKind>>;
  pushKinds?: InputMaybe<Array<NotificationKind>>;
};

/** What marking read changed: the notifications now read, and the user's unread count after (of every kind). */
export type NotificationsRead = {
  __typename?: 'NotificationsRead';
  notifications: Array<Notification>;
  unreadCount: Scalars['Int']['output'];
};

/** A research provider's view (Trading Central for Yahoo) over one horizon. */
export type OutlookHorizon = {
  __typename?: 'OutlookHorizon';
  /** bullish, bearish or neutral. */
  direction: Scalars['String']['output'];
  /** short, intermediate or long. */
  horizon: Scalars['String']['output'];
  score?: Maybe<Scalars['Float']['output']>;
};

export type Portfolio = {
  __typename?: 'Portfolio';
  _id: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  stocks: Array<Stock>;
};

/**
 * The dividend figures of the filter's holdings. Forward figures are as of asOf; received income and
 * the past payouts are over the filter's range (from, default one year before asOf, to asOf); the
 * forecast and the declared and estimated payouts cover the twelve months after asOf.
 */
export type PortfolioDividends = {
  __typename?: 'PortfolioDividends';
  asOf: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** The income of the declared payouts not yet paid. */
  declaredIncome: Scalars['Float']['output'];
  /** The twelve months after asOf's month. */
  forecast: Array<DividendForecastMonth>;
  /** The sum of the holdings' forwardIncome: the dividend income of the next twelve months at today's rates and shares. */
  forwardIncome: Scalars['Float']['output'];
  /** forwardIncome over the market value of every holding of the filter (payers or not); null without one. */
  forwardYield?: Maybe<Scalars['Float']['output']>;
  /** forwardIncome over their cost basis; null at zero cost. */
  forwardYieldAtCost?: Maybe<Scalars['Float']['output']>;
  /** The payers' growth3Y and growth5Y weighted by their forwardIncome. */
  growth3Y?: Maybe<Scalars['Float']['output']>;
  growth5Y?: Maybe<Scalars['Float']['output']>;
  /** Every security held in the filter, payers first by forwardIncome. */
  holdings: Array<HoldingDividends>;
  /**
   * The payouts of the held securities from the range's start to twelve months after asOf, by date,
   * at most 5,000 (the latest kept; payoutsTruncated says when some were left out).
   */
  payouts: Array<DividendPayout>;
  payoutsTruncated: Scalars['Boolean']['output'];
  /** Tickers whose dividend data the market has not answered for yet. */
  pendingData: Array<Scalars['String']['output']>;
  /** The income recorded per month over the filter's range, months without any included. */
  received: Array<DividendMonthIncome>;
  /** True when any dividend figure rests on simulated data (offline mode). */
  simulated: Scalars['Boolean']['output'];
  /** The holdings' payout ratios weighted by market value, over the payers whose ratio is known. */
  weightedPayoutRatio?: Maybe<Scalars['Float']['output']>;
};

export type PortfolioInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/**
 * Money figures in the filter's currency (PC). Without filter.from every figure is all time, to
 * asOf. With it the summary covers a range, from `from` to its end (asOf, or filter.to when that is
 * earlier, echoed in asOf): the flows (realised gains, income, taxes, fees, total return and its
 * percentage, unrealizedGainChange) count only what happened in the range, measured as the figures
 * at its end less those at the close before `from`; the values (market value, cost, unrealised gain,
 * cash, holding counts, net contributions) stand as of its end.
 */
export type PortfolioSummary = {
  __typename?: 'PortfolioSummary';
  /** The close the values stand at: the range's end. */
  asOf: Scalars['String']['output'];
  /** What purchases of securities cost, commissions included (in the range, when there is one); a deposit is not one. */
  bought: Scalars['Float']['output'];
  /**
   * Cash held as of asOf in the filter's currency (foreign cash at the as-of rate), summed over
   * cashBalances. marketValue, costBasis and the holding counts are the securities'; the gains,
   * income, taxes and fees include the cash's (interest, account fees and taxes, and the currency
   * gain of foreign cash).
   */
  cashBalance: Scalars['Float']['output'];
  /** The cash per currency (nonzero balances), in the currency's code order. */
  cashBalances: Array<CashBalance>;
  /** What the securities held cost, commissions included. */
  costBasis: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** Every fee paid, commissions included (in the range, when there is one). */
  fees: Scalars['Float']['output'];
  /** The range's first day (filter.from); null for all time. */
  from?: Maybe<Scalars['String']['output']>;
  holdingCount: Scalars['Int']['output'];
  holdingCountByType: Array<HoldingTypeCount>;
  /** Dividends and other income before taxes withheld (received in the range, when there is one). */
  income: Scalars['Float']['output'];
  /** The securities held, at the asOf close (held without any price: left out, see unpricedHoldings). */
  marketValue: Scalars['Float']['output'];
  /** Money put in minus money taken out (deposits less withdrawals, and trades not settled against cash), to asOf. */
  netContributions: Scalars['Float']['output'];
  /** Securities plus cash: marketValue + cashBalance. */
  netWorth: Scalars['Float']['output'];
  /** The securities' market value at the close before `from`: where the range started (null without a range). */
  openingMarketValue?: Maybe<Scalars['Float']['output']>;
  /** Securities held whose value rests on no current market or manual close as of asOf: every figure built on market value is marked with them. */
  priceGaps: Array<PriceGap>;
  realizedCurrencyGain: Scalars['Float']['output'];
  /** Gains and losses on shares sold (in the range, when there is one), after commissions. */
  realizedGain: Scalars['Float']['output'];
  /** realizedGain split the same way (they add up to it; see HoldingAnalytics.realizedPriceGainPC). */
  realizedPriceGain: Scalars['Float']['output'];
  /** Volatility, downside deviation and maximum drawdown over the filter's range. */
  risk: RiskFigures;
  /** True when any price in these figures is simulated (offline mode): the UI labels the figures. */
  simulatedPrices: Scalars['Boolean']['output'];
  /** Tickers held whose price is stale as of asOf (see HoldingAnalytics.priceStale). */
  stalePriceHoldings: Array<Scalars['String']['output']>;
  /** Taxes paid or withheld (in the range, when there is one). */
  taxes: Scalars['Float']['output'];
  /**
   * realised + unrealised + income − taxes − fees on income. Over a range, the gain made in it:
   * realizedGain + unrealizedGainChange + income − taxes − fees on income, all in the range.
   */
  totalReturn: Scalars['Float']['output'];
  /**
   * totalReturn over the amount invested: all time, `bought`; over a range, what was at work in it,
   * openingMarketValue + `bought` (in the range). Null when that is nothing.
   */
  totalReturnPercent?: Maybe<Scalars['Float']['output']>;
  /** Time-weighted return over the filter's range, and per year. */
  twr?: Maybe<Scalars['Float']['output']>;
  twrAnnualised?: Maybe<Scalars['Float']['output']>;
  /** Tickers held without any price: left out of the value figures rather than counted as zero. */
  unpricedHoldings: Array<Scalars['String']['output']>;
  unrealizedCurrencyGain: Scalars['Float']['output'];
  /** The gain or loss on what is held, as of asOf (priced holdings; the cash's currency gain included). */
  unrealizedGain: Scalars['Float']['output'];
  /**
   * How much unrealizedGain changed over the range: as of asOf less as of the close before `from`
   * (the part of totalReturn not yet realised). Equal to unrealizedGain without a range.
   */
  unrealizedGainChange: Scalars['Float']['output'];
  /**
   * unrealizedGain split into what the prices and what the exchange rates made (they add up to it),
   * summed over the holdings (see HoldingAnalytics.unrealizedPriceGainPC).
   */
  unrealizedPriceGain: Scalars['Float']['output'];
  /** Money-weighted return (XIRR) over the filter's range. */
  xirr?: Maybe<Scalars['Float']['output']>;
};

/**
 * A security's candles over a range, as columns (entry i of each list is bar i, oldest first): one
 * list per field keeps 20 years of bars a few hundred KB of JSON instead of 5,000 objects.
 */
export type PriceBars = {
  __typename?: 'PriceBars';
  /** Closes adjusted for splits and dividends (daily bars; null where unknown), for total-return comparisons. */
  adjClose: Array<Maybe<Scalars['Float']['output']>>;
  close: Array<Scalars['Float']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  high: Array<Scalars['Float']['output']>;
  /** The bar length: 1d, or 5m / 15m for the intraday ranges. */
  interval: Scalars['String']['output'];
  low: Array<Scalars['Float']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  open: Array<Scalars['Float']['output']>;
  /**
   * The close the range is measured from: the previous session's for 1D (a quote's day change), the
   * last close before the first bar for daily ranges; null when none is stored (then the first bar's
   * open).
   */
  previousClose?: Maybe<Scalars['Float']['output']>;
  range: ChartRange;
  simulated: Scalars['Boolean']['output'];
  status: MarketAvailability;
  /** The symbol as asked for (normalised). */
  symbol: Scalars['String']['output'];
  /** Start of each bar in seconds since the epoch (UTC); a daily bar at 00:00 UTC of its day. */
  time: Array<Scalars['Float']['output']>;
  /** Null where the source gave none. */
  volume: Array<Maybe<Scalars['Float']['output']>>;
};

export type PriceGap = {
  __typename?: 'PriceGap';
  reason: PriceGapReason;
  stock: Stock;
};

/** Why a held security's value is not a current market or manual close. */
export type PriceGapReason =
  /** No manual or provider close on or before asOf: valued at the price of its own last trade. */
  | 'lastTrade'
  /** No price at all (or no rate into the filter's currency): left out of the value figures. */
  | 'noPrice'
  /** Its latest close is more than 5 days older than asOf (see HoldingAnalytics.priceStale). */
  | 'stale';

export type PricePoint = {
  __typename?: 'PricePoint';
  close: Scalars['Float']['output'];
  date: Scalars['String']['output'];
};

export type PricePointInput = {
  close: Scalars['Float']['input'];
  date: Scalars['String']['input'];
};

/** A browser's push subscription (PushSubscription.toJSON()): its push service endpoint and keys, base64url. */
export type PushSubscriptionInput = {
  /** The browser's auth secret (16 bytes). */
  auth: Scalars['String']['input'];
  /** An https: address of a known push service, at most 2,048 characters. */
  endpoint: Scalars['String']['input'];
  /** The browser's P-256 public key (65 bytes). */
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  PortfolioStockTransactions: Array<Portfolio>;
  UserBrokerAccount: Array<Broker>;
  /**
   * All of the user's transactions (newest first, like UserTransactions) as one compact JSON object:
   * { version: 1, columns: [Transaction field names, nested ones as "account.name"], rows: [[one value
   * per column], ...] }. For screens that show the whole ledger: a client cache stores this as one
   * value, where 100,000 Transaction objects take minutes to normalise.
   */
  UserTransactionTable: Scalars['JSON']['output'];
  UserTransactions: Array<Transaction>;
  /** One of the user's conversations; another user's is "Conversation does not exist!". */
  assistantConversation: AssistantConversation;
  /** The signed-in user's conversations, most recently active first. */
  assistantConversations: Array<AssistantConversation>;
  assistantStatus: AssistantStatus;
  /** The symbol's same-period time-weighted return, to compare a portfolio with (from and to are yyyy-MM-dd; to defaults to today). */
  benchmarkReturn: BenchmarkReturn;
  /** The plan, the top-ups and the trial on offer (not a spec call: the pricing table needs amounts). */
  billingOffer: BillingOffer;
  cancelSubscription: SubscriptionChange;
  createCheckoutSession: CheckoutSession;
  createTopUpCheckoutSession: CheckoutSession;
  /** Only with an embed token (Authorization: Embed <token>), and only for the embed's own widget. */
  embeddedWidget: EmbeddedWidget;
  generateBillingPortalLink: BillingPortalLink;
  getStripeInvoices: Array<Invoice>;
  getSubscriptionStatus: SubscriptionStatus;
  getTokenBalance: TokenBalance;
  holdingReturns: Array<HoldingReturn>;
  manualFxRates: Array<RatePoint>;
  manualPrices: Array<PricePoint>;
  marketDataStatus: MarketDataStatus;
  /** Headlines about these symbols (at most 50) and the market; without symbols, the filter's holdings. */
  marketNews: MarketNews;
  /** Quotes of these symbols (at most 50); without symbols, the securities held in the filter's portfolios. */
  marketQuotes: MarketQuotes;
  notificationSettings: NotificationSettings;
  /** Splits and dividends the market data knows and the ledger does not, oldest first (at most 2,000); filtered by portfolio and stock when given. With autoApplySplits on, pending splits are accepted first. */
  pendingCorporateActions: Array<CorporateAction>;
  /** The dividend figures of the filter's holdings, for the dividend widgets. */
  portfolioDividends: PortfolioDividends;
  portfolioHoldings: Array<HoldingAnalytics>;
  portfolioSummary: PortfolioSummary;
  portfolioValueSeries: Array<ValuePoint>;
  /** Candles of each symbol (at most 3: a security and what it is compared with) over the range. */
  priceBars: Array<PriceBars>;
  renewSubscription: SubscriptionChange;
  signoutFromAllDevices: Revocation;
  stockHeatmap: StockHeatmap;
  stockScreener: StockScreener;
  technicalAnalysis: TechnicalAnalysis;
  /** The transactions per period and kind, for the transaction timeline widget. */
  transactionTimeline: TransactionTimeline;
  userDashboards: Array<Dashboard>;
  /** The signed-in owner's embeds, newest first, revoked ones included. */
  userEmbeds: Array<Embed>;
  /** The signed-in user's notifications, newest first (limit 1 to 100, default 50), filtered when asked. */
  userNotifications: NotificationPage;
  /** The signed-in user's watchlists in their order, with their entries. */
  userWatchlists: Array<Watchlist>;
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


export type QueryAssistantConversationArgs = {
  conversation_Id: Scalars['ID']['input'];
};


export type QueryBenchmarkReturnArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  symbol: Scalars['String']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
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


export type QueryEmbeddedWidgetArgs = {
  widgetName: Scalars['String']['input'];
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


export type QueryMarketNewsArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
  includeMarket?: InputMaybe<Scalars['Boolean']['input']>;
  symbols?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryMarketQuotesArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
  symbols?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryPendingCorporateActionsArgs = {
  portfolio_Id?: InputMaybe<Scalars['ID']['input']>;
  stock_Id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPortfolioDividendsArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
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


export type QueryPriceBarsArgs = {
  range: ChartRange;
  symbols: Array<Scalars['String']['input']>;
};


export type QueryRenewSubscriptionArgs = {
  subscriptionId: Scalars['String']['input'];
};


export type QueryStockHeatmapArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
  universe: HeatmapUniverse;
};


export type QueryTechnicalAnalysisArgs = {
  symbol: Scalars['String']['input'];
};


export type QueryTransactionTimelineArgs = {
  input: TransactionTimelineInput;
};


export type QueryUserNotificationsArgs = {
  before?: InputMaybe<Scalars['DateTime']['input']>;
  kinds?: InputMaybe<Array<NotificationKind>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
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

/**
 * Risk over the filter's range (from/to), from the daily returns the time-weighted return chains:
 * r = value / (previous value + the day's net money put in) − 1, so a deposit or a buy is not a gain
 * and days with nothing held are skipped. A weekend's returns count on the following Monday (on the
 * range's last day when it ends on a weekend), so deviations are over weekday returns. Ratios:
 * 0.2 is 20 %.
 */
export type RiskFigures = {
  __typename?: 'RiskFigures';
  /** Annualised downside deviation: √(Σ min(r, 0)² / n) × √252 over the same n returns. Null with fewer than two. */
  downsideDeviation?: Maybe<Scalars['Float']['output']>;
  /**
   * The largest fall of the time-weighted index from a peak (0.25: 25 % below it), from the first close
   * with something held; money put in does not lift the index. 0 when it never fell; null when nothing
   * was held in the range.
   */
  maxDrawdown?: Maybe<Scalars['Float']['output']>;
  /** Calendar days from the peak to the trough; null when nothing fell. */
  maxDrawdownDurationDays?: Maybe<Scalars['Int']['output']>;
  /** The close (yyyy-MM-dd) of the peak the largest fall started from; null when nothing fell. */
  maxDrawdownPeak?: Maybe<Scalars['String']['output']>;
  /** The lowest close of that fall (yyyy-MM-dd); null when nothing fell. */
  maxDrawdownTrough?: Maybe<Scalars['String']['output']>;
  /** The first close after the trough back at the peak's level (yyyy-MM-dd); null when it has not recovered by the range's end. */
  recoveryDate?: Maybe<Scalars['String']['output']>;
  /** Calendar days from the trough to the recovery; null when not recovered. */
  recoveryDays?: Maybe<Scalars['Int']['output']>;
  /** Annualised volatility: the sample standard deviation of the weekday returns × √252. Null with fewer than two returns. */
  volatility?: Maybe<Scalars['Float']['output']>;
};

/** One listing of the screener's universe; units as in MarketQuote. */
export type ScreenerStock = {
  __typename?: 'ScreenerStock';
  changePercent: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  dividendYield?: Maybe<Scalars['Float']['output']>;
  exchange?: Maybe<Scalars['String']['output']>;
  fiftyTwoWeekHigh?: Maybe<Scalars['Float']['output']>;
  fiftyTwoWeekLow?: Maybe<Scalars['Float']['output']>;
  marketCap?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  sector?: Maybe<Scalars['String']['output']>;
  symbol: Scalars['String']['output'];
  trailingPE?: Maybe<Scalars['Float']['output']>;
};

/**
 * How much time one point of a value series stands for. A series longer than the point budget (2,000
 * days) is answered at the finest coarser resolution that fits: its first day, the last day of each
 * week (Sunday), month, quarter or year in between, and its last day.
 */
export type SeriesResolution =
  | 'day'
  | 'month'
  | 'quarter'
  | 'week'
  | 'year';

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
  /** The company's sector as the market data provider names it (Technology, Utilities…); null when it gives none (funds, ETFs). */
  sector?: Maybe<Scalars['String']['output']>;
  ticker: Scalars['String']['output'];
};

export type StockHeatmap = {
  __typename?: 'StockHeatmap';
  /** The currency of the sizes (holdings); null for the screener's market capitalisations. */
  currency?: Maybe<Scalars['String']['output']>;
  simulated: Scalars['Boolean']['output'];
  tiles: Array<HeatmapTile>;
  universe: HeatmapUniverse;
};

export type StockInput = {
  ISIN?: InputMaybe<Scalars['String']['input']>;
  exchangeCode?: InputMaybe<Scalars['String']['input']>;
  ticker: Scalars['String']['input'];
};

/** The screener's universe (at most 500 listings; the widget filters and sorts it) and today's movers. */
export type StockScreener = {
  __typename?: 'StockScreener';
  /** When the universe was fetched. */
  asOf?: Maybe<Scalars['DateTime']['output']>;
  /** Today's biggest gainers and losers, biggest first (at most 25 each). */
  gainers: Array<ScreenerStock>;
  losers: Array<ScreenerStock>;
  rows: Array<ScreenerStock>;
  simulated: Scalars['Boolean']['output'];
  status: MarketAvailability;
};

/** The per-user records clients listen to, pushed over WebSocket. */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Asks the assistant (prompt at most 4,000 characters) in this conversation, or in a new one
   * without conversation_Id, and streams the answer: started, text and tool events, then done or error.
   */
  askAssistant: AssistantEvent;
  /** Each new quote of these symbols (at most 50) as it is stored: open dashboards are pushed prices, never poll. */
  marketQuote: MarketQuote;
  /** Each notification made for the signed-in user, as it is made. */
  notificationAdded: Notification;
  /** The signed-in user's revocation record; clients sign out when revokedAt is after their token's auth time. */
  revocation: Revocation;
  /** The signed-in user's transaction_push record. */
  transactionPush: TransactionPush;
  /** The signed-in user's settings document (theme). */
  userDocument: UserDocument;
};


/** The per-user records clients listen to, pushed over WebSocket. */
export type SubscriptionAskAssistantArgs = {
  conversation_Id?: InputMaybe<Scalars['ID']['input']>;
  prompt: Scalars['String']['input'];
};


/** The per-user records clients listen to, pushed over WebSocket. */
export type SubscriptionMarketQuoteArgs = {
  symbols: Array<Scalars['String']['input']>;
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

/** Indicators computed from the stored daily bars (aggregated to weeks and months), with the provider's outlook when it has one. */
export type TechnicalAnalysis = {
  __typename?: 'TechnicalAnalysis';
  /** The last bar's day, yyyy-MM-dd. */
  asOf?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  lastClose?: Maybe<Scalars['Float']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  outlook?: Maybe<TechnicalOutlook>;
  simulated: Scalars['Boolean']['output'];
  status: MarketAvailability;
  symbol: Scalars['String']['output'];
  /** Day, week and month; a timeframe with too few bars for its indicators is left out. */
  timeframes: Array<TechnicalSummary>;
};

export type TechnicalOutlook = {
  __typename?: 'TechnicalOutlook';
  horizons: Array<OutlookHorizon>;
  provider?: Maybe<Scalars['String']['output']>;
  resistance?: Maybe<Scalars['Float']['output']>;
  stopLoss?: Maybe<Scalars['Float']['output']>;
  support?: Maybe<Scalars['Float']['output']>;
};

export type TechnicalRating =
  | 'buy'
  | 'neutral'
  | 'sell'
  | 'strongBuy'
  | 'strongSell';

/** The oscillators and moving averages over one timeframe's bars, and the summary of their actions. */
export type TechnicalSummary = {
  __typename?: 'TechnicalSummary';
  buy: Scalars['Int']['output'];
  movingAverageRating: TechnicalRating;
  movingAverages: Array<IndicatorReading>;
  neutral: Scalars['Int']['output'];
  oscillatorRating: TechnicalRating;
  oscillators: Array<IndicatorReading>;
  rating: TechnicalRating;
  /** The mean of every reading's action (sell −1, neutral 0, buy +1), from −1 to 1. */
  score: Scalars['Float']['output'];
  sell: Scalars['Int']['output'];
  timeframe: TechnicalTimeframe;
};

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

/** One period of the transaction timeline. */
export type TimelineBucket = {
  __typename?: 'TimelineBucket';
  /** Transactions in the period, of every kind. */
  count: Scalars['Int']['output'];
  /** The period's last day, yyyy-MM-dd. */
  end: Scalars['String']['output'];
  /** In the tooltip and the data table: 'November 2026', 'Week of 23 Nov 2026'. */
  longLabel: Scalars['String']['output'];
  /** Under the bar: 'Nov 26', 'Q4 26', '2026'. */
  shortLabel: Scalars['String']['output'];
  /** The period's first day, yyyy-MM-dd: unique within a timeline. */
  start: Scalars['String']['output'];
  /** Per kind with transactions in the period, in the kinds' order (a kind may total 0: a split moves no money). */
  totals: Array<TimelineKindTotal>;
};

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

/** One kind's figure in a timeline period: its value (display currency) or number of transactions, as the operation makes it. */
export type TimelineKindTotal = {
  __typename?: 'TimelineKindTotal';
  kind: Scalars['TransactionType']['output'];
  total: Scalars['Float']['output'];
};

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
  /** ratioNew ÷ ratioOld as a number, for sorting and charts (the ledger applies the two whole numbers). */
  ratio?: Maybe<Scalars['Float']['output']>;
  /** Split: new shares for ratioOld old ones (2 for 1; 1 for 10). Merge: the target's shares for ratioOld held. Spin-Off: the new holding's shares for ratioOld of the parent's, when given by a ratio. */
  ratioNew?: Maybe<Scalars['Int']['output']>;
  /** The old shares of the ratio: a whole number, like ratioNew. */
  ratioOld?: Maybe<Scalars['Int']['output']>;
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
  /** Split, Merge, Spin-Off: new shares for ratioOld old ones, two whole numbers above zero (see Transaction.ratioNew). */
  ratioNew?: InputMaybe<Scalars['Int']['input']>;
  ratioOld?: InputMaybe<Scalars['Int']['input']>;
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

/** The transaction timeline, bucketed on the server. */
export type TransactionTimeline = {
  __typename?: 'TransactionTimeline';
  /** Oldest first. */
  buckets: Array<TimelineBucket>;
  /** The day of the first and of the last of those, yyyy-MM-dd; null without any. */
  firstDate?: Maybe<Scalars['String']['output']>;
  /**
   * The grouping of the buckets: the one asked for, or the finest coarser one when it would make
   * more than 2,000 periods (all time by day over a long ledger).
   */
  groupBy: TimelineGroupBy;
  /** Kinds with a non-zero total in some bucket, in the kinds' order: the chart's series. */
  kinds: Array<Scalars['TransactionType']['output']>;
  lastDate?: Maybe<Scalars['String']['output']>;
  /** Transactions in the chosen portfolios at any date (for the empty chart's note). */
  ledgerCount: Scalars['Int']['output'];
  /** Transactions in the buckets; 0 is the empty chart. */
  transactionCount: Scalars['Int']['output'];
};

/**
 * The transaction timeline widget's settings. The chart is N whole periods, N being how many periods
 * start within the lookback interval (at least one); it ends with the current period, or the last
 * complete one when includeCurrentInterval is false. MAX starts at the period of the first transaction.
 */
export type TransactionTimelineInput = {
  /** The day taken as today, yyyy-MM-dd (default: today in UTC, as AnalyticsFilter.asOf). */
  asOf?: InputMaybe<Scalars['String']['input']>;
  dataset?: TimelineDataset;
  dateBy?: TimelineDateBy;
  groupBy: TimelineGroupBy;
  includeCurrentInterval: Scalars['Boolean']['input'];
  /** The lookback interval: 1D, 1W, 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y or MAX. */
  interval: Scalars['String']['input'];
  measure: TimelineMeasure;
  operation?: TimelineOperation;
  /** Only these portfolios' transactions; absent or empty: every portfolio. */
  portfolio_Ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  /** Proposed splits are accepted without asking (docs/decisions/0008). */
  autoApplySplits: Scalars['Boolean']['output'];
  /** Cost basis method for sold shares; changing it recomputes every transaction's stats. */
  costMethod: CostMethod;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['DisplayCurrency']['output'];
  currencySymbol: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  emailVerified: Scalars['Boolean']['output'];
  /** Returned by auditUser. */
  fullFeatureEnabled: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  photoURL?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  providerToSignedIn?: Maybe<Scalars['String']['output']>;
  signUpCurrency: Scalars['DisplayCurrency']['output'];
  stripeId?: Maybe<Scalars['String']['output']>;
  theme: ThemeName;
  tourGuides: Scalars['JSON']['output'];
  uid: Scalars['String']['output'];
  userLocale?: Maybe<Scalars['String']['output']>;
  /** The dividend withholding rate per country: every default, with the user's own rates over them. */
  withholdingRates: Array<WithholdingRate>;
};

/** The per-user settings document (displayName, email, theme). */
export type UserDocument = {
  __typename?: 'UserDocument';
  displayName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  theme: ThemeName;
};

export type UserSettingInput = {
  autoApplySplits?: InputMaybe<Scalars['Boolean']['input']>;
  costMethod?: InputMaybe<CostMethod>;
  currency?: InputMaybe<Scalars['DisplayCurrency']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<ThemeName>;
  tourGuides?: InputMaybe<Scalars['JSON']['input']>;
  userLocale?: InputMaybe<Scalars['String']['input']>;
  /** Rates to set (or, with a null rate, to return to the default), at most 100 countries. */
  withholdingRates?: InputMaybe<Array<WithholdingRateInput>>;
};

/** One day at the close: market value, value at cost and cumulative net contributions, in PC. */
export type ValuePoint = {
  __typename?: 'ValuePoint';
  cost: Scalars['Float']['output'];
  date: Scalars['String']['output'];
  netContributions: Scalars['Float']['output'];
  /** The series' resolution: the point is the close of its date, standing for its period. */
  resolution: SeriesResolution;
  value: Scalars['Float']['output'];
};

/** One of the user's watchlists (at most 20), its entries in the user's order (at most 500). */
export type Watchlist = {
  __typename?: 'Watchlist';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  entries: Array<WatchlistEntry>;
  name: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** An entry's alerts: a field left out stays as it is, null turns that alert off. */
export type WatchlistAlertsInput = {
  alertAbove?: InputMaybe<Scalars['Float']['input']>;
  alertBelow?: InputMaybe<Scalars['Float']['input']>;
  alertPriceChangePercent?: InputMaybe<Scalars['Float']['input']>;
};

/** A security on a watchlist, by ticker, with its alerts (null when off). */
export type WatchlistEntry = {
  __typename?: 'WatchlistEntry';
  _id: Scalars['ID']['output'];
  /** Alert when the price rises to this or above (above 0). */
  alertAbove?: Maybe<Scalars['Float']['output']>;
  /** Alert when the price falls to this or below (above 0, under alertAbove). */
  alertBelow?: Maybe<Scalars['Float']['output']>;
  /** Alert when the day's change reaches this many percent either way (above 0, at most 1,000). */
  alertPriceChangePercent?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The provider's forward dividend yield (a fraction), else its trailing one; null when unknown. */
  fwdDividendYield?: Maybe<Scalars['Float']['output']>;
  /** The listing's name, once the market data knows the symbol. */
  name?: Maybe<Scalars['String']['output']>;
  /** Dividends over earnings, as the provider gives it (0.45 for 45 %). */
  payoutRatio?: Maybe<Scalars['Float']['output']>;
  sortOrder: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
};

/** The share of a dividend a country withholds at source, as a fraction (0.15 for 15 %). */
export type WithholdingRate = {
  __typename?: 'WithholdingRate';
  /** ISO 3166-1 alpha-2 code. */
  country: Scalars['String']['output'];
  /** True when the rate is the default, not one the user set. */
  isDefault: Scalars['Boolean']['output'];
  rate: Scalars['Float']['output'];
};

export type WithholdingRateInput = {
  country: Scalars['String']['input'];
  /** A fraction from 0 to 1; null returns the country to its default. */
  rate?: InputMaybe<Scalars['Float']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountRow>;
  AccountInput: AccountInput;
  AnalyticsFilter: AnalyticsFilter;
  AssistantConversation: ResolverTypeWrapper<ConversationRow>;
  AssistantEvent: ResolverTypeWrapper<AssistantEvent>;
  AssistantEventKind: AssistantEventKind;
  AssistantFigure: ResolverTypeWrapper<AssistantFigure>;
  AssistantMessage: ResolverTypeWrapper<MessageRow>;
  AssistantMessageStatus: AssistantMessageStatus;
  AssistantRole: AssistantRole;
  AssistantStatus: ResolverTypeWrapper<AssistantStatus>;
  AssistantToolCall: ResolverTypeWrapper<AssistantToolCall>;
  AuditInput: AuditInput;
  BenchmarkPoint: ResolverTypeWrapper<BenchmarkPoint>;
  BenchmarkReturn: ResolverTypeWrapper<BenchmarkReturn>;
  BillingMode: BillingMode;
  BillingOffer: ResolverTypeWrapper<BillingOffer>;
  BillingPortalLink: ResolverTypeWrapper<BillingPortalLink>;
  BillingPrice: ResolverTypeWrapper<BillingPrice>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Broker: ResolverTypeWrapper<OwnedRecordRow>;
  BrokerInput: BrokerInput;
  BulkCreateResult: ResolverTypeWrapper<BulkCreateResult>;
  CashBalance: ResolverTypeWrapper<CashBalance>;
  ChartRange: ChartRange;
  CheckoutSession: ResolverTypeWrapper<CheckoutSession>;
  CorporateAction: ResolverTypeWrapper<CorporateAction>;
  CorporateActionKind: CorporateActionKind;
  CostMethod: CostMethod;
  CreateTransactionResult: ResolverTypeWrapper<Omit<CreateTransactionResult, 'transactions'> & { transactions: Array<ResolversTypes['Transaction']> }>;
  CreatedEmbed: ResolverTypeWrapper<Omit<CreatedEmbed, 'embed'> & { embed: ResolversTypes['Embed'] }>;
  CreatedStock: ResolverTypeWrapper<CreatedStock>;
  Dashboard: ResolverTypeWrapper<DashboardRow>;
  DashboardInput: DashboardInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DisplayCurrency: ResolverTypeWrapper<Scalars['DisplayCurrency']['output']>;
  DividendForecastMonth: ResolverTypeWrapper<DividendForecastMonth>;
  DividendFrequency: DividendFrequency;
  DividendMonthIncome: ResolverTypeWrapper<DividendMonthIncome>;
  DividendPayout: ResolverTypeWrapper<PayoutAnswer>;
  DividendPayoutStatus: DividendPayoutStatus;
  DividendYear: ResolverTypeWrapper<DividendYear>;
  Embed: ResolverTypeWrapper<EmbedRow>;
  EmbedInput: EmbedInput;
  EmbeddedWidget: ResolverTypeWrapper<EmbeddedWidget>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HeatmapTile: ResolverTypeWrapper<HeatmapTile>;
  HeatmapUniverse: HeatmapUniverse;
  HoldingAnalytics: ResolverTypeWrapper<HoldingAnswer>;
  HoldingDividends: ResolverTypeWrapper<HoldingDividendAnswer>;
  HoldingReturn: ResolverTypeWrapper<HoldingReturnFigures>;
  HoldingTypeCount: ResolverTypeWrapper<HoldingTypeCount>;
  HoldingTypeFilter: HoldingTypeFilter;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportResult: ResolverTypeWrapper<ImportResult>;
  ImportRowInput: ImportRowInput;
  ImportRowProblem: ResolverTypeWrapper<ImportRowProblem>;
  ImportStage: ResolverTypeWrapper<ImportStage>;
  IndicatorReading: ResolverTypeWrapper<IndicatorReading>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  MarketAvailability: MarketAvailability;
  MarketDataStatus: ResolverTypeWrapper<MarketDataStatus>;
  MarketNews: ResolverTypeWrapper<MarketNews>;
  MarketQuote: ResolverTypeWrapper<QuoteRow>;
  MarketQuotes: ResolverTypeWrapper<Omit<MarketQuotes, 'quotes'> & { quotes: Array<ResolversTypes['MarketQuote']> }>;
  MarketState: MarketState;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedRef: ResolverTypeWrapper<NamedRef>;
  NewsArticle: ResolverTypeWrapper<NewsArticle>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  NotificationsRead: ResolverTypeWrapper<NotificationsRead>;
  OutlookHorizon: ResolverTypeWrapper<OutlookHorizon>;
  Portfolio: ResolverTypeWrapper<OwnedRecordRow>;
  PortfolioDividends: ResolverTypeWrapper<DividendAnswer>;
  PortfolioInput: PortfolioInput;
  PortfolioSummary: ResolverTypeWrapper<SummaryFigures>;
  PriceBars: ResolverTypeWrapper<PriceBars>;
  PriceGap: ResolverTypeWrapper<PriceGapFigures>;
  PriceGapReason: PriceGapReason;
  PricePoint: ResolverTypeWrapper<PricePoint>;
  PricePointInput: PricePointInput;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatePoint: ResolverTypeWrapper<RatePoint>;
  RatePointInput: RatePointInput;
  Revocation: ResolverTypeWrapper<Revocation>;
  RiskFigures: ResolverTypeWrapper<EngineRiskFigures>;
  ScreenerStock: ResolverTypeWrapper<ScreenerStock>;
  SeriesResolution: SeriesResolution;
  Stock: ResolverTypeWrapper<Stock>;
  StockHeatmap: ResolverTypeWrapper<StockHeatmap>;
  StockInput: StockInput;
  StockScreener: ResolverTypeWrapper<StockScreener>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionChange: ResolverTypeWrapper<SubscriptionChange>;
  SubscriptionStatus: ResolverTypeWrapper<SubscriptionStatus>;
  TechnicalAnalysis: ResolverTypeWrapper<TechnicalAnalysis>;
  TechnicalOutlook: ResolverTypeWrapper<TechnicalOutlook>;
  TechnicalRating: TechnicalRating;
  TechnicalSummary: ResolverTypeWrapper<TechnicalSummary>;
  TechnicalTimeframe: TechnicalTimeframe;
  ThemeName: ThemeName;
  TimelineBucket: ResolverTypeWrapper<TimelineBucketFigures>;
  TimelineDataset: TimelineDataset;
  TimelineDateBy: TimelineDateBy;
  TimelineGroupBy: TimelineGroupBy;
  TimelineKindTotal: ResolverTypeWrapper<TimelineKindTotal>;
  TimelineMeasure: TimelineMeasure;
  TimelineOperation: TimelineOperation;
  TokenBalance: ResolverTypeWrapper<TokenBalance>;
  Transaction: ResolverTypeWrapper<TransactionRow>;
  TransactionInput: TransactionInput;
  TransactionPush: ResolverTypeWrapper<TransactionPush>;
  TransactionStock: ResolverTypeWrapper<TransactionStock>;
  TransactionTimeline: ResolverTypeWrapper<TimelineFigures>;
  TransactionTimelineInput: TransactionTimelineInput;
  TransactionType: ResolverTypeWrapper<Scalars['TransactionType']['output']>;
  User: ResolverTypeWrapper<User>;
  UserDocument: ResolverTypeWrapper<UserDocument>;
  UserSettingInput: UserSettingInput;
  ValuePoint: ResolverTypeWrapper<ValuePoint>;
  Watchlist: ResolverTypeWrapper<Watchlist>;
  WatchlistAlertsInput: WatchlistAlertsInput;
  WatchlistEntry: ResolverTypeWrapper<WatchlistEntry>;
  WithholdingRate: ResolverTypeWrapper<WithholdingRate>;
  WithholdingRateInput: WithholdingRateInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountRow;
  AccountInput: AccountInput;
  AnalyticsFilter: AnalyticsFilter;
  AssistantConversation: ConversationRow;
  AssistantEvent: AssistantEvent;
  AssistantFigure: AssistantFigure;
  AssistantMessage: MessageRow;
  AssistantStatus: AssistantStatus;
  AssistantToolCall: AssistantToolCall;
  AuditInput: AuditInput;
  BenchmarkPoint: BenchmarkPoint;
  BenchmarkReturn: BenchmarkReturn;
  BillingOffer: BillingOffer;
  BillingPortalLink: BillingPortalLink;
  BillingPrice: BillingPrice;
  Boolean: Scalars['Boolean']['output'];
  Broker: OwnedRecordRow;
  BrokerInput: BrokerInput;
  BulkCreateResult: BulkCreateResult;
  CashBalance: CashBalance;
  CheckoutSession: CheckoutSession;
  CorporateAction: CorporateAction;
  CreateTransactionResult: Omit<CreateTransactionResult, 'transactions'> & { transactions: Array<ResolversParentTypes['Transaction']> };
  CreatedEmbed: Omit<CreatedEmbed, 'embed'> & { embed: ResolversParentTypes['Embed'] };
  CreatedStock: CreatedStock;
  Dashboard: DashboardRow;
  DashboardInput: DashboardInput;
  DateTime: Scalars['DateTime']['output'];
  DisplayCurrency: Scalars['DisplayCurrency']['output'];
  DividendForecastMonth: DividendForecastMonth;
  DividendMonthIncome: DividendMonthIncome;
  DividendPayout: PayoutAnswer;
  DividendYear: DividendYear;
  Embed: EmbedRow;
  EmbedInput: EmbedInput;
  EmbeddedWidget: EmbeddedWidget;
  Float: Scalars['Float']['output'];
  HeatmapTile: HeatmapTile;
  HoldingAnalytics: HoldingAnswer;
  HoldingDividends: HoldingDividendAnswer;
  HoldingReturn: HoldingReturnFigures;
  HoldingTypeCount: HoldingTypeCount;
  ID: Scalars['ID']['output'];
  ImportResult: ImportResult;
  ImportRowInput: ImportRowInput;
  ImportRowProblem: ImportRowProblem;
  ImportStage: ImportStage;
  IndicatorReading: IndicatorReading;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  JSON: Scalars['JSON']['output'];
  MarketDataStatus: MarketDataStatus;
  MarketNews: MarketNews;
  MarketQuote: QuoteRow;
  MarketQuotes: Omit<MarketQuotes, 'quotes'> & { quotes: Array<ResolversParentTypes['MarketQuote']> };
  Mutation: Record<PropertyKey, never>;
  NamedRef: NamedRef;
  NewsArticle: NewsArticle;
  Notification: Notification;
  NotificationPage: NotificationPage;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  NotificationsRead: NotificationsRead;
  OutlookHorizon: OutlookHorizon;
  Portfolio: OwnedRecordRow;
  PortfolioDividends: DividendAnswer;
  PortfolioInput: PortfolioInput;
  PortfolioSummary: SummaryFigures;
  PriceBars: PriceBars;
  PriceGap: PriceGapFigures;
  PricePoint: PricePoint;
  PricePointInput: PricePointInput;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: Record<PropertyKey, never>;
  RatePoint: RatePoint;
  RatePointInput: RatePointInput;
  Revocation: Revocation;
  RiskFigures: EngineRiskFigures;
  ScreenerStock: ScreenerStock;
  Stock: Stock;
  StockHeatmap: StockHeatmap;
  StockInput: StockInput;
  StockScreener: StockScreener;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubscriptionChange: SubscriptionChange;
  SubscriptionStatus: SubscriptionStatus;
  TechnicalAnalysis: TechnicalAnalysis;
  TechnicalOutlook: TechnicalOutlook;
  TechnicalSummary: TechnicalSummary;
  TimelineBucket: TimelineBucketFigures;
  TimelineKindTotal: TimelineKindTotal;
  TokenBalance: TokenBalance;
  Transaction: TransactionRow;
  TransactionInput: TransactionInput;
  TransactionPush: TransactionPush;
  TransactionStock: TransactionStock;
  TransactionTimeline: TimelineFigures;
  TransactionTimelineInput: TransactionTimelineInput;
  TransactionType: Scalars['TransactionType']['output'];
  User: User;
  UserDocument: UserDocument;
  UserSettingInput: UserSettingInput;
  ValuePoint: ValuePoint;
  Watchlist: Watchlist;
  WatchlistAlertsInput: WatchlistAlertsInput;
  WatchlistEntry: WatchlistEntry;
  WithholdingRate: WithholdingRate;
  WithholdingRateInput: WithholdingRateInput;
}>;

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  allowsOverdraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settlesTrades?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AssistantConversationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssistantConversation'] = ResolversParentTypes['AssistantConversation']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['AssistantMessage']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokensUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AssistantEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssistantEvent'] = ResolversParentTypes['AssistantEvent']> = ResolversObject<{
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  completionTokens?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  conversation_Id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  figures?: Resolver<Maybe<Array<ResolversTypes['AssistantFigure']>>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AssistantEventKind'], ParentType, ContextType>;
  message_Id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promptTokens?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AssistantMessageStatus']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tool?: Resolver<Maybe<ResolversTypes['AssistantToolCall']>, ParentType, ContextType>;
  topUpLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userMessage_Id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AssistantFigureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssistantFigure'] = ResolversParentTypes['AssistantFigure']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssistantMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssistantMessage'] = ResolversParentTypes['AssistantMessage']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  completionTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  figures?: Resolver<Array<ResolversTypes['AssistantFigure']>, ParentType, ContextType>;
  promptTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AssistantRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AssistantMessageStatus'], ParentType, ContextType>;
  toolCalls?: Resolver<Array<ResolversTypes['AssistantToolCall']>, ParentType, ContextType>;
}>;

export type AssistantStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssistantStatus'] = ResolversParentTypes['AssistantStatus']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  howToConfigure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxPromptLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topUpLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssistantToolCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssistantToolCall'] = ResolversParentTypes['AssistantToolCall']> = ResolversObject<{
  arguments?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BenchmarkPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BenchmarkPoint'] = ResolversParentTypes['BenchmarkPoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BenchmarkReturnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BenchmarkReturn'] = ResolversParentTypes['BenchmarkReturn']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['BenchmarkPoint']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketAvailability'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  twrAnnualised?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type BillingOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingOffer'] = ResolversParentTypes['BillingOffer']> = ResolversObject<{
  mode?: Resolver<ResolversTypes['BillingMode'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['BillingPrice']>, ParentType, ContextType>;
  topUps?: Resolver<Array<ResolversTypes['BillingPrice']>, ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trialTokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BillingPortalLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingPortalLink'] = ResolversParentTypes['BillingPortalLink']> = ResolversObject<{
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BillingPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingPrice'] = ResolversParentTypes['BillingPrice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interval?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokens?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BrokerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Broker'] = ResolversParentTypes['Broker']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BulkCreateResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkCreateResult'] = ResolversParentTypes['BulkCreateResult']> = ResolversObject<{
  insertedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  insertedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CashBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashBalance'] = ResolversParentTypes['CashBalance']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CheckoutSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutSession'] = ResolversParentTypes['CheckoutSession']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CorporateActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorporateAction'] = ResolversParentTypes['CorporateAction']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  account_Id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  amountPerShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gross?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CorporateActionKind'], ParentType, ContextType>;
  net?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  portfolioName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portfolio_Id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ratioNew?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratioOld?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sharesAfter?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sharesBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stockName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_Id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  taxRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateTransactionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTransactionResult'] = ResolversParentTypes['CreateTransactionResult']> = ResolversObject<{
  stocks?: Resolver<Array<ResolversTypes['CreatedStock']>, ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
}>;

export type CreatedEmbedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedEmbed'] = ResolversParentTypes['CreatedEmbed']> = ResolversObject<{
  embed?: Resolver<ResolversTypes['Embed'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedStock'] = ResolversParentTypes['CreatedStock']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  exchangeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicatorColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layouts?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widgets?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DisplayCurrencyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DisplayCurrency'], any> {
  name: 'DisplayCurrency';
}

export type DividendForecastMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DividendForecastMonth'] = ResolversParentTypes['DividendForecastMonth']> = ResolversObject<{
  declared?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  income?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DividendMonthIncomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DividendMonthIncome'] = ResolversParentTypes['DividendMonthIncome']> = ResolversObject<{
  fees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DividendPayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DividendPayout'] = ResolversParentTypes['DividendPayout']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declaredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  income?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  incomeTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shares?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  special?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DividendPayoutStatus'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
}>;

export type DividendYearResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DividendYear'] = ResolversParentTypes['DividendYear']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmbedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Embed'] = ResolversParentTypes['Embed']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  config?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  widgetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmbeddedWidgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmbeddedWidget'] = ResolversParentTypes['EmbeddedWidget']> = ResolversObject<{
  config?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['DisplayCurrency'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['ThemeName'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userLocale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  widgetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HeatmapTileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HeatmapTile'] = ResolversParentTypes['HeatmapTile']> = ResolversObject<{
  changePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HoldingAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HoldingAnalytics'] = ResolversParentTypes['HoldingAnalytics']> = ResolversObject<{
  averageCostPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageCostTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  costBasisPC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costBasisTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dividends?: Resolver<Maybe<ResolversTypes['HoldingDividends']>, ParentType, ContextType>;
  feesPC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  feesTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  holdingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incomePC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  incomeTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketValuePC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketValueTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceGap?: Resolver<Maybe<ResolversTypes['PriceGapReason']>, ParentType, ContextType>;
  priceSimulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceStale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realizedCurrencyGainPC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  realizedGainPC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  realizedGainTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  realizedPriceGainPC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shares?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
  taxesPC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxesTC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalReturnPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalReturnTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unrealizedCurrencyGainPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unrealizedGainPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unrealizedGainTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unrealizedPriceGainPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type HoldingDividendsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HoldingDividends'] = ResolversParentTypes['HoldingDividends']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataSimulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forwardIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  forwardRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  forwardYield?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  forwardYieldAtCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['DividendFrequency']>, ParentType, ContextType>;
  growth3Y?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  growth5Y?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextExDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextPayDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  receivedIncome?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shares?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
  yearly?: Resolver<Array<ResolversTypes['DividendYear']>, ParentType, ContextType>;
}>;

export type HoldingReturnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HoldingReturn'] = ResolversParentTypes['HoldingReturn']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  risk?: Resolver<ResolversTypes['RiskFigures'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
  twr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  twrAnnualised?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  xirr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type HoldingTypeCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HoldingTypeCount'] = ResolversParentTypes['HoldingTypeCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportResult'] = ResolversParentTypes['ImportResult']> = ResolversObject<{
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inserted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['ImportRowProblem']>, ParentType, ContextType>;
}>;

export type ImportRowProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportRowProblem'] = ResolversParentTypes['ImportRowProblem']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportStageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportStage'] = ResolversParentTypes['ImportStage']> = ResolversObject<{
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['ImportRowProblem']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IndicatorReadingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndicatorReading'] = ResolversParentTypes['IndicatorReading']> = ResolversObject<{
  action?: Resolver<ResolversTypes['TechnicalRating'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hosted_invoice_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MarketDataStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketDataStatus'] = ResolversParentTypes['MarketDataStatus']> = ResolversObject<{
  failing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MarketNewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketNews'] = ResolversParentTypes['MarketNews']> = ResolversObject<{
  articles?: Resolver<Array<ResolversTypes['NewsArticle']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MarketQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketQuote'] = ResolversParentTypes['MarketQuote']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dayHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dayLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dividendYield?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fiftyTwoWeekHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fiftyTwoWeekLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  logoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketCap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketState?: Resolver<ResolversTypes['MarketState'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previousClose?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sparkline?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trailingPE?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MarketQuotesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketQuotes'] = ResolversParentTypes['MarketQuotes']> = ResolversObject<{
  pending?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quotes?: Resolver<Array<ResolversTypes['MarketQuote']>, ParentType, ContextType>;
  unknown?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptCorporateActions?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationAcceptCorporateActionsArgs, 'action_Ids'>>;
  addAccountToBroker?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationAddAccountToBrokerArgs, 'accountInput'>>;
  addWatchlistEntry?: Resolver<ResolversTypes['Watchlist'], ParentType, ContextType, RequireFields<MutationAddWatchlistEntryArgs, 'symbol' | 'watchlist_Id'>>;
  auditUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationAuditUserArgs>>;
  commitImport?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationCommitImportArgs, 'account_Id' | 'importId' | 'portfolio_Id'>>;
  createBroker?: Resolver<ResolversTypes['Broker'], ParentType, ContextType, RequireFields<MutationCreateBrokerArgs, 'brokerInput'>>;
  createBrokers?: Resolver<ResolversTypes['BulkCreateResult'], ParentType, ContextType, RequireFields<MutationCreateBrokersArgs, 'brokerInput'>>;
  createDashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType, RequireFields<MutationCreateDashboardArgs, 'dashboardInput'>>;
  createDashboards?: Resolver<Array<ResolversTypes['Dashboard']>, ParentType, ContextType, RequireFields<MutationCreateDashboardsArgs, 'dashboardInput'>>;
  createEmbed?: Resolver<ResolversTypes['CreatedEmbed'], ParentType, ContextType, RequireFields<MutationCreateEmbedArgs, 'embedInput'>>;
  createPortfolio?: Resolver<ResolversTypes['Portfolio'], ParentType, ContextType, RequireFields<MutationCreatePortfolioArgs, 'portfolioInput'>>;
  createPortfolios?: Resolver<Array<ResolversTypes['Portfolio']>, ParentType, ContextType, RequireFields<MutationCreatePortfoliosArgs, 'portfolioInput'>>;
  createTransaction?: Resolver<ResolversTypes['CreateTransactionResult'], ParentType, ContextType, RequireFields<MutationCreateTransactionArgs, 'transactionInput'>>;
  createWatchlist?: Resolver<ResolversTypes['Watchlist'], ParentType, ContextType, RequireFields<MutationCreateWatchlistArgs, 'name'>>;
  deleteAccount?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'account_Ids' | 'broker_Id'>>;
  deleteAnonymousUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAnonymousUserArgs, 'uid'>>;
  deleteAssistantConversation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAssistantConversationArgs, 'conversation_Id'>>;
  deleteBroker?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBrokerArgs, 'broker_Id'>>;
  deleteDashboard?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDashboardArgs, 'dashboard_Id'>>;
  deleteManualFxRates?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteManualFxRatesArgs, 'base' | 'dates' | 'quote'>>;
  deleteManualPrices?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteManualPricesArgs, 'dates' | 'stock_Id'>>;
  deletePortfolio?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePortfolioArgs, 'portfolio_Id'>>;
  deleteTransactions?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteTransactionsArgs, 'transaction_Ids'>>;
  deleteUserAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteUserAccountArgs>>;
  deleteWatchlist?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWatchlistArgs, 'watchlist_Id'>>;
  discardImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDiscardImportArgs, 'importId'>>;
  dismissCorporateActions?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDismissCorporateActionsArgs, 'action_Ids'>>;
  editAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationEditAccountArgs, 'accountInput' | 'account_Id'>>;
  editBroker?: Resolver<ResolversTypes['Broker'], ParentType, ContextType, RequireFields<MutationEditBrokerArgs, 'brokerInput' | 'broker_Id'>>;
  editDashboard?: Resolver<Array<ResolversTypes['Dashboard']>, ParentType, ContextType, RequireFields<MutationEditDashboardArgs, 'dashboardInput'>>;
  editPortfolio?: Resolver<ResolversTypes['Portfolio'], ParentType, ContextType, RequireFields<MutationEditPortfolioArgs, 'portfolioInput' | 'portfolio_Id'>>;
  editUserSetting?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEditUserSettingArgs, 'userSettingInput'>>;
  fetchAdditionalData?: Resolver<Array<ResolversTypes['Stock']>, ParentType, ContextType, RequireFields<MutationFetchAdditionalDataArgs, 'stockInputs'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['NotificationsRead'], ParentType, ContextType>;
  markNotificationsRead?: Resolver<ResolversTypes['NotificationsRead'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'notification_Ids'>>;
  removeWatchlistEntry?: Resolver<ResolversTypes['Watchlist'], ParentType, ContextType, RequireFields<MutationRemoveWatchlistEntryArgs, 'entry_Id'>>;
  renameWatchlist?: Resolver<ResolversTypes['Watchlist'], ParentType, ContextType, RequireFields<MutationRenameWatchlistArgs, 'name' | 'watchlist_Id'>>;
  reorderWatchlistEntries?: Resolver<ResolversTypes['Watchlist'], ParentType, ContextType, RequireFields<MutationReorderWatchlistEntriesArgs, 'entry_Ids' | 'watchlist_Id'>>;
  reorderWatchlists?: Resolver<Array<ResolversTypes['Watchlist']>, ParentType, ContextType, RequireFields<MutationReorderWatchlistsArgs, 'watchlist_Ids'>>;
  revokeEmbed?: Resolver<ResolversTypes['Embed'], ParentType, ContextType, RequireFields<MutationRevokeEmbedArgs, 'embed_Id'>>;
  setManualFxRates?: Resolver<Array<ResolversTypes['RatePoint']>, ParentType, ContextType, RequireFields<MutationSetManualFxRatesArgs, 'base' | 'quote' | 'rates'>>;
  setManualPrices?: Resolver<Array<ResolversTypes['PricePoint']>, ParentType, ContextType, RequireFields<MutationSetManualPricesArgs, 'prices' | 'stock_Id'>>;
  setNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationSetNotificationSettingsArgs, 'input'>>;
  setWatchlistAlerts?: Resolver<ResolversTypes['WatchlistEntry'], ParentType, ContextType, RequireFields<MutationSetWatchlistAlertsArgs, 'alerts' | 'entry_Id'>>;
  stageImport?: Resolver<ResolversTypes['ImportStage'], ParentType, ContextType, RequireFields<MutationStageImportArgs, 'rows'>>;
  subscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'input'>>;
  unsubscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
  updateTransactionStats?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<MutationUpdateTransactionStatsArgs, 'transactionInput'>>;
  updateUserCurrency?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserCurrencyArgs, 'newUserCurrency'>>;
}>;

export type NamedRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NamedRef'] = ResolversParentTypes['NamedRef']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsArticle'] = ResolversParentTypes['NewsArticle']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  symbols?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = ResolversObject<{
  emailAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailDigest?: Resolver<Array<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  emailImmediate?: Resolver<Array<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  emailUnavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabledKinds?: Resolver<Array<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  pushKinds?: Resolver<Array<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
  pushPublicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotificationsReadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationsRead'] = ResolversParentTypes['NotificationsRead']> = ResolversObject<{
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OutlookHorizonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutlookHorizon'] = ResolversParentTypes['OutlookHorizon']> = ResolversObject<{
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  horizon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PortfolioResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Portfolio'] = ResolversParentTypes['Portfolio']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stocks?: Resolver<Array<ResolversTypes['Stock']>, ParentType, ContextType>;
}>;

export type PortfolioDividendsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortfolioDividends'] = ResolversParentTypes['PortfolioDividends']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declaredIncome?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  forecast?: Resolver<Array<ResolversTypes['DividendForecastMonth']>, ParentType, ContextType>;
  forwardIncome?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  forwardYield?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  forwardYieldAtCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  growth3Y?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  growth5Y?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  holdings?: Resolver<Array<ResolversTypes['HoldingDividends']>, ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['DividendPayout']>, ParentType, ContextType>;
  payoutsTruncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingData?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  received?: Resolver<Array<ResolversTypes['DividendMonthIncome']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weightedPayoutRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PortfolioSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortfolioSummary'] = ResolversParentTypes['PortfolioSummary']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bought?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cashBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cashBalances?: Resolver<Array<ResolversTypes['CashBalance']>, ParentType, ContextType>;
  costBasis?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holdingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdingCountByType?: Resolver<Array<ResolversTypes['HoldingTypeCount']>, ParentType, ContextType>;
  income?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marketValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netContributions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netWorth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  openingMarketValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceGaps?: Resolver<Array<ResolversTypes['PriceGap']>, ParentType, ContextType>;
  realizedCurrencyGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  realizedGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  realizedPriceGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  risk?: Resolver<ResolversTypes['RiskFigures'], ParentType, ContextType>;
  simulatedPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stalePriceHoldings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalReturn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalReturnPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  twr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  twrAnnualised?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unpricedHoldings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unrealizedCurrencyGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unrealizedGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unrealizedGainChange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unrealizedPriceGain?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  xirr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PriceBarsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceBars'] = ResolversParentTypes['PriceBars']> = ResolversObject<{
  adjClose?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  close?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  high?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  low?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  previousClose?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ChartRange'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketAvailability'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  volume?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
}>;

export type PriceGapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceGap'] = ResolversParentTypes['PriceGap']> = ResolversObject<{
  reason?: Resolver<ResolversTypes['PriceGapReason'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
}>;

export type PricePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricePoint'] = ResolversParentTypes['PricePoint']> = ResolversObject<{
  close?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  PortfolioStockTransactions?: Resolver<Array<ResolversTypes['Portfolio']>, ParentType, ContextType, Partial<QueryPortfolioStockTransactionsArgs>>;
  UserBrokerAccount?: Resolver<Array<ResolversTypes['Broker']>, ParentType, ContextType, Partial<QueryUserBrokerAccountArgs>>;
  UserTransactionTable?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  UserTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType, Partial<QueryUserTransactionsArgs>>;
  assistantConversation?: Resolver<ResolversTypes['AssistantConversation'], ParentType, ContextType, RequireFields<QueryAssistantConversationArgs, 'conversation_Id'>>;
  assistantConversations?: Resolver<Array<ResolversTypes['AssistantConversation']>, ParentType, ContextType>;
  assistantStatus?: Resolver<ResolversTypes['AssistantStatus'], ParentType, ContextType>;
  benchmarkReturn?: Resolver<ResolversTypes['BenchmarkReturn'], ParentType, ContextType, RequireFields<QueryBenchmarkReturnArgs, 'symbol'>>;
  billingOffer?: Resolver<ResolversTypes['BillingOffer'], ParentType, ContextType>;
  cancelSubscription?: Resolver<ResolversTypes['SubscriptionChange'], ParentType, ContextType, RequireFields<QueryCancelSubscriptionArgs, 'subscriptionId'>>;
  createCheckoutSession?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType, RequireFields<QueryCreateCheckoutSessionArgs, 'stripeId'>>;
  createTopUpCheckoutSession?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType, RequireFields<QueryCreateTopUpCheckoutSessionArgs, 'priceId' | 'stripeId'>>;
  embeddedWidget?: Resolver<ResolversTypes['EmbeddedWidget'], ParentType, ContextType, RequireFields<QueryEmbeddedWidgetArgs, 'widgetName'>>;
  generateBillingPortalLink?: Resolver<ResolversTypes['BillingPortalLink'], ParentType, ContextType, RequireFields<QueryGenerateBillingPortalLinkArgs, 'stripeId'>>;
  getStripeInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryGetStripeInvoicesArgs, 'stripeId'>>;
  getSubscriptionStatus?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  getTokenBalance?: Resolver<ResolversTypes['TokenBalance'], ParentType, ContextType>;
  holdingReturns?: Resolver<Array<ResolversTypes['HoldingReturn']>, ParentType, ContextType, Partial<QueryHoldingReturnsArgs>>;
  manualFxRates?: Resolver<Array<ResolversTypes['RatePoint']>, ParentType, ContextType, RequireFields<QueryManualFxRatesArgs, 'base' | 'quote'>>;
  manualPrices?: Resolver<Array<ResolversTypes['PricePoint']>, ParentType, ContextType, RequireFields<QueryManualPricesArgs, 'stock_Id'>>;
  marketDataStatus?: Resolver<ResolversTypes['MarketDataStatus'], ParentType, ContextType>;
  marketNews?: Resolver<ResolversTypes['MarketNews'], ParentType, ContextType, Partial<QueryMarketNewsArgs>>;
  marketQuotes?: Resolver<ResolversTypes['MarketQuotes'], ParentType, ContextType, Partial<QueryMarketQuotesArgs>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  pendingCorporateActions?: Resolver<Array<ResolversTypes['CorporateAction']>, ParentType, ContextType, Partial<QueryPendingCorporateActionsArgs>>;
  portfolioDividends?: Resolver<ResolversTypes['PortfolioDividends'], ParentType, ContextType, Partial<QueryPortfolioDividendsArgs>>;
  portfolioHoldings?: Resolver<Array<ResolversTypes['HoldingAnalytics']>, ParentType, ContextType, Partial<QueryPortfolioHoldingsArgs>>;
  portfolioSummary?: Resolver<ResolversTypes['PortfolioSummary'], ParentType, ContextType, Partial<QueryPortfolioSummaryArgs>>;
  portfolioValueSeries?: Resolver<Array<ResolversTypes['ValuePoint']>, ParentType, ContextType, Partial<QueryPortfolioValueSeriesArgs>>;
  priceBars?: Resolver<Array<ResolversTypes['PriceBars']>, ParentType, ContextType, RequireFields<QueryPriceBarsArgs, 'range' | 'symbols'>>;
  renewSubscription?: Resolver<ResolversTypes['SubscriptionChange'], ParentType, ContextType, RequireFields<QueryRenewSubscriptionArgs, 'subscriptionId'>>;
  signoutFromAllDevices?: Resolver<ResolversTypes['Revocation'], ParentType, ContextType>;
  stockHeatmap?: Resolver<ResolversTypes['StockHeatmap'], ParentType, ContextType, RequireFields<QueryStockHeatmapArgs, 'universe'>>;
  stockScreener?: Resolver<ResolversTypes['StockScreener'], ParentType, ContextType>;
  technicalAnalysis?: Resolver<ResolversTypes['TechnicalAnalysis'], ParentType, ContextType, RequireFields<QueryTechnicalAnalysisArgs, 'symbol'>>;
  transactionTimeline?: Resolver<ResolversTypes['TransactionTimeline'], ParentType, ContextType, RequireFields<QueryTransactionTimelineArgs, 'input'>>;
  userDashboards?: Resolver<Array<ResolversTypes['Dashboard']>, ParentType, ContextType>;
  userEmbeds?: Resolver<Array<ResolversTypes['Embed']>, ParentType, ContextType>;
  userNotifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryUserNotificationsArgs>>;
  userWatchlists?: Resolver<Array<ResolversTypes['Watchlist']>, ParentType, ContextType>;
}>;

export type RatePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatePoint'] = ResolversParentTypes['RatePoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RevocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Revocation'] = ResolversParentTypes['Revocation']> = ResolversObject<{
  revokedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RiskFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskFigures'] = ResolversParentTypes['RiskFigures']> = ResolversObject<{
  downsideDeviation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxDrawdown?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxDrawdownDurationDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxDrawdownPeak?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxDrawdownTrough?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  volatility?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ScreenerStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScreenerStock'] = ResolversParentTypes['ScreenerStock']> = ResolversObject<{
  changePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dividendYield?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  exchange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiftyTwoWeekHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fiftyTwoWeekLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketCap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trailingPE?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type StockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Stock'] = ResolversParentTypes['Stock']> = ResolversObject<{
  ISIN?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  countryISO?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holding_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StockHeatmapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockHeatmap'] = ResolversParentTypes['StockHeatmap']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiles?: Resolver<Array<ResolversTypes['HeatmapTile']>, ParentType, ContextType>;
  universe?: Resolver<ResolversTypes['HeatmapUniverse'], ParentType, ContextType>;
}>;

export type StockScreenerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockScreener'] = ResolversParentTypes['StockScreener']> = ResolversObject<{
  asOf?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gainers?: Resolver<Array<ResolversTypes['ScreenerStock']>, ParentType, ContextType>;
  losers?: Resolver<Array<ResolversTypes['ScreenerStock']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ScreenerStock']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketAvailability'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  askAssistant?: SubscriptionResolver<ResolversTypes['AssistantEvent'], "askAssistant", ParentType, ContextType, RequireFields<SubscriptionAskAssistantArgs, 'prompt'>>;
  marketQuote?: SubscriptionResolver<ResolversTypes['MarketQuote'], "marketQuote", ParentType, ContextType, RequireFields<SubscriptionMarketQuoteArgs, 'symbols'>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
  revocation?: SubscriptionResolver<ResolversTypes['Revocation'], "revocation", ParentType, ContextType>;
  transactionPush?: SubscriptionResolver<ResolversTypes['TransactionPush'], "transactionPush", ParentType, ContextType>;
  userDocument?: SubscriptionResolver<ResolversTypes['UserDocument'], "userDocument", ParentType, ContextType>;
}>;

export type SubscriptionChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionChange'] = ResolversParentTypes['SubscriptionChange']> = ResolversObject<{
  cancel_at_period_end?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionStatus'] = ResolversParentTypes['SubscriptionStatus']> = ResolversObject<{
  activeSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activeSubscriptionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentTokensBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  agentTokensBalanceAllocated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  agentTokensUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancel_at_period_end?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  current_period_end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fullFeatureEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInTrialAndNoTopUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrialing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isValidTokenSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptionStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenTrialDaysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trialDaysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TechnicalAnalysisResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TechnicalAnalysis'] = ResolversParentTypes['TechnicalAnalysis']> = ResolversObject<{
  asOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastClose?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outlook?: Resolver<Maybe<ResolversTypes['TechnicalOutlook']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketAvailability'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeframes?: Resolver<Array<ResolversTypes['TechnicalSummary']>, ParentType, ContextType>;
}>;

export type TechnicalOutlookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TechnicalOutlook'] = ResolversParentTypes['TechnicalOutlook']> = ResolversObject<{
  horizons?: Resolver<Array<ResolversTypes['OutlookHorizon']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resistance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stopLoss?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  support?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type TechnicalSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TechnicalSummary'] = ResolversParentTypes['TechnicalSummary']> = ResolversObject<{
  buy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  movingAverageRating?: Resolver<ResolversTypes['TechnicalRating'], ParentType, ContextType>;
  movingAverages?: Resolver<Array<ResolversTypes['IndicatorReading']>, ParentType, ContextType>;
  neutral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oscillatorRating?: Resolver<ResolversTypes['TechnicalRating'], ParentType, ContextType>;
  oscillators?: Resolver<Array<ResolversTypes['IndicatorReading']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['TechnicalRating'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sell?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeframe?: Resolver<ResolversTypes['TechnicalTimeframe'], ParentType, ContextType>;
}>;

export type TimelineBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineBucket'] = ResolversParentTypes['TimelineBucket']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  longLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['TimelineKindTotal']>, ParentType, ContextType>;
}>;

export type TimelineKindTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineKindTotal'] = ResolversParentTypes['TimelineKindTotal']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TokenBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenBalance'] = ResolversParentTypes['TokenBalance']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isInTrialAndNoTopUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isValidSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalBalanceAllocated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalTokensUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trialDaysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  account?: Resolver<Maybe<ResolversTypes['NamedRef']>, ParentType, ContextType>;
  broker?: Resolver<Maybe<ResolversTypes['NamedRef']>, ParentType, ContextType>;
  costBasisFraction?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  costOfSoldPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  costOfSoldTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  exchangeShortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  holdingDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isApplyExchangeRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentportfolio?: Resolver<Maybe<ResolversTypes['NamedRef']>, ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratioNew?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratioOld?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  realizedGainLostPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  realizedGainLostTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shareprice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shareprice_userCurrency?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shares?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shares_balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['TransactionStock']>, ParentType, ContextType>;
  targetTicker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transactionValue_userCurrency?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  valueAtCostPC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  valueAtCostTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type TransactionPushResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionPush'] = ResolversParentTypes['TransactionPush']> = ResolversObject<{
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TransactionStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionStock'] = ResolversParentTypes['TransactionStock']> = ResolversObject<{
  ISIN?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holding_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TransactionTimelineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionTimeline'] = ResolversParentTypes['TransactionTimeline']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['TimelineBucket']>, ParentType, ContextType>;
  firstDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupBy?: Resolver<ResolversTypes['TimelineGroupBy'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['TransactionType']>, ParentType, ContextType>;
  lastDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ledgerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface TransactionTypeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['TransactionType'], any> {
  name: 'TransactionType';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  autoApplySplits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  costMethod?: Resolver<ResolversTypes['CostMethod'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['DisplayCurrency'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullFeatureEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerToSignedIn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signUpCurrency?: Resolver<ResolversTypes['DisplayCurrency'], ParentType, ContextType>;
  stripeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['ThemeName'], ParentType, ContextType>;
  tourGuides?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userLocale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withholdingRates?: Resolver<Array<ResolversTypes['WithholdingRate']>, ParentType, ContextType>;
}>;

export type UserDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserDocument'] = ResolversParentTypes['UserDocument']> = ResolversObject<{
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['ThemeName'], ParentType, ContextType>;
}>;

export type ValuePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValuePoint'] = ResolversParentTypes['ValuePoint']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netContributions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  resolution?: Resolver<ResolversTypes['SeriesResolution'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type WatchlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Watchlist'] = ResolversParentTypes['Watchlist']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['WatchlistEntry']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WatchlistEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WatchlistEntry'] = ResolversParentTypes['WatchlistEntry']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  alertAbove?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  alertBelow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  alertPriceChangePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fwdDividendYield?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WithholdingRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithholdingRate'] = ResolversParentTypes['WithholdingRate']> = ResolversObject<{
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AssistantConversation?: AssistantConversationResolvers<ContextType>;
  AssistantEvent?: AssistantEventResolvers<ContextType>;
  AssistantFigure?: AssistantFigureResolvers<ContextType>;
  AssistantMessage?: AssistantMessageResolvers<ContextType>;
  AssistantStatus?: AssistantStatusResolvers<ContextType>;
  AssistantToolCall?: AssistantToolCallResolvers<ContextType>;
  BenchmarkPoint?: BenchmarkPointResolvers<ContextType>;
  BenchmarkReturn?: BenchmarkReturnResolvers<ContextType>;
  BillingOffer?: BillingOfferResolvers<ContextType>;
  BillingPortalLink?: BillingPortalLinkResolvers<ContextType>;
  BillingPrice?: BillingPriceResolvers<ContextType>;
  Broker?: BrokerResolvers<ContextType>;
  BulkCreateResult?: BulkCreateResultResolvers<ContextType>;
  CashBalance?: CashBalanceResolvers<ContextType>;
  CheckoutSession?: CheckoutSessionResolvers<ContextType>;
  CorporateAction?: CorporateActionResolvers<ContextType>;
  CreateTransactionResult?: CreateTransactionResultResolvers<ContextType>;
  CreatedEmbed?: CreatedEmbedResolvers<ContextType>;
  CreatedStock?: CreatedStockResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DisplayCurrency?: GraphQLScalarType;
  DividendForecastMonth?: DividendForecastMonthResolvers<ContextType>;
  DividendMonthIncome?: DividendMonthIncomeResolvers<ContextType>;
  DividendPayout?: DividendPayoutResolvers<ContextType>;
  DividendYear?: DividendYearResolvers<ContextType>;
  Embed?: EmbedResolvers<ContextType>;
  EmbeddedWidget?: EmbeddedWidgetResolvers<ContextType>;
  HeatmapTile?: HeatmapTileResolvers<ContextType>;
  HoldingAnalytics?: HoldingAnalyticsResolvers<ContextType>;
  HoldingDividends?: HoldingDividendsResolvers<ContextType>;
  HoldingReturn?: HoldingReturnResolvers<ContextType>;
  HoldingTypeCount?: HoldingTypeCountResolvers<ContextType>;
  ImportResult?: ImportResultResolvers<ContextType>;
  ImportRowProblem?: ImportRowProblemResolvers<ContextType>;
  ImportStage?: ImportStageResolvers<ContextType>;
  IndicatorReading?: IndicatorReadingResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  MarketDataStatus?: MarketDataStatusResolvers<ContextType>;
  MarketNews?: MarketNewsResolvers<ContextType>;
  MarketQuote?: MarketQuoteResolvers<ContextType>;
  MarketQuotes?: MarketQuotesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NamedRef?: NamedRefResolvers<ContextType>;
  NewsArticle?: NewsArticleResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  NotificationsRead?: NotificationsReadResolvers<ContextType>;
  OutlookHorizon?: OutlookHorizonResolvers<ContextType>;
  Portfolio?: PortfolioResolvers<ContextType>;
  PortfolioDividends?: PortfolioDividendsResolvers<ContextType>;
  PortfolioSummary?: PortfolioSummaryResolvers<ContextType>;
  PriceBars?: PriceBarsResolvers<ContextType>;
  PriceGap?: PriceGapResolvers<ContextType>;
  PricePoint?: PricePointResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatePoint?: RatePointResolvers<ContextType>;
  Revocation?: RevocationResolvers<ContextType>;
  RiskFigures?: RiskFiguresResolvers<ContextType>;
  ScreenerStock?: ScreenerStockResolvers<ContextType>;
  Stock?: StockResolvers<ContextType>;
  StockHeatmap?: StockHeatmapResolvers<ContextType>;
  StockScreener?: StockScreenerResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionChange?: SubscriptionChangeResolvers<ContextType>;
  SubscriptionStatus?: SubscriptionStatusResolvers<ContextType>;
  TechnicalAnalysis?: TechnicalAnalysisResolvers<ContextType>;
  TechnicalOutlook?: TechnicalOutlookResolvers<ContextType>;
  TechnicalSummary?: TechnicalSummaryResolvers<ContextType>;
  TimelineBucket?: TimelineBucketResolvers<ContextType>;
  TimelineKindTotal?: TimelineKindTotalResolvers<ContextType>;
  TokenBalance?: TokenBalanceResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionPush?: TransactionPushResolvers<ContextType>;
  TransactionStock?: TransactionStockResolvers<ContextType>;
  TransactionTimeline?: TransactionTimelineResolvers<ContextType>;
  TransactionType?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserDocument?: UserDocumentResolvers<ContextType>;
  ValuePoint?: ValuePointResolvers<ContextType>;
  Watchlist?: WatchlistResolvers<ContextType>;
  WatchlistEntry?: WatchlistEntryResolvers<ContextType>;
  WithholdingRate?: WithholdingRateResolvers<ContextType>;
}>;

