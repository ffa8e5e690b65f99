// Interactive Brokers trades to the rows an import writes: cancelled-and-corrected pairs and
// currency conversions taken out (listed for the preview), shares multiplied out, and the key a
// row is matched on against transactions imported before.
import type { IbkrTrade, ImportProblem } from './ibkrFlex';
import { withoutFloatNoise } from './withoutFloatNoise';
import type { Ratio } from '../../../../common/ratio';
import { isCashKind, type CashKind } from '../../../../common/transactionKinds';

export interface ImportTransaction {
  row: number;
  ticker: string;
  isin: string | null;
  currency: string;
  /** The TradeDate as written; another module turns it into yyyy-MM-dd. */
  date: string;
  /** A cash kind from a cash transaction: its ticker is its currency, its amount transactionValue. */
  type: 'Buy' | 'Sell' | 'Income' | 'Split' | 'Merge' | 'Spin-Off' | CashKind;
  /** Quantity × multiplier. */
  shares: number;
  shareprice: number;
  fees: number;
  taxes: number;
  /** The TradeID (a cash transaction's transactionID). */
  reference: string | null;
  /** Lump-sum income and a cash row's amount (see ImportRowFields). */
  transactionValue?: number | null;
  /** New shares for old ones (see common/ratio.ts). */
  ratio?: Ratio | null;
  targetTicker?: string | null;
  costBasisFraction?: number | null;
  /** What the broker says the security is, when it says (IBKR SubCategory, AssetClass FUND). */
  holdingType?: BrokerHoldingType | null;
}

export type BrokerHoldingType = 'stock' | 'etf' | 'fund';

/** IBKR's AssetClass and SubCategory to a holding type; null when the file does not say (STK alone covers ETFs too). */
export function brokerHoldingType(trade: Pick<IbkrTrade, 'assetClass' | 'subCategory'>): BrokerHoldingType | null {
  if (trade.assetClass?.toUpperCase() === 'FUND') return 'fund';
  const sub = trade.subCategory?.toUpperCase();
  if (!sub) return null;
  if (sub === 'ETF' || sub === 'ETN' || sub === 'ETC') return 'etf';
  return ['COMMON', 'PREFERRED', 'ADR', 'REIT', 'GDR', 'MLP', 'RIGHT', 'ORDINARY'].includes(sub) ? 'stock' : null;
}

export interface TransactionRowsResult {
  rows: ImportTransaction[];
  /** Rows that block the import. */
  problems: ImportProblem[];
  /** Rows left out on purpose (cancelled pairs, currency conversions), for the preview to list. */
  skipped: ImportProblem[];
}

/**
 * Trades to import rows.
 *
 * Cancel and correct: IBKR never edits a reported trade. It adds a cancellation (code `Ca`,
 * Buy/Sell "SELL (Ca.)", TransactionType TradeCancel) that reverses the original, and reports
 * the corrected execution as a new trade, which may reuse the original TradeID
 * (testIBFlexStatementFile28.xml). Portfolio Performance imports only the correction, and so do
 * we: each cancellation removes the first not yet removed trade it reverses (same symbol, side,
 * trade date, quantity and price, and the OrigTradeID when the file gives one), and neither is
 * imported. Pairing by those values rather than by TradeID alone matters because the correction
 * shares the TradeID. A cancellation whose original is not in the file (it may have been
 * imported from an earlier statement) is a problem: importing it would double-count, dropping
 * it would hide that the ledger now holds a trade IBKR withdrew.
 *
 * Currency conversions (asset class CASH, e.g. CHF.USD) are not security trades; PP books them
 * as account transfers, so they are skipped here and listed for the preview.
 */
