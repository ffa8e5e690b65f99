/**
 * The rest of an Interactive Brokers Flex XML statement: corporate actions and cash transactions
 * to the rows an import writes, and every element that is not written listed with its reason
 * (importRows.ts does the same for trades). Nothing is dropped in silence: a change to holdings
 * this module cannot read is a problem, so the user excludes it knowingly and enters it by hand.
 *
 * Corporate actions (`<CorporateAction>`): IBKR writes one element per security line an action
 * touches, with the same description up to the line's own "(SYMBOL, NAME, ISIN)". A 1-for-25
 * split is "GCM(CA38501D2041) SPLIT 1 FOR 25" on two lines: the old shares out (GCM.OLD, -12000)
 * and the new in (GCM, +480).
 * - Splits and reverse splits become a Split with ratio new/old from "SPLIT a FOR b".
 * - A stock merger ("MERGED(…) WITH …") becomes a Merge into the new line, ratio by quantities.
 * - A cash merger ("MERGED(…) FOR CAD 2.86 PER SHARE") becomes a Sell at the cash paid.
 * - A tender for cash moves the shares to a contra line ("TENDERED TO CA91701P1TN3 1 FOR 1"),
 *   which is later merged for cash. When the file holds both, the pair is one Sell of the
 *   original holding on the day the cash was paid (so its gain is realised on it, as PP and the
 *   broker's own realised P&L show); a tender still open at the statement's end is a Merge into
 *   the contra line.
 * - A spin-off ("SPINOFF 1 FOR 10") becomes a Spin-Off of the new shares. The file says nothing
 *   about how the cost basis divides, so none moves (IBKR's default too); the user may edit it.
 * Cash transactions (`<CashTransaction>`): dividends (and payments in lieu) become Income, per
 * share when the description gives the rate and the shares come out whole; a withholding tax of
 * the same security, day and currency becomes that Income's taxes. The rest moves the account's
 * cash in its currency (CASH_TYPES): deposits and withdrawals, interest received (with a
 * withholding tax on interest of that day and currency as its taxes), interest paid and fees as
 * Fee, a withholding tax with no payment in the file as a Tax (a refund when positive). A fee
 * refunded in full in the same file (same type, day, currency, description and amount) is left
 * out with its fee; any other refund or reversal is a problem, to be entered by hand.
 */
import type { ImportProblem } from './ibkrFlex';
import type { ImportTransaction } from './importRows';
import type { XmlScan } from './xmlElements';
import { withoutFloatNoise } from './withoutFloatNoise';
import { ratioOfAmounts, type Ratio } from '../../../../common/ratio';
import type { CashKind } from '../../../../common/transactionKinds';

export const IBKR_CORPORATE_ACTION = 'CorporateAction';
export const IBKR_CASH_TRANSACTION = 'CashTransaction';
export const IBKR_EVENT_ELEMENTS = [IBKR_CORPORATE_ACTION, IBKR_CASH_TRANSACTION] as const;

export interface EventRowsResult {
  rows: ImportTransaction[];
  /** Rows that block the import until excluded. */
  problems: ImportProblem[];
  /** Rows left out on purpose, with the reason. */
  skipped: ImportProblem[];
}

interface EventElement {
  row: number;
  get(attribute: string): string;
}

/** Corporate actions and cash transactions of a scanned statement; rows are element indices from 1, as for trades. */
export function ibkrEventRows(scan: XmlScan, heldTickers: ReadonlyMap<string, string>): EventRowsResult {
  const actions: EventElement[] = [];
  const cash: EventElement[] = [];
  scan.elements.forEach((attributes, index) => {
    const element = { row: index + 1, get: (attribute: string) => (attributes.get(attribute) ?? '').trim() };
    if (scan.elementNames[index] === IBKR_CORPORATE_ACTION) actions.push(element);
    else if (scan.elementNames[index] === IBKR_CASH_TRANSACTION) cash.push(element);
  });
  const result: EventRowsResult = { rows: [], problems: [], skipped: [] };
  readCorporateActions(actions, heldTickers, result);
  readCashTransactions(cash, result);
  result.rows.sort((a, b) => a.row - b.row);
  result.problems.sort((a, b) => a.row - b.row);
  result.skipped.sort((a, b) => a.row - b.row);
  return result;
}

/** The day of a Flex date-time: "2013-03-05, 19:45:00", "20171025;083633" or "20171025". */
function dayOf(element: EventElement): string {
  const written = element.get('dateTime') || element.get('reportDate');
  return written.split(/[;, ]/)[0] ?? '';
}

