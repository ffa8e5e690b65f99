// What a user may write as a transaction, checked field by field before anything touches the
// database. Every error names the argument path (`transactionInput[2].shares`) so a form can put
// the message next to the right field.
import { mainUnit } from '../../../common/currencyUnits';
import { isKnownCurrency } from '../../../src/lib/currency';
import type { TransactionInput } from '../../generated/resolvers-types';
import { appError } from '../../graphql/errors';
import { TRANSACTION_TYPES } from '../../graphql/scalars';
import { ZERO, cmp, decimal, div, isNegative, isPositive, mul, ONE, abs, sub, toDecimalString, type Decimal } from '../../portfolio/decimal';
import type { TransactionKind } from '../../portfolio/types';

export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';
const MAX_TEXT = 200;
const MAX_TICKER = 32;

/** A validated transaction, money as exact decimal strings, ready for the engine and the database. */
export interface ParsedTransaction {
  portfolioId: string;
  brokerId: string | null;
  accountId: string | null;
  ticker: string;
  exchangeCode: string;
  isin: string | null;
  type: TransactionKind;
  /** 'yyyy-MM-ddTHH:mm:ss.SSS', the time the user gave, no zone. */
  date: string;
  currency: string;
  isApplyExchangeRate: boolean;
  shares: string;
  shareprice: string;
  transactionValue: string;
  fees: string;
  taxes: string;
  ratio: string | null;
  costBasisFraction: string | null;
  targetTicker: string | null;
  targetExchangeCode: string;
  holdingDisplay: string | null;
  reference: string | null;
  exchangeShortName: string | null;
}

const bad = (path: string, message: string) => appError('BAD_USER_INPUT', `${path} ${message}`);

/** Accepts yyyy-MM-dd or an ISO date-time (a trailing Z or offset is dropped: the time is kept as given). */
export function parseTransactionDate(value: string, path: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!match) throw bad(path, `must be a date (yyyy-MM-dd or an ISO date-time), not "${value}".`);
  const [, y, mo, d, h = '00', mi = '00', s = '00', ms = '000'] = match;
  const day = `${y}-${mo}-${d}`;
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw bad(path, `is not a real date: "${value}".`);
  }
  if (day < MIN_DATE || day > MAX_DATE) throw bad(path, `must be between ${MIN_DATE} and ${MAX_DATE}.`);
  return `${day}T${h}:${mi}:${s}.${ms.padEnd(3, '0').slice(0, 3)}`;
}

/** ISO 6166: two letters, nine alphanumerics, a Luhn check digit over the letters-as-numbers. */
export function isValidIsin(value: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(value)) return false;
  const digits = [...value].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

function text(value: string | null | undefined, path: string, max = MAX_TEXT): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.length > max) throw bad(path, `must be at most ${max} characters.`);
  return trimmed;
}

function number(value: number | null | undefined, path: string, rule: 'positive' | 'nonNegative', fallback?: Decimal): Decimal {
  if (value === null || value === undefined) {
    if (fallback !== undefined) return fallback;
    throw bad(path, 'is required.');
  }
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) throw bad(path, 'must be a finite number below 1e15.');
  const parsed = decimal(value);
  if (rule === 'positive' && !isPositive(parsed)) throw bad(path, 'must be greater than zero.');
  if (rule === 'nonNegative' && isNegative(parsed)) throw bad(path, 'must not be negative.');
  return parsed;
}

// What a user may say about a security, checked the same way wherever it is said (a transaction,
// an import row, a fetchAdditionalData lookup).

/** A ticker, upper-cased: required, at most 32 characters of a small set (no formulas, no markup). */
export function parseTicker(value: string | null | undefined, path: string): string {
  const trimmed = value?.trim().toUpperCase();
  if (!trimmed) throw bad(path, 'is required.');
  if (trimmed.length > MAX_TICKER || !/^[A-Z0-9.\-^=:/ _]+$/.test(trimmed)) {
    throw bad(path, `must be at most ${MAX_TICKER} letters, digits or . - ^ = : / _.`);
  }
  return trimmed;
}

/** An exchange code, upper-cased, or '' when none is given. */
export function parseExchangeCode(value: string | null | undefined, path: string): string {
  return text(value, path, 20)?.toUpperCase() ?? '';
}

/** An ISIN, upper-cased, or null when none is given; its format and check digit must hold. */
export function parseIsin(value: string | null | undefined, path: string): string | null {
  const isin = text(value, path, 12)?.toUpperCase() ?? null;
  if (isin && !isValidIsin(isin)) throw bad(path, `"${isin}" is not a valid ISIN (check digit or format).`);
  return isin;
}

/** Half a cent of the transaction currency: what a client's rounding of shares × price may differ by. */
const VALUE_TOLERANCE = decimal('0.005');

/**
 * Checks one input. `path` is `transactionInput[i]`. For an edit, the caller passes the stored
 * transaction's fields overlaid with the given ones, so the same rules apply to the result.
 */
