/**
 * What a transaction may hold, field by field and kind by kind: the one set of rules the server
 * enforces (wrapping each problem in its error, with the argument path), the add and edit forms
 * show next to the field, and the import preview lists on the row.
 *
 * A problem is a predicate without its subject ("must be greater than zero."), so that each
 * surface names the field its own way: `transactionInput[2].shares must be…` on the server,
 * `Shares must be…` in a form, a file's column title in an import.
 */
import { isKnownCurrency } from './currency';
import { mainUnit } from './currencyUnits';
import { validateIsin } from './identifiers';
import { ratioPartProblem, type Ratio } from './ratio';
import { MAX_DATE, MAX_EXCHANGE, MAX_TEXT, MAX_TICKER, MIN_DATE, NUMBER_LIMIT, TICKER_SHAPE, isDayInRange } from './limits';
import { TRANSACTION_KINDS, isCashKind, isTransactionKind, type TransactionKind } from './transactionKinds';

export type AmountField = 'shares' | 'shareprice' | 'transactionValue' | 'fees' | 'taxes' | 'costBasisFraction';

/** The fields of a transaction as a client writes it; amounts may be NaN when typed text does not read as a number. */
export interface TransactionFields {
  type?: string | null;
  ticker?: string | null;
  date?: string | null;
  currency?: string | null;
  ISIN?: string | null;
  exchangeShortName?: string | null;
  targetTicker?: string | null;
  targetExchangeShortName?: string | null;
  shares?: number | null;
  shareprice?: number | null;
  transactionValue?: number | null;
  fees?: number | null;
  taxes?: number | null;
  /** A ratio's new shares, for `ratioOld` old ones (Split, Merge, Spin-Off). */
  ratioNew?: number | null;
  ratioOld?: number | null;
  costBasisFraction?: number | null;
  holdingDisplay?: string | null;
  reference?: string | null;
}

export type TransactionField = keyof TransactionFields;

/** signed: any amount but zero (a Tax, where a refund is negative). */
export type AmountRule = 'positive' | 'nonNegative' | 'fraction' | 'signed';

export interface AmountRuleOf {
  field: AmountField;
  rule: AmountRule;
  /** An optional amount counts as 0 when not given. */
  required: boolean;
}

const FEES: AmountRuleOf = { field: 'fees', rule: 'nonNegative', required: false };
const COSTS: readonly AmountRuleOf[] = [FEES, { field: 'taxes', rule: 'nonNegative', required: false }];
const CASH_AMOUNT: AmountRuleOf = { field: 'transactionValue', rule: 'positive', required: true };
/** A trade's value may be given too; it must then be shares × price (which the server checks exactly). */
const GIVEN_VALUE: AmountRuleOf = { field: 'transactionValue', rule: 'nonNegative', required: false };
const TRADE: readonly AmountRuleOf[] = [
  { field: 'shares', rule: 'positive', required: true },
  { field: 'shareprice', rule: 'nonNegative', required: true },
  ...COSTS,
  GIVEN_VALUE,
];

/**
 * The amounts each kind takes. Income is either a lump sum (transactionValue) or a dividend per
 * share on a number of shares (both given and above zero), which `incomeRules` chooses.
 */
export const KIND_AMOUNTS = {
  Buy: TRADE,
  Sell: TRADE,
  DRIP: TRADE,
  Income: [
    { field: 'transactionValue', rule: 'positive', required: true },
    // A lump sum may still say on how many shares (and at what rate, when one is 0) it was paid.
    { field: 'shares', rule: 'nonNegative', required: false },
    { field: 'shareprice', rule: 'nonNegative', required: false },
    ...COSTS,
  ],
  Split: COSTS,
  Merge: COSTS,
  'Spin-Off': [
    { field: 'costBasisFraction', rule: 'fraction', required: true },
    { field: 'shares', rule: 'nonNegative', required: false },
    ...COSTS,
  ],
  // Cash (docs/decisions/0007): the amount is transactionValue, in the transaction's currency.
  Deposit: [CASH_AMOUNT, FEES],
  Withdrawal: [CASH_AMOUNT, FEES],
  Interest: [CASH_AMOUNT, ...COSTS],
  Fee: [CASH_AMOUNT],
  Tax: [{ field: 'transactionValue', rule: 'signed', required: true }],
  // The amount given in `currency`, and the shares (units) received of targetTicker's currency.
  Conversion: [CASH_AMOUNT, { field: 'shares', rule: 'positive', required: true }, FEES],
} as const satisfies Record<TransactionKind, readonly AmountRuleOf[]>;