function numberOf(element: EventElement, attribute: string): number {
  const value = Number(element.get(attribute));
  return Number.isFinite(value) ? value : 0;
}

// ---------------------------------------------------------------------------------------------
// Corporate actions

interface ActionLine {
  element: EventElement;
  symbol: string;
  isin: string | null;
  quantity: number;
}

interface Action {
  /** The description without the line's own "(SYMBOL, NAME, ISIN)": the same on every line. */
  text: string;
  day: string;
  currency: string;
  lines: ActionLine[];
}

const SPLIT = /\bSPLIT\s+(\d+(?:\.\d+)?)\s+FOR\s+(\d+(?:\.\d+)?)/i;
const TENDER = /\bTENDERED\s+TO\s+(\S+)\s+(\d+(?:\.\d+)?)\s+FOR\s+(\d+(?:\.\d+)?)/i;
const CASH_MERGER = /\bMERGED\([^)]*\)\s+FOR\s+([A-Z]{3})\s+(\d+(?:\.\d+)?)\s+PER\s+SHARE/i;
const STOCK_MERGER = /\bMERGED\([^)]*\)\s+WITH\s+/i;
const SPIN_OFF = /\bSPIN-?OFF\s+(\d+(?:\.\d+)?)\s+FOR\s+(\d+(?:\.\d+)?)/i;
const ISIN_CHANGE = /\b(CUSIP\/ISIN|ISIN)\s+CHANGE\b/i;
/** "UUU(CA91701P1053) …": the security the action is about, as the description names it first. */
const SUBJECT = /^([^(\s]+)\(([A-Z]{2}[A-Z0-9]{9}\d)\)/;

function actionsOf(elements: readonly EventElement[]): Action[] {
  const groups = new Map<string, Action>();
  for (const element of elements) {
    const description = element.get('description');
    const own = description.lastIndexOf(' (');
    const text = (own > 0 ? description.slice(0, own) : description).replace(/\s+/g, ' ').trim();
    const day = dayOf(element);
    const key = `${day}\u0000${text}`;
    let action = groups.get(key);
    if (!action) {
      action = { text, day, currency: element.get('currency'), lines: [] };
      groups.set(key, action);
    }
    action.lines.push({ element, symbol: element.get('symbol'), isin: element.get('isin') || null, quantity: numberOf(element, 'quantity') });
  }
  return [...groups.values()];
}

function readCorporateActions(elements: readonly EventElement[], heldTickers: ReadonlyMap<string, string>, result: EventRowsResult): void {
  const actions = actionsOf(elements);
  // Contra lines a tender moved shares to, by their ISIN: a later cash merger of one closes the tender.
  const tenders = new Map<string, { action: Action; from: ActionLine; to: ActionLine; ratio: Ratio | null }>();
  const cashMergers = new Map<string, Action>();
  for (const action of actions) {
    const tender = TENDER.exec(action.text);
    const from = action.lines.find((line) => line.quantity < 0);
    const to = action.lines.find((line) => line.quantity > 0);
    if (tender && from && to && to.isin) tenders.set(to.isin, { action, from, to, ratio: ratioOfAmounts(Number(tender[2]), Number(tender[3])) });
    if (CASH_MERGER.test(action.text)) for (const line of action.lines) if (line.isin) cashMergers.set(line.isin, action);
  }

  // The ticker the ledger holds a line's shares under: the trades' symbol for its ISIN, else the symbol written.
  const held = (line: ActionLine) => (line.isin ? heldTickers.get(line.isin) : undefined) ?? line.symbol.replace(/\.OLD$/i, '');
  // The row written for an action: the holding `line` is about, on the file row of `on`.
  const base = (line: ActionLine, on: ActionLine, currency: string, day: string): Omit<ImportTransaction, 'type' | 'shares' | 'shareprice'> => ({
    row: on.element.row,
    ticker: held(line),
    isin: line.isin,
    currency,
    date: day,
    fees: 0,
    taxes: 0,
    reference: null,
  });
  const skipOthers = (action: Action, kept: ActionLine, message: string) => {
    for (const line of action.lines) if (line !== kept) result.skipped.push({ row: line.element.row, message });
  };
  const problem = (action: Action, message: string) => {
    for (const line of action.lines) result.problems.push({ row: line.element.row, message });
  };

  for (const action of actions) {
    const from = action.lines.find((line) => line.quantity < 0);
    const to = action.lines.find((line) => line.quantity > 0);
    const split = SPLIT.exec(action.text);
    const tender = TENDER.exec(action.text);
    const cashMerger = CASH_MERGER.exec(action.text);
    const spinOff = SPIN_OFF.exec(action.text);
    const quoted = `“${action.text}”`;

    if (split && to) {
      const ratio = ratioOfAmounts(Number(split[1]), Number(split[2]));
      const line = from ?? to;
      result.rows.push({ ...base(line, to, action.currency, action.day), type: 'Split', shares: 0, shareprice: 0, ratio });
      skipOthers(action, to, `The other side of the split on row ${to.element.row} (${quoted}).`);
    } else if (tender && from && to) {
      const paid = to.isin ? cashMergers.get(to.isin) : undefined;
      if (paid) {
        const row = paid.lines[0]?.element.row;
        for (const line of action.lines) {
          result.skipped.push({ row: line.element.row, message: `Tendered for cash: the sale is the Sell of ${held(from)} on row ${row}, on the day the cash was paid.` });
        }
      } else {
        const ratio = ratioOfAmounts(Number(tender[2]), Number(tender[3]));
        result.rows.push({ ...base(from, to, action.currency, action.day), type: 'Merge', shares: 0, shareprice: 0, ratio, targetTicker: to.symbol });
        skipOthers(action, to, `The other side of the tender on row ${to.element.row} (${quoted}); no payment for it is in this file yet.`);
      }
    } else if (cashMerger && from && !to) {
      const tendered = from.isin ? tenders.get(from.isin) : undefined;
      const source = tendered?.from ?? from;
      // Shares of the original holding: the contra line's, back through the tender's ratio.
      const through = tendered?.ratio ?? { newShares: 1, oldShares: 1 };
      const shares = withoutFloatNoise((Math.abs(from.quantity) * through.oldShares) / through.newShares);
      const proceeds = numberOf(from.element, 'proceeds');
      const perShare = proceeds > 0 ? proceeds / shares : Number(cashMerger[2]);
      result.rows.push({
        ...base(source, from, cashMerger[1] ?? action.currency, action.day),
        type: 'Sell',
        shares,
        shareprice: withoutFloatNoise(perShare),
      });
    } else if (STOCK_MERGER.test(action.text) && from && to) {
      if (numberOf(from.element, 'proceeds') !== 0) {
        problem(action, `A merger paid partly in cash (${quoted}): the ledger cannot hold the cash part yet. Exclude these rows and enter the Merge and a Sell by hand.`);
        continue;
      }
      const ratio = ratioOfAmounts(to.quantity, -from.quantity);
      result.rows.push({ ...base(from, to, action.currency, action.day), type: 'Merge', shares: 0, shareprice: 0, ratio, targetTicker: to.symbol });
      skipOthers(action, to, `The other side of the merger on row ${to.element.row} (${quoted}).`);
    } else if (spinOff && to && !from) {
      const parent = SUBJECT.exec(action.text);
      const parentTicker = parent ? (heldTickers.get(parent[2] as string) ?? (parent[1] as string)) : null;
      if (!parentTicker) {
        problem(action, `A spin-off whose parent company cannot be read (${quoted}). Exclude the row and enter the Spin-Off by hand.`);
        continue;
      }
      result.rows.push({
        ...base(to, to, action.currency, action.day),
        ticker: parentTicker,
        isin: parent?.[2] ?? null,
        type: 'Spin-Off',
        shares: to.quantity,
        shareprice: 0,
        targetTicker: to.symbol,
        costBasisFraction: 0,
      });
    } else if (ISIN_CHANGE.test(action.text) && from && to && held(from) === held(to)) {
      for (const line of action.lines) result.skipped.push({ row: line.element.row, message: `An identifier change (${quoted}): the holding is unchanged.` });
    } else {
      problem(action, `A corporate action this import does not read (${quoted}). Exclude the row and enter the change by hand (Split, Merge or Spin-Off), so the holding stays right.`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Cash transactions

const DIVIDEND_TYPES = new Set(['dividends', 'payment in lieu of dividends']);
const WITHHOLDING = 'withholding tax';
/** "0.19000000 USD PER SHARE" and "USD 0.46 PER SHARE": IBKR writes both. */
const PER_SHARE = /(?:\b([A-Z]{3})\s+)?(\d+(?:\.\d+)?)\s+(?:([A-Z]{3})\s+)?PER\s+SHARE/i;

/**
 * IBKR's cash transaction types (lower case, "&" read as "/") that move the account's cash, and
 * the kind an amount in (positive) or out (negative) becomes; null for a sign the type should not
 * have (a reversal or refund).
 */
const CASH_TYPES: Readonly<Record<string, { in: CashKind | null; out: CashKind | null }>> = {
  'deposits/withdrawals': { in: 'Deposit', out: 'Withdrawal' },
  'broker interest received': { in: 'Interest', out: null },
  // Interest the account paid on a debit balance: a cost of the account, as a fee is.
  'broker interest paid': { in: null, out: 'Fee' },
  'other fees': { in: null, out: 'Fee' },
  'advisor fees': { in: null, out: 'Fee' },
  'commission adjustments': { in: null, out: 'Fee' },
};
/** "CAD CREDIT INT FOR JAN-2013 - WITHHOLDING": a withholding tax on interest rather than on a dividend. */
const ON_INTEREST = /\b(INT|INTEREST)\b/i;

const cashTypeOf = (element: EventElement) => element.get('type').toLowerCase().replace(/\s*&\s*/g, '/');

function readCashTransactions(elements: readonly EventElement[], result: EventRowsResult): void {
  const symbolOf = (element: EventElement) => element.get('symbol') || SUBJECT.exec(element.get('description'))?.[1] || '';
  const keyOf = (element: EventElement) => `${symbolOf(element)}\u0000${dayOf(element)}\u0000${element.get('currency')}`;
  const dividends = new Map<string, ImportTransaction>();
  // Interest received by day and currency, for a withholding tax on it.
  const interest = new Map<string, ImportTransaction>();
  const dayAndCurrency = (element: EventElement) => `${dayOf(element)}\u0000${element.get('currency')}`;
  const cashRow = (element: EventElement, type: CashKind, amount: number): ImportTransaction => ({
    row: element.row,
    ticker: element.get('currency'),
    isin: null,
    currency: element.get('currency'),
    date: dayOf(element),
    type,
    shares: 0,
    shareprice: 0,
    fees: 0,
    taxes: 0,
    // IBKR's id of the cash transaction: a second import of the same statement finds it.
    reference: element.get('transactionID') || null,
    transactionValue: withoutFloatNoise(amount),
  });

  for (const element of elements) {
    const type = element.get('type');
    if (!DIVIDEND_TYPES.has(type.toLowerCase())) continue;
    const amount = numberOf(element, 'amount');
    const symbol = symbolOf(element);
    if (amount <= 0 || !symbol) {
      result.problems.push({
        row: element.row,
        message: amount <= 0 ? `Reverses ${-amount} ${element.get('currency')} of a dividend on ${symbol || 'a security'}: delete or correct that Income by hand, and exclude this row.` : 'A dividend without a symbol: enter it by hand and exclude this row.',
      });
      continue;
    }
    const rate = PER_SHARE.exec(element.get('description'));
    const rateCurrency = rate?.[1] ?? rate?.[3];
    const perShare = rate && rateCurrency?.toUpperCase() === element.get('currency').toUpperCase() ? Number(rate[2]) : 0;
    const shares = perShare > 0 ? amount / perShare : 0;
    const whole = shares > 0 && Math.abs(shares - Math.round(shares)) < 1e-6;
    const row: ImportTransaction = {
      row: element.row,
      ticker: symbol,
      isin: element.get('isin') || SUBJECT.exec(element.get('description'))?.[2] || null,
      currency: element.get('currency'),
      date: dayOf(element),
      type: 'Income',
      shares: whole ? Math.round(shares) : 0,
      shareprice: whole ? perShare : 0,
      fees: 0,
      taxes: 0,
      reference: null,
      transactionValue: whole ? null : amount,
    };
    // Several payments of one security on one day (two classes of dividend) keep the first for taxes.
    if (!dividends.has(keyOf(element))) dividends.set(keyOf(element), row);
    result.rows.push(row);
  }

  // A refund that cancels a fee of the file: the pair is left out (the cash did not move).
  const cancelled = cancellingPairs(elements.filter((element) => CASH_TYPES[cashTypeOf(element)] && numberOf(element, 'amount') !== 0));
  for (const element of elements) {
    const kinds = CASH_TYPES[cashTypeOf(element)];
    if (!kinds) continue;
    const amount = numberOf(element, 'amount');
    const written = `${element.get('type')} of ${element.get('currency')} ${amount}`;
    const pair = cancelled.get(element);
    if (pair !== undefined) {
      result.skipped.push({ row: element.row, message: `${written}: cancelled by the ${amount > 0 ? 'fee' : 'refund'} on row ${pair.row}, so neither moves the cash.` });
      continue;
    }
    const kind = amount > 0 ? kinds.in : amount < 0 ? kinds.out : null;
    if (amount === 0) {
      result.skipped.push({ row: element.row, message: `${written}: nothing moved.` });
    } else if (kind === null) {
      const about = element.get('description');
      result.problems.push({
        row: element.row,
        message: `${amount > 0 ? 'A refund' : 'A reversal'}: ${written}${about ? ` (${about})` : ''}. Correct the transaction it undoes by hand, and exclude this row.`,
      });
    } else {
      const row = cashRow(element, kind, Math.abs(amount));
      if (kind === 'Interest' && !interest.has(dayAndCurrency(element))) interest.set(dayAndCurrency(element), row);
      result.rows.push(row);
    }
  }

  for (const element of elements) {
    const type = element.get('type');
    if (DIVIDEND_TYPES.has(type.toLowerCase()) || CASH_TYPES[cashTypeOf(element)]) continue;
    const amount = numberOf(element, 'amount');
    const written = `${type || 'A cash transaction'} of ${element.get('currency')} ${amount}`;
    const about = element.get('description');
    if (type.toLowerCase() === WITHHOLDING) {
      const symbol = symbolOf(element);
      const payment = symbol ? dividends.get(keyOf(element)) : ON_INTEREST.test(about) ? interest.get(dayAndCurrency(element)) : undefined;
      if (payment && amount < 0) {
        payment.taxes = withoutFloatNoise(payment.taxes - amount);
        result.skipped.push({ row: element.row, message: `Imported as the taxes of the ${payment.type === 'Income' ? 'dividend' : 'interest'} on row ${payment.row}.` });
      } else if (amount !== 0) {
        // Paid (negative) is a Tax; returned (positive) a refund, a negative Tax.
        result.rows.push(cashRow(element, 'Tax', -amount));
      } else {
        result.skipped.push({ row: element.row, message: `${written}: nothing moved.` });
      }
      continue;
    }
    result.skipped.push({ row: element.row, message: `Not imported: ${written}${about ? ` (${about})` : ''}, a kind of cash transaction this import does not read. Enter it by hand if it moved the cash you track.` });
  }
}

/** Each element that a later or earlier one of the same type, day, currency and description exactly undoes, with that one. */
function cancellingPairs(elements: readonly EventElement[]): Map<EventElement, EventElement> {
  const pairs = new Map<EventElement, EventElement>();
  const keyOf = (element: EventElement, sign: number) =>
    [cashTypeOf(element), dayOf(element), element.get('currency'), element.get('description'), sign * numberOf(element, 'amount')].join('\u0000');
  const open = new Map<string, EventElement[]>();
  for (const element of elements) {
    const waiting = open.get(keyOf(element, -1));
    const match = waiting?.shift();
    if (match) {
      pairs.set(element, match);
      pairs.set(match, element);
    } else {
      const key = keyOf(element, 1);
      open.set(key, [...(open.get(key) ?? []), element]);
    }
  }
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// Sections not read

/** Statement sections that record something but are not transactions of their own, and why. */
const UNREAD_SECTIONS: Readonly<Record<string, string>> = {
  FxTransaction: 'currency translation records of the cash balances (bookkeeping, no transaction of their own)',
  Transfer: 'position transfers in or out of the account, not imported yet: enter a transferred position as a Buy at its cost',
  OpenPosition: 'the positions at the end of the statement (a summary the imported transactions add up to)',
  InterestAccrual: 'interest accruals, which wait for cash accounts',
  InterestAccrualsCurrency: 'interest accruals, which wait for cash accounts',
  ChangeInDividendAccrual: 'dividend accruals (the payments themselves are imported from the cash transactions)',
  OpenDividendAccrual: 'dividends announced and not yet paid (imported when paid)',
  SLBActivity: 'securities lending, not imported',
  OptionEAE: 'option exercises, assignments and expiries (options are not imported)',
};

/**
 * Notices for the preview naming what the statement holds beyond trades, corporate actions and
 * cash transactions, so a file is never read as less than it is. Reference data (rates, account
 * details, summaries) is not mentioned.
 */
export function unreadSections(scan: XmlScan): string[] {
  const notices: string[] = [];
  for (const [name, why] of Object.entries(UNREAD_SECTIONS)) {
    const count = scan.counts.get(name) ?? 0;
    if (count > 0) notices.push(`Not read: ${count} ${name} ${count === 1 ? 'record' : 'records'}, ${why}.`);
  }
  return notices;
}