export function parseTransactionInput(input: TransactionInput, path: string): ParsedTransaction {
  const type = input.type;
  if (!type || !TRANSACTION_TYPES.includes(type)) throw bad(`${path}.type`, `must be one of ${TRANSACTION_TYPES.join(', ')}.`);
  if (!input.portfolio_Id) throw bad(`${path}.portfolio_Id`, 'is required.');
  if (!input.date) throw bad(`${path}.date`, 'is required.');
  // A price in pence (GBp, GBX) or another minor unit is kept in the main one: the ledger has one unit per currency.
  const unit = mainUnit(input.currency ?? '');
  const currency = unit.currency.trim().toUpperCase();
  if (!currency) throw bad(`${path}.currency`, 'is required.');
  if (!isKnownCurrency(currency)) throw bad(`${path}.currency`, `"${input.currency}" is not a known currency code.`);
  const isin = parseIsin(input.ISIN, `${path}.ISIN`);

  const fees = number(input.fees, `${path}.fees`, 'nonNegative', ZERO);
  const taxes = number(input.taxes, `${path}.taxes`, 'nonNegative', ZERO);
  // Only the price per share is quoted in the minor unit; fees, taxes and amounts are in the main one.
  const inMainUnit = (price: Decimal) => (unit.divisor === 1 ? price : div(price, decimal(unit.divisor)));
  let shares: Decimal = ZERO;
  let shareprice: Decimal = ZERO;
  let transactionValue: Decimal = ZERO;
  let ratio: Decimal | null = null;
  let costBasisFraction: Decimal | null = null;
  let targetTicker: string | null = null;

  const tradeValue = () => {
    const computed = mul(shares, shareprice);
    if (input.transactionValue !== null && input.transactionValue !== undefined) {
      const given = number(input.transactionValue, `${path}.transactionValue`, 'nonNegative');
      if (cmp(abs(sub(given, computed)), VALUE_TOLERANCE) > 0) {
        throw bad(`${path}.transactionValue`, `must equal shares × shareprice (${toDecimalString(computed)}).`);
      }
    }
    return computed;
  };

  switch (type) {
    case 'Buy':
    case 'Sell':
    case 'DRIP':
      shares = number(input.shares, `${path}.shares`, 'positive');
      shareprice = inMainUnit(number(input.shareprice, `${path}.shareprice`, 'nonNegative'));
      transactionValue = tradeValue();
      break;
    case 'Income': {
      // Either a dividend per share on a number of shares, or a lump sum in transactionValue.
      shares = number(input.shares, `${path}.shares`, 'nonNegative', ZERO);
      shareprice = inMainUnit(number(input.shareprice, `${path}.shareprice`, 'nonNegative', ZERO));
      const perShare = isPositive(shares) && isPositive(shareprice);
      transactionValue = perShare ? tradeValue() : number(input.transactionValue, `${path}.transactionValue`, 'positive');
      break;
    }
    case 'Split':
      ratio = number(input.ratio, `${path}.ratio`, 'positive');
      break;
    case 'Merge':
      ratio = number(input.ratio, `${path}.ratio`, 'positive');
      targetTicker = parseTicker(input.targetTicker, `${path}.targetTicker`);
      break;
    case 'Spin-Off':
      shares = number(input.shares, `${path}.shares`, 'nonNegative', ZERO);
      costBasisFraction = number(input.costBasisFraction, `${path}.costBasisFraction`, 'nonNegative');
      if (cmp(costBasisFraction, ONE) > 0) throw bad(`${path}.costBasisFraction`, 'must be between 0 and 1.');
      targetTicker = parseTicker(input.targetTicker, `${path}.targetTicker`);
      break;
  }

  const exchangeShortName = parseExchangeCode(input.exchangeShortName, `${path}.exchangeShortName`) || null;
  const targetExchangeCode = text(input.targetExchangeShortName, `${path}.targetExchangeShortName`, 20)?.toUpperCase() ?? exchangeShortName ?? '';
  const parsedTicker = parseTicker(input.ticker, `${path}.ticker`);
  if (targetTicker && targetTicker === parsedTicker && targetExchangeCode === (exchangeShortName ?? '')) {
    throw bad(`${path}.targetTicker`, `must name another holding than ${parsedTicker}.`);
  }
  return {
    portfolioId: input.portfolio_Id,
    brokerId: input.broker_Id ?? null,
    accountId: input.account_Id ?? null,
    ticker: parsedTicker,
    exchangeCode: exchangeShortName ?? '',
    isin,
    type,
    date: parseTransactionDate(input.date, `${path}.date`),
    currency,
    isApplyExchangeRate: input.isApplyExchangeRate ?? true,
    shares: toDecimalString(shares),
    shareprice: toDecimalString(shareprice),
    transactionValue: toDecimalString(transactionValue),
    fees: toDecimalString(fees),
    taxes: toDecimalString(taxes),
    ratio: ratio === null ? null : toDecimalString(ratio),
    costBasisFraction: costBasisFraction === null ? null : toDecimalString(costBasisFraction),
    targetTicker,
    targetExchangeCode,
    holdingDisplay: text(input.holdingDisplay, `${path}.holdingDisplay`),
    reference: text(input.reference, `${path}.reference`),
    exchangeShortName,
  };
}
