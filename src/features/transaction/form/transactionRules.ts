/**
 * What the add and edit forms check before anything is sent, mirroring the server's rules in
 * server/modules/transactions/transactionInput.ts (which checks again): the fields each kind
 * needs, number signs and limits, the date range, ticker shape and currency codes. Also turns a
 * form row into the TransactionInput the server takes, and an edit into only its changed fields.
 */
import type { TransactionFieldsFragment, TransactionInput } from '../../../generated/graphql';
import { mainUnit } from '../../../../common/currencyUnits';
import { isKnownCurrency } from '../../../lib/currency';

export type TransactionKind = NonNullable<TransactionInput['type']>;

/** Spec §5: the date picker accepts 1900-01-01 to 2099-12-31 (the server's bounds too). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';
export const MAX_TICKER = 32;
/** The server refuses numbers at or beyond this magnitude. */
const NUMBER_LIMIT = 1e15;
const TICKER_SHAPE = /^[A-Z0-9.\-^=:/ _]+$/;

export type AmountField = 'shares' | 'shareprice' | 'fees' | 'transactionValue' | 'taxes' | 'ratio' | 'costBasisFraction';
export type KindField = AmountField | 'targetTicker';
export type RowField = 'type' | 'ticker' | 'date' | 'currency' | KindField;
export type RowErrors = Partial<Record<RowField, string>>;

type AmountRule = 'positive' | 'nonNegative' | 'fraction';

export interface AmountSpec {
  field: AmountField;
  label: string;
  rule: AmountRule;
  /** Optional amounts count as 0 when left empty, as on the server. */
  required: boolean;
  helper?: string;
}

export interface TickerSpec {
  field: 'targetTicker';
  label: string;
  rule: 'ticker';
  required: true;
  helper?: string;
}

export type FieldSpec = AmountSpec | TickerSpec;

export type TotalKind = 'cost' | 'proceeds' | 'income';

export interface KindForm {
  /** The kind-specific fields, in the order the form shows them. */
  fields: readonly FieldSpec[];
  /** Which running total the row shows, if any. */
  total: TotalKind | null;
}

const shares: AmountSpec = { field: 'shares', label: 'Shares', rule: 'positive', required: true };
const price: AmountSpec = { field: 'shareprice', label: 'Price per share', rule: 'nonNegative', required: true };
const fees: AmountSpec = { field: 'fees', label: 'Fees', rule: 'nonNegative', required: false };
const trade: KindForm = { fields: [shares, price, fees], total: 'cost' };

/** One entry per kind: adding a kind does not compile until its form is described here. */
export const KIND_FORMS = {
  Buy: trade,
  Sell: { ...trade, total: 'proceeds' },
  Income: {
    fields: [
      { field: 'transactionValue', label: 'Amount', rule: 'positive', required: true, helper: 'The gross income received' },
      { field: 'taxes', label: 'Taxes withheld', rule: 'nonNegative', required: false },
    ],
    total: 'income',
  },
  Split: {
    fields: [{ field: 'ratio', label: 'Ratio', rule: 'positive', required: true, helper: 'New shares per old share: 2 for a 2-for-1 split' }],
    total: null,
  },
  DRIP: trade,
  'Spin-Off': {
    fields: [
      { field: 'targetTicker', label: 'New holding symbol', rule: 'ticker', required: true },
      { field: 'costBasisFraction', label: 'Cost basis fraction', rule: 'fraction', required: true, helper: 'The part of the cost basis (0 to 1) that moves to the new holding' },
      { field: 'shares', label: 'Shares received', rule: 'nonNegative', required: false },
    ],
    total: null,
  },
  Merge: {
    fields: [
      { field: 'targetTicker', label: 'Becomes symbol', rule: 'ticker', required: true, helper: 'The holding these shares turn into' },
      { field: 'ratio', label: 'Ratio', rule: 'positive', required: true, helper: 'New shares per share held' },
    ],
    total: null,
  },
} as const satisfies Record<TransactionKind, KindForm>;

export const TRANSACTION_KINDS = Object.keys(KIND_FORMS) as TransactionKind[];

/** The form's copy of one transaction being written: text as typed, parsed only when checked. */
export interface TransactionDraft {
  /** Identifies the row on screen (React key, error mapping); never sent. */
  key: string;
  type: TransactionKind;
  ticker: string;
  /** yyyy-MM-dd, as the date input gives it. */
  date: string;
  /** The currency the user picked, or null to follow the security's (else the user's display currency). */
  currency: string | null;
  shares: string;
  shareprice: string;
  fees: string;
  transactionValue: string;
  taxes: string;
  ratio: string;
  costBasisFraction: string;
  targetTicker: string;
  exchangeShortName: string;
  /** The security the market layer resolved, and for which ticker (stale once the ticker changes). */
  lookup: { ticker: string; stockId: string } | null;
}