export function toTransactionRows(trades: readonly IbkrTrade[]): TransactionRowsResult {
  const rows: ImportTransaction[] = [];
  const problems: ImportProblem[] = [];
  const skipped: ImportProblem[] = [];
  const removed = new Set<IbkrTrade>();
  const cancellations = trades.filter((trade) => trade.cancelled);
  // Most files cancel nothing: then the index is not worth building.
  const originals = cancellations.length > 0 ? new OriginalsIndex(trades.filter((trade) => !trade.cancelled)) : null;

  for (const cancellation of cancellations) {
    removed.add(cancellation);
    const original = originals?.takeFirst(cancellation, removed);
    const what = `${cancellation.side} ${cancellation.quantity} ${cancellation.symbol} @ ${cancellation.price} on ${cancellation.tradeDate}`;
    if (original) {
      removed.add(original);
      skipped.push({ row: cancellation.row, message: `Cancellation of row ${original.row}; neither is imported.` });
      skipped.push({ row: original.row, message: `Cancelled by row ${cancellation.row}.` });
    } else {
      const id = cancellation.origTradeId ? ` (trade ${cancellation.origTradeId})` : '';
      problems.push({
        row: cancellation.row,
        message: `Cancels ${what}${id}, which is not in this file. If it was imported before, delete that transaction and import without this row.`,
      });
    }
  }

  for (const trade of trades) {
    if (removed.has(trade)) continue;
    if (trade.assetClass?.toUpperCase() === 'CASH') {
      skipped.push({ row: trade.row, message: `${trade.symbol} is a currency conversion, not a security trade.` });
      continue;
    }
    const derivative = DERIVATIVES[trade.assetClass?.toUpperCase() ?? ''];
    if (derivative) {
      skipped.push({ row: trade.row, message: `Not importable: ${trade.symbol.replace(/\s+/g, ' ')} is ${derivative}. The ledger holds shares and funds, with no expiry, exercise or assignment, so every option and future leg is left out rather than held as shares.` });
      continue;
    }
    const short = shortLeg(trade);
    if (short === 'both') {
      problems.push({ row: trade.row, message: `Trades through zero: closes a position and opens the opposite one (Open/Close ${trade.openClose}). Short positions are not supported: enter the long part by hand and exclude this row.` });
      continue;
    }
    if (short) {
      skipped.push({
        row: trade.row,
        message: `Not importable: ${short === 'opens' ? 'opens a short position (a sell of shares not held)' : 'closes a short position (a buy to cover)'}. Short positions are not supported, so both legs are left out.`,
      });
      continue;
    }
    if (trade.commission !== 0 && trade.commissionCurrency !== null && trade.commissionCurrency !== trade.currency) {
      // No exchange rate in the row to convert it with; guessing would misstate the cost.
      problems.push({
        row: trade.row,
        message: `Commission is in ${trade.commissionCurrency} but the trade is in ${trade.currency}.`,
      });
      continue;
    }
    rows.push({
      row: trade.row,
      ticker: trade.symbol,
      isin: trade.isin,
      currency: trade.currency,
      date: trade.tradeDate,
      type: trade.side,
      shares: withoutFloatNoise(trade.quantity * trade.multiplier),
      shareprice: trade.price,
      fees: trade.commission,
      taxes: trade.taxes,
      reference: trade.tradeId,
      holdingType: brokerHoldingType(trade),
    });
  }
  problems.sort((a, b) => a.row - b.row);
  skipped.sort((a, b) => a.row - b.row);
  return { rows, problems, skipped };
}

/** IBKR asset categories the ledger cannot hold, as the preview names them. */
const DERIVATIVES: Readonly<Record<string, string>> = {
  OPT: 'an option',
  FOP: 'an option on a future',
  FUT: 'a future',
  WAR: 'a warrant',
  CFD: 'a contract for difference',
  IOPT: 'a structured product',
};

/**
 * Whether a trade is a leg of a short position, by IBKR's Open/Close indicator: a sell that opens
 * a position opens a short, a buy that closes one covers it; "C;O" does both (a position traded
 * through zero). Files without the column say nothing, and the commit's dry run then refuses a
 * sell of shares not held.
 */
function shortLeg(trade: IbkrTrade): 'opens' | 'covers' | 'both' | null {
  const codes = new Set(trade.openClose.split(';').map((code) => code.trim()));
  const opens = codes.has('O');
  const closes = codes.has('C');
  if (trade.side === 'Sell' && opens) return closes ? 'both' : 'opens';
  if (trade.side === 'Buy' && closes) return opens ? 'both' : 'covers';
  return null;
}

