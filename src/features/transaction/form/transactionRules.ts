/**
 * The add and edit forms' side of the transaction rules: which fields each kind shows, with
 * their labels, and the form's row turned into the TransactionInput the server takes. The rules
 * themselves are common/transactionRules.ts, which the server applies again; a problem is shown
 * next to its field, named by the field's label ("Shares must be greater than zero.").
 *
 * A cash kind (Deposit, Withdrawal, Interest, Fee, Tax, Conversion) names no security: its row
 * has no symbol, and its holding is its currency, sent as the ticker too.
 */
import type { TransactionFieldsFragment, TransactionInput } from '../../../generated/graphql';
import { mainUnit } from '../../../../common/currencyUnits';
import { MAX_DATE, MIN_DATE } from '../../../../common/limits';
import { TRANSACTION_KINDS, isCashKind, type TransactionKind } from '../../../../common/transactionKinds';
import {
  KIND_AMOUNTS,
  KIND_RATIO,
  amountProblem,
  checkTransaction,
  isTickerShaped,
  normalizeTicker,
  type AmountField,
  type AmountRule,
  type TransactionField,
  type TransactionFields,
} from '../../../../common/transactionRules';

export { MAX_DATE, MIN_DATE, TRANSACTION_KINDS, isCashKind, isTickerShaped, normalizeTicker, type AmountField, type TransactionKind };

export type RatioField = 'ratioNew' | 'ratioOld';
export type KindField = AmountField | RatioField | 'targetTicker';
export type RowField = 'type' | 'ticker' | 'date' | 'currency' | KindField;
export type RowErrors = Partial<Record<RowField, string>>;

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

/** A Conversion's currency received: a code, picked like the row's currency. */
export interface CurrencySpec {
  field: 'targetTicker';
  label: string;
  rule: 'currency';
  required: true;
  helper?: string;
}

/** One part of a ratio (new shares for old ones): a whole number. */
export interface RatioSpec {
  field: RatioField;
  label: string;
  rule: 'ratio';
  required: boolean;
  helper?: string;
}

export type FieldSpec = AmountSpec | TickerSpec | CurrencySpec | RatioSpec;

/** cashIn and cashOut: what a cash row adds to or takes from the cash in its currency, costs included. */
export type TotalKind = 'cost' | 'proceeds' | 'income' | 'interest' | 'cashIn' | 'cashOut';

export interface KindForm {
  /** The kind-specific fields, in the order the form shows them. */
  fields: readonly FieldSpec[];
  /** Which running total the row shows, if any. */
  total: TotalKind | null;
}

/** A field of a kind as the form shows it, with the rule common/transactionRules.ts gives it. */
function amount(kind: TransactionKind, field: AmountField, label: string, helper?: string): AmountSpec {
  const rule = KIND_AMOUNTS[kind].find((entry) => entry.field === field);
  if (!rule) throw new Error(`${kind} has no ${field}.`);
  return { field, label, rule: rule.rule, required: rule.required, ...(helper ? { helper } : {}) };
}

/** A kind's ratio as two fields, new shares then old ones, required as common/transactionRules.ts says. */
function ratio(kind: TransactionKind, newLabel: string, oldLabel: string, helper: string): RatioSpec[] {
  const rule = KIND_RATIO[kind];
  if (!rule) throw new Error(`${kind} has no ratio.`);
  return [
    { field: 'ratioNew', label: newLabel, rule: 'ratio', required: rule.required, helper },
    { field: 'ratioOld', label: oldLabel, rule: 'ratio', required: rule.required },
  ];
}

const trade = (kind: 'Buy' | 'Sell' | 'DRIP', total: TotalKind): KindForm => ({
  fields: [amount(kind, 'shares', 'Shares'), amount(kind, 'shareprice', 'Price per share'), amount(kind, 'fees', 'Fees')],
  total,
});

/** Money in or out of the account: the amount and its optional fee. */
const transfer = (kind: 'Deposit' | 'Withdrawal', total: TotalKind): KindForm => ({
  fields: [amount(kind, 'transactionValue', 'Amount'), amount(kind, 'fees', 'Fees')],
  total,
});