export function emptyDraft(key: string, date: string): TransactionDraft {
  return {
    key,
    type: 'Buy',
    ticker: '',
    date,
    currency: null,
    shares: '',
    shareprice: '',
    fees: '',
    transactionValue: '',
    taxes: '',
    ratio: '',
    costBasisFraction: '',
    targetTicker: '',
    exchangeShortName: '',
    lookup: null,
  };
}

const asText = (value: number | null | undefined, { blankZero = false } = {}): string =>
  value === null || value === undefined || (blankZero && value === 0) ? '' : String(value);

/** The form's row for a stored transaction (edit screen); zero fees and taxes show as empty. */
export function draftFromTransaction(transaction: TransactionFieldsFragment): TransactionDraft {
  return {
    key: transaction._id,
    type: transaction.type,
    ticker: transaction.ticker,
    // Stored dates carry a time (kept by the server unless the date is edited); the picker shows the day.
    date: transaction.date.slice(0, 10),
    currency: transaction.currency,
    shares: asText(transaction.shares),
    shareprice: asText(transaction.shareprice),
    fees: asText(transaction.fees, { blankZero: true }),
    transactionValue: asText(transaction.transactionValue),
    taxes: asText(transaction.taxes, { blankZero: true }),
    ratio: asText(transaction.ratio),
    costBasisFraction: asText(transaction.costBasisFraction),
    targetTicker: transaction.targetTicker ?? '',
    exchangeShortName: transaction.exchangeShortName ?? '',
    lookup: null,
  };
}

export const normalizeTicker = (value: string): string => value.trim().toUpperCase();

/** Whether a ticker has the shape the server accepts (worth asking the market layer about). */
export const isTickerShaped = (ticker: string): boolean => ticker.length > 0 && ticker.length <= MAX_TICKER && TICKER_SHAPE.test(ticker);

/**
 * A typed amount as a number: null when empty, NaN when it is not a plain decimal. Either a dot
 * or a comma may separate the decimals; grouping separators are refused rather than guessed at.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return null;
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

export function amountError(value: number | null, spec: AmountSpec): string | null {
  if (value === null) return spec.required ? `${spec.label} is required.` : null;
  if (!Number.isFinite(value)) return 'Enter a number, such as 12.5.';
  if (Math.abs(value) >= NUMBER_LIMIT) return 'Must be below 10^15.';
  if (spec.rule === 'positive' && value <= 0) return 'Must be greater than zero.';
  if (value < 0) return 'Must not be negative.';
  if (spec.rule === 'fraction' && value > 1) return 'Must be between 0 and 1.';
  return null;
}

export function tickerError(ticker: string): string | null {
  if (!ticker) return 'Enter a symbol.';
  if (!isTickerShaped(ticker)) return `Use at most ${MAX_TICKER} letters, digits and . - ^ = : / _ characters.`;
  return null;
}

export function dateError(date: string): string | null {
  if (!date.trim()) return 'Enter a date.';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const check = new Date(`${day}T00:00:00Z`);
  if (!match || Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return 'Enter a real date (yyyy-mm-dd).';
  if (day < MIN_DATE || day > MAX_DATE) return `Must be between ${MIN_DATE} and ${MAX_DATE}.`;
  return null;
}

export interface RowContext {
  /** The signed-in user's display currency. */
  userCurrency: string;
  /** The currency the market layer says the row's security is quoted in, when known. */
  quotedIn: string | null;
}

/** The currency a row is written in: the user's pick, else the security's, else the display currency. */
export function effectiveCurrency(draft: TransactionDraft, { userCurrency, quotedIn }: RowContext): string {
  return draft.currency ?? quotedIn ?? userCurrency;
}

/** The fields of one row the server takes (without portfolio and account, which the form shares). */
export type RowInput = Omit<TransactionInput, 'portfolio_Id' | 'account_Id' | 'broker_Id' | '_id'>;

export interface RowCheck {
  errors: RowErrors;
  /** The input to send, when there are no errors. */
  input: RowInput | null;
}

