// Kysely's view of the tables (camelCase: the CamelCasePlugin maps to snake_case columns).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Set by the database on insert; writable on update. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  uid: string;
  name: string | null;
  email: string | null;
  currency: string;
  userLocale: string | null;
  photoUrl: string | null;
  theme: Generated<string>;
  tourGuides: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  signUpCurrency: string;
  provider: string | null;
  providerToSignedIn: string | null;
  emailVerified: boolean;
  fullFeatureEnabled: Generated<boolean>;
  stripeId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  costMethod: Generated<'average' | 'fifo'>;
  /** Proposed splits are accepted without asking (migration 0017). */
  autoApplySplits: Generated<boolean>;
  /** Withholding rates per country code (fractions) over the defaults (migration 0017). */
  withholdingRates: JSONColumnType<Record<string, number>, string | undefined, string>;
  /** The free trial starts here (migration 0018). */
  trialStartedAt: Timestamp;
}

/** A user-owned record with a name: brokers and portfolios share this shape (and their rules). */
export interface OwnedNamedTable {
  id: Generated<string>;
  ownerUid: string;
  name: string;
  description: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type BrokersTable = OwnedNamedTable;
export type PortfoliosTable = OwnedNamedTable;

export interface AccountsTable extends OwnedNamedTable {
  brokerId: string;
  /** Its trades move its portfolio's cash (migration 0015). */
  settlesTrades: Generated<boolean>;
  /** Its cash may go below zero. */
  allowsOverdraft: Generated<boolean>;
}

/** `numeric` columns: read as strings (exact), written from decimal strings. */
type Numeric = ColumnType<string, string, string>;
type NumericWithDefault = ColumnType<string, string | undefined, string>;

/**
 * Shared securities (owner_uid null) are reference data only the market layer writes; a private
 * security (owner_uid set) is a ticker no provider knew when its owner first named it, holding what
 * that user typed. See migration 0011.
 */
export interface SecuritiesTable {
  id: Generated<string>;
  ownerUid: ColumnType<string | null, string | null | undefined, string | null>;
  ticker: string;
  exchangeCode: Generated<string>;
  name: string | null;
  currency: string | null;
  holdingType: Generated<string>;
  sector: string | null;
  countryIso: string | null;
  isin: string | null;
  logoUrl: string | null;
  /** pending | ready | not-found | failed: what the market layer knows of it. */
  marketStatus: Generated<string>;
  marketSource: string | null;
  marketSimulated: Generated<boolean>;
  marketCheckedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** What one user typed about a shared security (an ISIN), seen by that user only. */
export interface SecurityOverridesTable {
  ownerUid: string;
  securityId: string;
  isin: string | null;
  /** What the user's broker says the security is (stock, etf, fund), over the shared row's type. */
  holdingType: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TransactionsTable {
  id: Generated<string>;
  ownerUid: string;
  portfolioId: string;
  brokerId: string | null;
  accountId: string | null;
  securityId: string;
  targetSecurityId: string | null;
  /** A trade settled against cash: the cash security (of its currency) it moves, in its portfolio. */
  cashSecurityId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Conversion: the currency received. */
  targetCurrency: ColumnType<string | null, string | null | undefined, string | null>;
  type: string;
  /** timestamp without zone: written as 'yyyy-MM-ddTHH:mm:ss.SSS', read back through to_char. */
  date: ColumnType<string, string, string>;
  currency: string;
  isApplyExchangeRate: boolean;
  fxRate: NumericWithDefault;
  shares: Numeric;
  shareprice: Numeric;
  transactionValue: Numeric;
  fees: NumericWithDefault;
  taxes: NumericWithDefault;
  /** A ratio's new shares for ratioOld old ones: two whole numbers (migration 0014). */
  ratioNew: number | null;
  ratioOld: number | null;
  costBasisFraction: string | null;
  holdingDisplay: string | null;
  reference: string | null;
  exchangeShortName: string | null;
  sharesBalance: NumericWithDefault;
  valueAtCostTc: NumericWithDefault;
  valueAtCostPc: NumericWithDefault;
  costOfSoldTc: NumericWithDefault;
  costOfSoldPc: NumericWithDefault;
  realizedGainLostTc: NumericWithDefault;
  realizedGainLostPc: NumericWithDefault;
  /** Entry order, the tie-break between rows of the same date (identity column). */
  seq: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TransactionPushTable {
  ownerUid: string;
  version: ColumnType<number, number | undefined, number>;
  quotesVersion: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
}

/** Little-endian typed arrays packed as bytea (see migration 0007 and market/store/packing.ts). */
export type Packed = Uint8Array;

/** Migration 0019: what changes during the day, per symbol a reader asked about. */
export interface MarketSymbolsTable {
  symbol: string;
  securityId: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<'pending' | 'ready' | 'unknown', 'pending' | 'ready' | 'unknown' | undefined, 'pending' | 'ready' | 'unknown'>;
  requestedAt: Timestamp;
  quote: ColumnType<unknown, string | null | undefined, string | null>;
  quoteAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  marketState: ColumnType<string | null, string | null | undefined, string | null>;
  intradayInterval: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bar starts in epoch seconds, Float64. */
  intradayTimes: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  /** open, high, low, close, volume per bar, Float64 (five values a bar, NaN volume when unknown). */
  intradayBars: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  intradayAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  news: ColumnType<unknown, string | null | undefined, string | null>;
  newsAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  outlook: ColumnType<unknown, string | null | undefined, string | null>;
  outlookAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  source: ColumnType<string | null, string | null | undefined, string | null>;
  simulated: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Migration 0019: the screener's universe, the movers and market news, one row each. */
export interface MarketListsTable {
  name: string;
  rows: ColumnType<unknown, string, string>;
  source: string;
  simulated: ColumnType<boolean, boolean | undefined, boolean>;
  fetchedAt: Timestamp;
}

export interface PriceHistoryTable {
  securityId: string;
  days: Packed;
  closes: Packed;
  adjCloses: Packed;
  /** The day's open, high, low and volume (NaN where unknown); null before migration 0019's first write. */
  opens: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  highs: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  lows: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  volumes: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  firstDate: ColumnType<string | null, string | null, string | null>;
  lastDate: ColumnType<string | null, string | null, string | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  source: string;
  simulated: ColumnType<boolean, boolean | undefined, boolean>;
  fetchedAt: Timestamp;
}

export interface FxHistoryTable {
  base: string;
  quote: string;
  days: Packed;
  rates: Packed;
  firstDate: ColumnType<string | null, string | null, string | null>;
  lastDate: ColumnType<string | null, string | null, string | null>;
  source: string;
  simulated: ColumnType<boolean, boolean | undefined, boolean>;
  fetchedAt: Timestamp;
}

export interface SecurityDividendsTable {
  securityId: string;
  exDate: ColumnType<string, string, string>;
  recordDate: string | null;
  payDate: string | null;
  declaredDate: string | null;
  amount: Numeric;
  currency: string;
  source: string;
}

/** A provider's dividend profile of a security (migration 0016); dates as 'yyyy-MM-dd'. */
export interface SecurityDividendProfilesTable {
  securityId: string;
  currency: string | null;
  forwardRate: number | null;
  forwardYield: number | null;
  trailingRate: number | null;
  trailingYield: number | null;
  payoutRatio: number | null;
  nextExDate: ColumnType<string | null, string | null, string | null>;
  nextPayDate: ColumnType<string | null, string | null, string | null>;
  frequency: string | null;
  industry: string | null;
  nextEarningsDate: ColumnType<string | null, string | null | undefined, string | null>;
  nextEarningsEstimated: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  epsEstimate: ColumnType<number | null, number | null | undefined, number | null>;
  lastEarningsQuarter: ColumnType<string | null, string | null | undefined, string | null>;
  lastEpsActual: ColumnType<number | null, number | null | undefined, number | null>;
  lastEpsEstimate: ColumnType<number | null, number | null | undefined, number | null>;
  source: string;
  simulated: Generated<boolean>;
  fetchedAt: ColumnType<Date, Date, Date>;
}

/** A user's decision on a proposed corporate action (migration 0017). */
export interface CorporateActionDecisionsTable {
  ownerUid: string;
  actionId: string;
  decision: 'accepted' | 'dismissed';
  /** The transactions an accepted action wrote. */
  transactionIds: JSONColumnType<string[], string | undefined, string>;
  decidedAt: ColumnType<Date, Date, Date>;
}

export interface SecuritySplitsTable {
  securityId: string;
  date: ColumnType<string, string, string>;
  ratio: Numeric;
  source: string;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  payload: ColumnType<unknown, string | undefined, string>;
  runAt: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  lockedUntil: ColumnType<Date | string | null, string | null | undefined, string | null>;
  rerun: ColumnType<boolean, boolean | undefined, boolean>;
  lastError: string | null;
  failedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ManualPricesTable {
  ownerUid: string;
  securityId: string;
  date: ColumnType<string, string, string>;
  close: Numeric;
}

export interface ManualFxRatesTable {
  ownerUid: string;
  base: string;
  quote: string;
  date: ColumnType<string, string, string>;
  rate: Numeric;
}

/** A user's dashboard; layouts and widgets are the client's JSON documents, stored whole. */
export interface DashboardsTable {
  id: Generated<string>;
  ownerUid: string;
  name: string;
  sortOrder: number;
  indicatorColor: string | null;
  layouts: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  widgets: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A user's watchlist (migration 0020). */
export interface WatchlistsTable {
  id: Generated<string>;
  ownerUid: string;
  name: string;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A ticker on a watchlist, with its alerts (null when off). */
export interface WatchlistEntriesTable {
  id: Generated<string>;
  watchlistId: string;
  ownerUid: string;
  symbol: string;
  sortOrder: number;
  alertPriceChangePercent: number | null;
  alertAbove: number | null;
  alertBelow: number | null;
  /** The alerts (change, above, below) that have fired and not yet come back: each fires once per crossing. */
  alertsFired: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  ownerUid: string;
  kind: string;
  symbol: string | null;
  /** With owner and kind, what makes the notification once: the event's date, the alert's day... */
  dedupeKey: string;
  title: string;
  body: string;
  createdAt: Timestamp;
  readAt: Date | null;
  emailedAt: Date | null;
  pushedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface NotificationSettingsTable {
  ownerUid: string;
  disabledKinds: ColumnType<string[], string[] | undefined, string[]>;
  emailImmediate: ColumnType<string[], string[] | undefined, string[]>;
  emailDigest: ColumnType<string[], string[] | undefined, string[]>;
  pushKinds: ColumnType<string[], string[] | undefined, string[]>;
  updatedAt: Timestamp;
}

/** A browser that allowed Web Push (migration 0022): where to push and the keys to encrypt for it. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  ownerUid: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url as the browser gave them. */
  p256dh: string;
  auth: string;
  createdAt: Timestamp;
  lastUsedAt: NullableTime;
}

/** The one VAPID key pair (base64url) every server signs pushes with. */
export interface VapidKeysTable {
  id: number;
  publicKey: string;
  privateKey: string;
  createdAt: Timestamp;
}

export interface NotificationRunsTable {
  day: ColumnType<string, string, string>;
  finishedAt: Timestamp;
}

/** An embed link to one widget; only the token's SHA-256 (hex) is stored. */
export interface EmbedsTable {
  id: Generated<string>;
  ownerUid: string;
  widgetName: string;
  title: string;
  config: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Each Stripe event once (migration 0018): its time at Stripe and what was done with it. */
export interface BillingEventsTable {
  id: string;
  type: string;
  created: ColumnType<Date, Date, Date>;
  ownerUid: string | null;
  outcome: string;
  receivedAt: Timestamp;
}

/** A Stripe subscription as its newest event described it (stateAt: that event's time). */
export interface BillingSubscriptionsTable {
  id: string;
  ownerUid: string;
  status: string;
  priceId: string | null;
  trialEnd: NullableTime;
  currentPeriodEnd: NullableTime;
  cancelAtPeriodEnd: boolean;
  paymentFailedAt: NullableTime;
  stateAt: ColumnType<Date, Date, Date>;
  createdAt: Timestamp;
}

export interface BillingCheckoutSessionsTable {
  id: string;
  ownerUid: string;
  mode: 'subscription' | 'payment';
  priceId: string;
  url: string;
  status: Generated<string>;
  expiresAt: ColumnType<Date, Date, Date>;
  createdAt: Timestamp;
}

/** Agent tokens in (trial, subscription, topup; positive) and out (usage; negative), bigint. */
export interface TokenLedgerTable {
  id: Generated<string>;
  ownerUid: string;
  kind: 'trial' | 'subscription' | 'topup' | 'usage';
  tokens: ColumnType<string, number, number>;
  source: string;
  expiresAt: NullableTime;
  createdAt: Timestamp;
}

/** A user's conversation with the assistant (migration 0023). */
export interface AssistantConversationsTable {
  id: Generated<string>;
  ownerUid: string;
  title: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A tool the assistant called for an answer, with a short summary of what it returned. */
export interface AssistantToolCall {
  name: string;
  arguments: string;
  summary: string;
}

/** A figure an answer quotes, with the app route of the screen or widget it comes from. */
export interface AssistantFigure {
  label: string;
  value: string;
  link: string;
}

export type AssistantMessageStatus = 'streaming' | 'done' | 'failed' | 'refused';

export interface AssistantMessagesTable {
  id: Generated<string>;
  conversationId: string;
  ownerUid: string;
  role: 'user' | 'assistant';
  content: string;
  toolCalls: ColumnType<AssistantToolCall[], string | undefined, string>;
  figures: ColumnType<AssistantFigure[], string | undefined, string>;
  promptTokens: ColumnType<number, number | undefined, number>;
  completionTokens: ColumnType<number, number | undefined, number>;
  status: ColumnType<AssistantMessageStatus, AssistantMessageStatus | undefined, AssistantMessageStatus>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  /** Storage order (bigint identity); never written. */
  seq: ColumnType<string, never, never>;
}

export interface DB {
  users: UsersTable;
  dashboards: DashboardsTable;
  watchlists: WatchlistsTable;
  watchlistEntries: WatchlistEntriesTable;
  notifications: NotificationsTable;
  notificationSettings: NotificationSettingsTable;
  notificationRuns: NotificationRunsTable;
  pushSubscriptions: PushSubscriptionsTable;
  vapidKeys: VapidKeysTable;
  embeds: EmbedsTable;
  brokers: BrokersTable;
  accounts: AccountsTable;
  portfolios: PortfoliosTable;
  securities: SecuritiesTable;
  securityOverrides: SecurityOverridesTable;
  transactions: TransactionsTable;
  transactionPush: TransactionPushTable;
  priceHistory: PriceHistoryTable;
  marketSymbols: MarketSymbolsTable;
  marketLists: MarketListsTable;
  fxHistory: FxHistoryTable;
  securityDividends: SecurityDividendsTable;
  securityDividendProfiles: SecurityDividendProfilesTable;
  securitySplits: SecuritySplitsTable;
  corporateActionDecisions: CorporateActionDecisionsTable;
  jobs: JobsTable;
  manualPrices: ManualPricesTable;
  manualFxRates: ManualFxRatesTable;
  billingEvents: BillingEventsTable;
  billingSubscriptions: BillingSubscriptionsTable;
  billingCheckoutSessions: BillingCheckoutSessionsTable;
  tokenLedger: TokenLedgerTable;
  assistantConversations: AssistantConversationsTable;
  assistantMessages: AssistantMessagesTable;
}