/**
 * The kinds that take a ratio (ratioNew for ratioOld), and whether they must: a Split and a Merge
 * always; a Spin-Off gives either the new holding's shares or the ratio they follow from.
 */
export const KIND_RATIO: Partial<Record<TransactionKind, { required: boolean }>> = {
  Split: { required: true },
  Merge: { required: true },
  'Spin-Off': { required: false },
};

/** The kinds that turn a holding into another (targetTicker): a Merge's new holding, a Spin-Off's new one. */
export const KINDS_WITH_TARGET: ReadonlySet<TransactionKind> = new Set(['Merge', 'Spin-Off']);

const PER_SHARE_INCOME: readonly AmountRuleOf[] = [
  { field: 'shares', rule: 'positive', required: true },
  { field: 'shareprice', rule: 'positive', required: true },
  ...COSTS,
  GIVEN_VALUE,
];

/** Whether an Income is a dividend per share (shares and price both above zero) rather than a lump sum. */
export const isPerShareIncome = (fields: Pick<TransactionFields, 'shares' | 'shareprice'>): boolean => (fields.shares ?? 0) > 0 && (fields.shareprice ?? 0) > 0;

/** The amount rules of one transaction: its kind's, with Income's two forms told apart. */
export function amountRulesOf(kind: TransactionKind, fields: Pick<TransactionFields, 'shares' | 'shareprice'>): readonly AmountRuleOf[] {
  return kind === 'Income' && isPerShareIncome(fields) ? PER_SHARE_INCOME : KIND_AMOUNTS[kind];
}

/** The problem with one amount, or null. */
export function amountProblem(value: number | null | undefined, { rule, required }: Pick<AmountRuleOf, 'rule' | 'required'>): string | null {
  if (value === null || value === undefined) return required ? 'is required.' : null;
  if (Number.isNaN(value)) return 'must be a number, such as 12.5.';
  if (!Number.isFinite(value) || Math.abs(value) >= NUMBER_LIMIT) return 'must be below 10^15.';
  if (rule === 'positive' && value <= 0) return 'must be greater than zero.';
  if (rule === 'signed') return value === 0 ? 'must not be zero (a refund is negative).' : null;
  if (value < 0) return 'must not be negative.';
  if (rule === 'fraction' && value > 1) return 'must be between 0 and 1.';
  return null;
}

/** The problem with a ticker as given (trimmed and upper-cased first), or null. */
export function tickerProblem(value: string | null | undefined): string | null {
  const ticker = normalizeTicker(value ?? '');
  if (!ticker) return 'is required.';
  if (ticker.length > MAX_TICKER || !TICKER_SHAPE.test(ticker)) return `must be at most ${MAX_TICKER} letters, digits or . - ^ = : / _.`;
  return null;
}

export const normalizeTicker = (value: string): string => value.trim().toUpperCase();

/** Whether a ticker has the shape the server accepts (worth asking the market layer about). */
export const isTickerShaped = (ticker: string): boolean => tickerProblem(ticker) === null;

export type DateReading = { ok: true; date: string } | { ok: false; problem: string };

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A transaction date: yyyy-MM-dd or an ISO date-time (a trailing Z or offset is dropped: the time
 * is kept as given), read to 'yyyy-MM-ddTHH:mm:ss.SSS'.
 */