/** Checks one row as the server would, and builds its input when it passes. */
export function checkRow(draft: TransactionDraft, context: RowContext): RowCheck {
  const errors: RowErrors = {};
  const form: KindForm = KIND_FORMS[draft.type];
  if (!form) return { errors: { type: 'Choose a kind.' }, input: null };

  const ticker = normalizeTicker(draft.ticker);
  const tickerProblem = tickerError(ticker);
  if (tickerProblem) errors.ticker = tickerProblem;
  const dateProblem = dateError(draft.date);
  if (dateProblem) errors.date = dateProblem;

  // A price in pence (GBp) is sent as such; the server keeps it in pounds (the currency's main unit).
  const entered = effectiveCurrency(draft, context).trim();
  const minor = mainUnit(entered).divisor !== 1;
  const currency = mainUnit(entered).currency.toUpperCase();
  if (!currency) errors.currency = 'Choose a currency.';
  else if (!isKnownCurrency(currency)) errors.currency = `"${currency}" is not a known currency code.`;
  // One security, one quote currency: the server refuses a trade of it in another.
  else if (context.quotedIn && context.quotedIn !== currency && ticker) errors.currency = `${ticker} is quoted in ${context.quotedIn}.`;

  const values: Partial<Record<AmountField, number>> & { targetTicker?: string } = {};
  for (const spec of form.fields) {
    if (spec.rule === 'ticker') {
      const target = normalizeTicker(draft[spec.field]);
      const problem = tickerError(target) ?? (target === ticker ? `Must name another holding than ${ticker}.` : null);
      if (problem) errors[spec.field] = problem;
      values[spec.field] = target;
      continue;
    }
    const value = parseAmount(draft[spec.field]);
    const problem = amountError(value, spec);
    if (problem) errors[spec.field] = problem;
    values[spec.field] = value ?? 0;
  }

  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: RowInput = {
    type: draft.type,
    ticker,
    date: draft.date.trim(),
    currency: minor ? entered : currency,
    // Figures in another currency than the display one are converted at the day's rate.
    isApplyExchangeRate: currency !== context.userCurrency,
    // Fees and taxes a kind does not show are zero, so a kind change does not keep stale ones.
    fees: 0,
    taxes: 0,
    ...values,
  };
  const exchange = draft.exchangeShortName.trim();
  if (exchange) input.exchangeShortName = exchange;
  return { errors, input };
}

/** The fields a row's total is made of. */
const TOTALLED: ReadonlySet<string> = new Set(['shares', 'shareprice', 'fees', 'transactionValue', 'taxes']);

/** The running total a row shows, or null when it has none or its figures are not valid yet. */
export function rowTotal(draft: TransactionDraft, currency?: string): { kind: TotalKind; value: number } | null {
  const form: KindForm = KIND_FORMS[draft.type];
  if (!form?.total) return null;
  // No total from figures the row would refuse (-5 shares, fees of "abc"): it would look accepted.
  if (form.fields.some((spec) => spec.rule !== 'ticker' && TOTALLED.has(spec.field) && amountError(parseAmount(draft[spec.field]), spec) !== null)) return null;
  const amount = (text: string) => parseAmount(text) ?? 0;
  if (form.total === 'income') {
    const value = parseAmount(draft.transactionValue);
    if (value === null || !Number.isFinite(value)) return null;
    return { kind: 'income', value: value - amount(draft.taxes) };
  }
  const count = parseAmount(draft.shares);
  const price = parseAmount(draft.shareprice);
  // In the currency's main unit: 100 shares at 72.5 GBp cost £72.50.
  const each = price === null ? null : price / (currency ? mainUnit(currency).divisor : 1);
  const fee = amount(draft.fees);
  if (count === null || each === null || !Number.isFinite(count * each + fee)) return null;
  const value = count * each;
  return { kind: form.total, value: form.total === 'proceeds' ? value - fee : value + fee };
}

// Text fields an edit clears by sending "" (the server ignores null, which would keep the old value).
const CLEARABLE = new Set<keyof RowInput>(['exchangeShortName', 'targetTicker']);

/**
 * The fields of an edit that differ from the transaction as it was loaded (both built by
 * checkRow, so untouched fields compare equal); null when nothing changed. The server keeps
 * every field it is not given, so a new kind brings only the fields it adds or changes, and an
 * untouched date keeps its stored time of day.
 */
export function changedFields(original: RowInput, next: RowInput): RowInput | null {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next) as [keyof RowInput, unknown][]) {
    if (original[key] !== value) changes[key] = value;
  }
  for (const key of Object.keys(original) as (keyof RowInput)[]) {
    if (!(key in next) && CLEARABLE.has(key)) changes[key] = '';
  }
  // A stored income may be per share; the server would check a new amount against shares × price.
  if (next.type === 'Income' && 'transactionValue' in changes) Object.assign(changes, { shares: 0, shareprice: 0 });
  return Object.keys(changes).length > 0 ? (changes as RowInput) : null;
}
