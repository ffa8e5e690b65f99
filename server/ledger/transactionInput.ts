// What a user may write as a transaction, checked field by field before anything touches the
// database, by the rules the browser shows too (common/transactionRules.ts). Every error names the
// argument path (`transactionInput[2].shares`) so a form can put the message next to the right field.
import { validateIsin } from '../../common/identifiers';
import { MAX_EXCHANGE } from '../../common/limits';
import { checkTransaction, isinProblem, isPerShareIncome, normalizeTicker, readTransactionDate, tickerProblem } from '../../common/transactionRules';
import { isCashKind } from '../../common/transactionKinds';
import type { TransactionInput } from '../generated/resolvers-types';
import { appError } from '../kernel/errors';
import { ZERO, abs, cmp, decimal, div, mul, sub, toDecimalString, type Decimal } from '../portfolio/decimal';
import type { TransactionKind } from '../portfolio/types';

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
  ratioNew: number | null;
  ratioOld: number | null;
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
  const reading = readTransactionDate(value);
  if (!reading.ok) throw bad(path, reading.problem);
  return reading.date;
}

/** Whether an ISIN's format and check digit hold (ISO 6166). */
export const isValidIsin = (value: string): boolean => validateIsin(value).ok && value === value.trim().toUpperCase();

// What a user may say about a security, checked the same way wherever it is said (a transaction,
// an import row, a fetchAdditionalData lookup).

/** A ticker, upper-cased: required, at most 32 characters of a small set (no formulas, no markup). */
export function parseTicker(value: string | null | undefined, path: string): string {
  const problem = tickerProblem(value);
  if (problem) throw bad(path, problem);
  return normalizeTicker(value ?? '');
}

/** An exchange code, upper-cased, or '' when none is given. */
export function parseExchangeCode(value: string | null | undefined, path: string): string {
  const code = value?.trim() ?? '';
  if (code.length > MAX_EXCHANGE) throw bad(path, `must be at most ${MAX_EXCHANGE} characters.`);
  return code.toUpperCase();
}

/** An ISIN, upper-cased, or null when none is given; its format and check digit must hold. */
export function parseIsin(value: string | null | undefined, path: string): string | null {
  const problem = isinProblem(value);
  if (problem) throw bad(path, problem);
  return value?.trim().toUpperCase() || null;
}

/** Half a cent of the transaction currency: what a client's rounding of shares × price may differ by. */
const VALUE_TOLERANCE = decimal('0.005');

const exact = (value: number | null): string | null => (value === null ? null : toDecimalString(decimal(value)));

/**
 * Checks one input. `path` is `transactionInput[i]`. For an edit, the caller passes the stored
 * transaction's fields overlaid with the given ones, so the same rules apply to the result.
 */
export function parseTransactionInput(input: TransactionInput, path: string): ParsedTransaction {
  if (!input.portfolio_Id) throw bad(`${path}.portfolio_Id`, 'is required.');
  const check = checkTransaction(input);
  if (!check.ok) {
    const [first] = check.problems;
    throw bad(`${path}.${first!.field}`, first!.message);
  }
  const checked = check.transaction;
  // Only the price per share is quoted in a minor unit (GBp); fees, taxes and amounts are in the main one.
  const shares = decimal(checked.shares);
  const shareprice = checked.priceDivisor === 1 ? decimal(checked.shareprice) : div(decimal(checked.shareprice), decimal(checked.priceDivisor));
  let transactionValue: Decimal = ZERO;
  if (checked.type === 'Buy' || checked.type === 'Sell' || checked.type === 'DRIP' || (checked.type === 'Income' && isPerShareIncome(checked))) {
    // A trade, or an Income per share: the value is shares × price, and a given one must agree.
    transactionValue = mul(shares, shareprice);
    if (checked.transactionValue !== null && cmp(abs(sub(decimal(checked.transactionValue), transactionValue)), VALUE_TOLERANCE) > 0) {
      throw bad(`${path}.transactionValue`, `must equal shares × shareprice (${toDecimalString(transactionValue)}).`);
    }
  } else if (checked.type === 'Income' || isCashKind(checked.type)) {
    // A lump sum, or a cash kind's amount (docs/decisions/0007).
    transactionValue = decimal(checked.transactionValue ?? 0);
  }
  return {
    portfolioId: input.portfolio_Id,
    brokerId: input.broker_Id ?? null,
    accountId: input.account_Id ?? null,
    ticker: checked.ticker,
    exchangeCode: checked.exchangeShortName ?? '',
    isin: checked.isin,
    type: checked.type,
    date: checked.date,
    currency: checked.currency,
    isApplyExchangeRate: input.isApplyExchangeRate ?? true,
    shares: toDecimalString(shares),
    shareprice: toDecimalString(shareprice),
    transactionValue: toDecimalString(transactionValue),
    fees: toDecimalString(decimal(checked.fees)),
    taxes: toDecimalString(decimal(checked.taxes)),
    ratioNew: checked.ratio?.newShares ?? null,
    ratioOld: checked.ratio?.oldShares ?? null,
    costBasisFraction: exact(checked.costBasisFraction),
    targetTicker: checked.targetTicker,
    targetExchangeCode: checked.targetExchangeCode,
    holdingDisplay: checked.holdingDisplay,
    reference: checked.reference,
    exchangeShortName: checked.exchangeShortName,
  };
}