export function readTransactionDate(value: string | null | undefined): DateReading {
  const text = value?.trim() ?? '';
  if (!text) return { ok: false, problem: 'is required.' };
  const match = DATE_TIME.exec(text);
  if (!match) return { ok: false, problem: `must be a date (yyyy-MM-dd or an ISO date-time), not "${text}".` };
  const [, y, mo, d, h = '00', mi = '00', s = '00', ms = '000'] = match;
  const day = `${y}-${mo}-${d}`;
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    return { ok: false, problem: `is not a real date: "${text}".` };
  }
  if (!isDayInRange(day)) return { ok: false, problem: `must be between ${MIN_DATE} and ${MAX_DATE}.` };
  return { ok: true, date: `${day}T${h}:${mi}:${s}.${ms.padEnd(3, '0').slice(0, 3)}` };
}

/** The problem with a currency code (a minor unit such as GBp counts as its main currency), or null. */
export function currencyProblem(value: string | null | undefined): string | null {
  const code = mainUnit(value?.trim() ?? '').currency.toUpperCase();
  if (!code) return 'is required.';
  return isKnownCurrency(code) ? null : `"${value?.trim()}" is not a known currency code.`;
}

/** The problem with an ISIN (empty is none), or null; an overlong one is not echoed back. */
export function isinProblem(value: string | null | undefined): string | null {
  const isin = value?.trim().toUpperCase() ?? '';
  if (!isin) return null;
  if (isin.length > 12) return 'must be at most 12 characters.';
  return validateIsin(isin).ok ? null : `"${isin}" is not a valid ISIN (check digit or format).`;
}

const textProblem = (value: string | null | undefined, max: number): string | null => ((value?.trim().length ?? 0) > max ? `must be at most ${max} characters.` : null);

/** A problem of one field: the field and its predicate. */
export interface TransactionProblem {
  field: TransactionField;
  message: string;
}

/** A transaction that passed every rule, normalised: upper-cased codes, the date with its time, the price's currency unit. */
export interface CheckedTransaction {
  type: TransactionKind;
  ticker: string;
  /** 'yyyy-MM-ddTHH:mm:ss.SSS', the time the user gave, no zone. */
  date: string;
  /** The main currency (GBP for a price given in GBp). */
  currency: string;
  /** What the price per share is divided by to be in `currency` (100 for GBp), else 1. */
  priceDivisor: number;
  isin: string | null;
  exchangeShortName: string | null;
  targetTicker: string | null;
  /** The target's exchange: the one given, else the holding's own. */
  targetExchangeCode: string;
  /** The amounts the kind takes; the others are 0 (null for costBasisFraction). */
  shares: number;
  shareprice: number;
  /** A lump-sum Income's amount; a trade's value when one was given (to be checked against shares × price); else null. */
  transactionValue: number | null;
  fees: number;
  taxes: number;
  /** New shares for old ones, as given (not reduced); null for the kinds without one, and a Spin-Off given by its shares. */
  ratio: Ratio | null;
  costBasisFraction: number | null;
  holdingDisplay: string | null;
  reference: string | null;
}

export type TransactionCheck = { ok: true; transaction: CheckedTransaction } | { ok: false; problems: TransactionProblem[] };

/**
 * Checks one transaction against every rule, in the order the fields are usually read, and
 * gives all its problems (a form shows each next to its field; the server reports the first).
 */