/** One entry per kind: adding a kind does not compile until its form is described here. */
export const KIND_FORMS = {
  Buy: trade('Buy', 'cost'),
  Sell: trade('Sell', 'proceeds'),
  Income: {
    fields: [amount('Income', 'transactionValue', 'Amount', 'The gross income received'), amount('Income', 'taxes', 'Taxes withheld')],
    total: 'income',
  },
  Split: { fields: ratio('Split', 'New shares', 'For old shares', 'A 3-for-1 split is 3 for 1; a 1-for-10 reverse split is 1 for 10'), total: null },
  DRIP: trade('DRIP', 'cost'),
  'Spin-Off': {
    fields: [
      { field: 'targetTicker', label: 'New holding symbol', rule: 'ticker', required: true },
      amount('Spin-Off', 'costBasisFraction', 'Cost basis fraction', 'The part of the cost basis (0 to 1) that moves to the new holding'),
      amount('Spin-Off', 'shares', 'Shares received'),
      ...ratio('Spin-Off', 'Or new shares', 'For shares held', 'Instead of the shares received: 1 new share for every 5 held is 1 for 5'),
    ],
    total: null,
  },
  Merge: {
    fields: [
      { field: 'targetTicker', label: 'Becomes symbol', rule: 'ticker', required: true, helper: 'The holding these shares turn into' },
      ...ratio('Merge', 'New shares', 'For shares held', 'Shares of the new holding for shares of this one: 4567 for 10000'),
    ],
    total: null,
  },
  Deposit: transfer('Deposit', 'cashIn'),
  Withdrawal: transfer('Withdrawal', 'cashOut'),
  Interest: {
    fields: [amount('Interest', 'transactionValue', 'Gross interest'), amount('Interest', 'taxes', 'Taxes withheld'), amount('Interest', 'fees', 'Fees')],
    total: 'interest',
  },
  // The amount is the effect: a total would repeat it.
  Fee: { fields: [amount('Fee', 'transactionValue', 'Amount', 'An account fee that belongs to no trade')], total: null },
  Tax: { fields: [amount('Tax', 'transactionValue', 'Amount', 'Negative for a refund')], total: null },
  Conversion: {
    fields: [
      amount('Conversion', 'transactionValue', 'Amount given', 'In the currency above'),
      { field: 'targetTicker', label: 'Currency received', rule: 'currency', required: true },
      amount('Conversion', 'shares', 'Amount received', 'In the currency received'),
      amount('Conversion', 'fees', 'Fees', 'In the currency given'),
    ],
    total: 'cashOut',
  },
} as const satisfies Record<TransactionKind, KindForm>;

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
  ratioNew: string;
  ratioOld: string;
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
    ratioNew: '',
    ratioOld: '',
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
    ratioNew: asText(transaction.ratioNew),
    ratioOld: asText(transaction.ratioOld),
    costBasisFraction: asText(transaction.costBasisFraction),
    targetTicker: transaction.targetTicker ?? '',
    exchangeShortName: transaction.exchangeShortName ?? '',
    lookup: null,
  };
}

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

export interface RowContext {
  /** The signed-in user's display currency. */
  userCurrency: string;
  /** The currency the market layer says the row's security is quoted in, when known. */
  quotedIn: string | null;
}

/**
 * The currency a row is written in: the user's pick, else the security's, else the display
 * currency. A cash row has no security (a symbol typed before its kind changed does not count).
 */
export function effectiveCurrency(draft: TransactionDraft, { userCurrency, quotedIn }: RowContext): string {
  return draft.currency ?? (isCashKind(draft.type) ? null : quotedIn) ?? userCurrency;
}

/** The fields of one row the server takes (without portfolio and account, which the form shares). */
export type RowInput = Omit<TransactionInput, 'portfolio_Id' | 'account_Id' | 'broker_Id' | '_id'>;

export interface RowCheck {
  errors: RowErrors;
  /** The input to send, when there are no errors. */
  input: RowInput | null;
}

/** The form's names of the fields every kind shows; a kind's own fields are named by its KIND_FORMS entry. */
const ROW_LABELS: Readonly<Record<'type' | 'ticker' | 'date' | 'currency', string>> = { type: 'Kind', ticker: 'Symbol', date: 'Date', currency: 'Currency' };

/** Where a problem of a field the row does not show is put: the exchange comes with the symbol. */
const SHOWN_WITH: Partial<Record<TransactionField, { field: RowField; label: string }>> = {
  exchangeShortName: { field: 'ticker', label: 'Exchange' },
  targetExchangeShortName: { field: 'targetTicker', label: 'Exchange' },
};