/**
 * The trades a cancellation may reverse, in file order, grouped by the values it must share with
 * them (symbol, side, trade date, quantity, price) and also by TradeID for cancellations that name
 * their original. Each group is a queue whose head skips trades already removed, so pairing a file
 * with many cancellations stays linear instead of scanning every trade per cancellation.
 */
class OriginalsIndex {
  private readonly byValues = new Map<string, Queue>();
  private readonly byValuesAndId = new Map<string, Queue>();

  constructor(trades: readonly IbkrTrade[]) {
    for (const trade of trades) {
      enqueue(this.byValues, valuesKey(trade), trade);
      if (trade.tradeId !== null) enqueue(this.byValuesAndId, `${valuesKey(trade)}|${trade.tradeId}`, trade);
    }
  }

  /** The first trade, in file order and not in `removed`, that `cancellation` reverses. */
  takeFirst(cancellation: IbkrTrade, removed: ReadonlySet<IbkrTrade>): IbkrTrade | undefined {
    const queue =
      cancellation.origTradeId === null
        ? this.byValues.get(valuesKey(cancellation))
        : this.byValuesAndId.get(`${valuesKey(cancellation)}|${cancellation.origTradeId}`);
    if (!queue) return undefined;
    while (queue.next < queue.trades.length && removed.has(queue.trades[queue.next] as IbkrTrade)) queue.next += 1;
    return queue.trades[queue.next];
  }
}

interface Queue {
  trades: IbkrTrade[];
  next: number;
}

function enqueue(queues: Map<string, Queue>, key: string, trade: IbkrTrade): void {
  const queue = queues.get(key);
  if (queue) queue.trades.push(trade);
  else queues.set(key, { trades: [trade], next: 0 });
}

// A NUL cannot occur in a CSV or XML value, so it keeps the parts apart.
function valuesKey(trade: IbkrTrade): string {
  return `${trade.symbol}\u0000${trade.side}\u0000${trade.tradeDate}\u0000${trade.quantity}\u0000${trade.price}`;
}

/** What a duplicate key is made of: an import row, or a transaction already in the ledger. */
export interface DuplicateKeyFields {
  ticker: string;
  /** yyyy-MM-dd, or a date-time of which the key compares only the day (as the server does). */
  date: string;
  type: string;
  shares: number;
  shareprice: number;
  reference: string | null;
  /** A cash row's amount, which tells apart two fees of one day in one currency. */
  transactionValue?: number | null;
}

/**
 * The key a row is matched on against transactions imported before: the TradeID when there is
 * one, else kind, date, ticker, quantity and price (a cash row's amount too). The quantity is signed (negative for a sell, as
 * IBKR writes it) so that a same-day buy and sell of the same size are not taken for one trade.
 * The ticker is upper-cased as the ledger stores it (BMWd is stored as BMWD).
 */
export function duplicateKey(row: DuplicateKeyFields): string {
  const reference = row.reference?.trim();
  // As the server matches: a broker's trade id with its symbol (ids are not unique across symbols everywhere).
  if (reference) return `tradeId:${reference}|${row.ticker.trim().toUpperCase()}`;
  const shares = row.type === 'Sell' ? -row.shares : row.shares;
  // Other kinds by their kind too: a Split and a lump-sum Income of one day both have 0 × 0.
  const kind = row.type === 'Buy' || row.type === 'Sell' ? 'trade' : row.type;
  const key = `${kind}:${row.date.slice(0, 10)}|${row.ticker.trim().toUpperCase()}|${normaliseNumber(shares)}|${normaliseNumber(row.shareprice)}`;
  return isCashKind(row.type) ? `${key}|${normaliseNumber(row.transactionValue ?? 0)}` : key;
}

// 17 and 17.0 parse to the same number already; this also folds -0 and float noise.
function normaliseNumber(value: number): string {
  return String(withoutFloatNoise(value) || 0);
}