export function checkTransaction(fields: TransactionFields): TransactionCheck {
  const problems: TransactionProblem[] = [];
  const note = (field: TransactionField, message: string | null) => {
    if (message !== null) problems.push({ field, message });
  };
  const type = fields.type;
  if (!isTransactionKind(type)) note('type', `must be one of ${TRANSACTION_KINDS.join(', ')}.`);
  const kind = isTransactionKind(type) ? type : null;
  // Cash names no security: its "ticker" is the currency (docs/decisions/0007).
  const cash = kind !== null && isCashKind(kind);
  if (!cash) note('ticker', tickerProblem(fields.ticker));
  const date = readTransactionDate(fields.date);
  if (!date.ok) note('date', date.problem);
  const currencyIssue = currencyProblem(fields.currency);
  note('currency', currencyIssue);
  if (!cash) {
    note('ISIN', isinProblem(fields.ISIN));
    note('exchangeShortName', textProblem(fields.exchangeShortName, MAX_EXCHANGE));
  }

  const rules = kind ? amountRulesOf(kind, fields) : [];
  const ratio = kind ? ratioOf(kind, fields, note) : null;
  for (const rule of rules) note(rule.field, amountProblem(fields[rule.field], rule));
  const unit = mainUnit(fields.currency?.trim() ?? '');
  const currency = unit.currency.toUpperCase();
  // Pence and the like price shares; cash is counted in the main unit.
  if (cash && !currencyIssue && unit.divisor !== 1) note('currency', `must be ${currency}, the main unit, for cash.`);
  if (kind === 'Interest' && (fields.taxes ?? 0) > (fields.transactionValue ?? 0) && !Number.isNaN(fields.transactionValue ?? 0)) {
    note('taxes', 'must not be more than the gross interest (transactionValue).');
  }
  const ticker = cash ? currency : normalizeTicker(fields.ticker ?? '');
  const exchange = cash ? null : fields.exchangeShortName?.trim().toUpperCase() || null;
  const targetExchangeCode = fields.targetExchangeShortName?.trim().toUpperCase() || exchange || '';
  let targetTicker: string | null = null;
  if (kind === 'Conversion') {
    // The currency received: a code, and another than the one given.
    targetTicker = mainUnit(fields.targetTicker?.trim() ?? '').currency.toUpperCase();
    const problem = currencyProblem(fields.targetTicker);
    note('targetTicker', problem ?? (!currencyIssue && targetTicker === currency ? `must be another currency than ${currency}.` : null));
  } else if (kind && KINDS_WITH_TARGET.has(kind)) {
    const problem = tickerProblem(fields.targetTicker);
    targetTicker = normalizeTicker(fields.targetTicker ?? '');
    const same = !problem && targetTicker === ticker && targetExchangeCode === (exchange ?? '');
    note('targetTicker', problem ?? (same ? `must name another holding than ${ticker}.` : null));
  }
  note('targetExchangeShortName', textProblem(fields.targetExchangeShortName, MAX_EXCHANGE));
  note('holdingDisplay', textProblem(fields.holdingDisplay, MAX_TEXT));
  note('reference', textProblem(fields.reference, MAX_TEXT));
  if (problems.length > 0 || !kind || !date.ok) return { ok: false, problems };

  const takes = new Set<AmountField>(rules.map((rule) => rule.field));
  const amount = (field: AmountField) => (takes.has(field) ? (fields[field] ?? 0) : 0);
  return {
    ok: true,
    transaction: {
      type: kind,
      ticker,
      date: date.date,
      currency,
      priceDivisor: unit.divisor,
      isin: cash ? null : fields.ISIN?.trim().toUpperCase() || null,
      exchangeShortName: exchange,
      targetTicker,
      targetExchangeCode,
      shares: amount('shares'),
      shareprice: amount('shareprice'),
      transactionValue: takes.has('transactionValue') ? (fields.transactionValue ?? null) : null,
      fees: amount('fees'),
      taxes: amount('taxes'),
      ratio,
      costBasisFraction: takes.has('costBasisFraction') ? (fields.costBasisFraction ?? null) : null,
      holdingDisplay: fields.holdingDisplay?.trim() || null,
      reference: fields.reference?.trim() || null,
    },
  };
}

/**
 * A kind's ratio, checked (both parts whole numbers above zero), or null when it takes none or an
 * optional one is not given. A Spin-Off takes its new shares or a ratio, not both.
 */
function ratioOf(kind: TransactionKind, fields: TransactionFields, note: (field: TransactionField, message: string | null) => void): Ratio | null {
  const rule = KIND_RATIO[kind];
  const given = (fields.ratioNew ?? null) !== null || (fields.ratioOld ?? null) !== null;
  if (!rule || (!rule.required && !given)) return null;
  const newProblem = ratioPartProblem(fields.ratioNew);
  const oldProblem = ratioPartProblem(fields.ratioOld);
  note('ratioNew', newProblem);
  note('ratioOld', oldProblem);
  if (newProblem || oldProblem) return null;
  if (kind === 'Spin-Off' && (fields.shares ?? 0) > 0) {
    note('ratioNew', 'must not be given with the shares received: give one or the other.');
    return null;
  }
  return { newShares: fields.ratioNew!, oldShares: fields.ratioOld! };
}