/**
 * A rule's message without the API name of another field it refers to ("… than the gross
 * interest (transactionValue)."): the form names that field by its label already.
 */
const withoutFieldName = (message: string, labels: ReadonlyMap<TransactionField, string>): string =>
  message.replace(/ \((\w+)\)\.$/, (whole, field: string) => (labels.has(field as TransactionField) ? '.' : whole));

/** Checks one row by the common rules (as the server will), and builds its input when it passes. */
export function checkRow(draft: TransactionDraft, context: RowContext): RowCheck {
  const form: KindForm = KIND_FORMS[draft.type];
  if (!form) return { errors: { type: 'Choose a kind.' }, input: null };

  // A price in pence (GBp) is sent as such; the server keeps it in pounds (the currency's main unit).
  const entered = effectiveCurrency(draft, context).trim();
  const minor = mainUnit(entered).divisor !== 1;
  const currency = mainUnit(entered).currency.toUpperCase();
  const cash = isCashKind(draft.type);
  // The server takes a ticker on every row; a cash row's is its currency.
  const ticker = cash ? currency : normalizeTicker(draft.ticker);
  // Only the fields the kind shows are checked and sent: an empty one is absent, as on the server.
  const values: Partial<Record<AmountField | RatioField, number>> & { targetTicker?: string } = {};
  const fields: TransactionFields = { type: draft.type, ticker: draft.ticker, date: draft.date, currency: entered, exchangeShortName: draft.exchangeShortName };
  const labels = new Map<TransactionField, string>();
  for (const spec of form.fields) {
    labels.set(spec.field, spec.label);
    if (spec.rule === 'ticker' || spec.rule === 'currency') {
      fields.targetTicker = draft.targetTicker;
      values.targetTicker = normalizeTicker(draft.targetTicker);
      continue;
    }
    const value = parseAmount(draft[spec.field]);
    fields[spec.field] = value;
    // An empty ratio part is absent (an optional ratio not given), not zero.
    if (spec.rule === 'ratio') {
      if (value !== null) values[spec.field] = value;
    } else values[spec.field] = value ?? 0;
  }

  const errors: RowErrors = {};
  const check = checkTransaction(fields);
  if (!check.ok) {
    for (const { field, message } of check.problems) {
      const shown = SHOWN_WITH[field] ?? { field: field as RowField, label: labels.get(field) ?? ROW_LABELS[field as keyof typeof ROW_LABELS] ?? field };
      errors[shown.field] ??= `${shown.label} ${withoutFieldName(message, labels)}`;
    }
  }
  // One security, one quote currency: the server refuses a trade of it in another.
  if (!cash && !errors.currency && context.quotedIn && context.quotedIn !== currency && ticker) errors.currency = `${ticker} is quoted in ${context.quotedIn}.`;

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
  if (exchange && !cash) input.exchangeShortName = exchange;
  return { errors, input };
}

/** The fields a row's total is made of. */
const TOTALLED: ReadonlySet<string> = new Set(['shares', 'shareprice', 'fees', 'transactionValue', 'taxes']);

/** The running total a row shows, or null when it has none or its figures are not valid yet. */
export function rowTotal(draft: TransactionDraft, currency?: string): { kind: TotalKind; value: number } | null {
  const form: KindForm = KIND_FORMS[draft.type];
  if (!form?.total) return null;
  // No total from figures the row would refuse (-5 shares, fees of "abc"): it would look accepted.
  if (form.fields.some((spec) => (spec.rule === 'positive' || spec.rule === 'nonNegative' || spec.rule === 'signed') && TOTALLED.has(spec.field) && amountProblem(parseAmount(draft[spec.field]), spec) !== null)) {
    return null;
  }
  const amount = (text: string) => parseAmount(text) ?? 0;
  // Only the costs the kind shows: text left in a field of another kind is not sent, so not counted.
  const shown = (field: 'fees' | 'taxes') => (form.fields.some((spec) => spec.field === field) ? amount(draft[field]) : 0);
  if (form.total !== 'cost' && form.total !== 'proceeds') {
    const value = parseAmount(draft.transactionValue);
    if (value === null || !Number.isFinite(value)) return null;
    const costs = shown('taxes') + shown('fees');
    return { kind: form.total, value: form.total === 'cashOut' ? value + costs : value - costs };
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
