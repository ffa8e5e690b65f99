// The dividend query's answer: the selected holdings' shares by day from the ledger, the market
// store's dividends of their securities, and the income the ledger recorded, put through the pure
// dividendFigures. The analytics service keeps the answer per user and filter like its others.
import type { DataOwner } from '../../auth/tokenVerifier';
import type { HoldingLedger } from '../../ledger/ledger';
import type { SecurityRow } from '../../ledger/transactions.repository';
import type { QuoteBook } from '../../market/quoteBook';
import type { StoredDividendData } from '../../market/store/marketStore';
import { indexAsOf, valueAsOf, type AsOfSeries } from '../../portfolio/asOf';
import { addCalendarMonths, fromDay, toDay } from '../../portfolio/days';
import { toNumber } from '../../portfolio/decimal';
import type { AnalyticsRepository } from './analytics.repository';
import { dividendFigures, type DividendFigures, type DividendHoldingInput, type HoldingDividendFigures, type PayoutFigures, type ReceivedIncome } from './dividendFigures';
import { prepareMarket, type MarketDividend, type PreparedMarket } from './dividendHistory';

export interface HoldingDividendAnswer extends HoldingDividendFigures {
  readonly security: SecurityRow;
}

export interface PayoutAnswer extends PayoutFigures {
  readonly security: SecurityRow;
}

export interface DividendAnswer extends Omit<DividendFigures, 'holdings' | 'payouts'> {
  readonly currency: string;
  readonly asOf: string;
  readonly holdings: readonly HoldingDividendAnswer[];
  readonly payouts: readonly PayoutAnswer[];
  /** Tickers the market has not answered for yet. */
  readonly pendingData: readonly string[];
}

/** What the dividend answer reads of a computed analytics answer (see the service's Figures). */
export interface DividendSelection {
  readonly filter: { readonly asOf: number; readonly from: number | null; readonly to: number; readonly currency: string; readonly includePastHoldings: boolean };
  readonly state: { readonly securities: ReadonlyMap<string, SecurityRow>; readonly settings: { readonly currency: string } };
  /** The selected holdings (portfolio × security), closed ones included, cash excluded. */
  readonly holdings: readonly HoldingLedger[];
}

/** One valued security of the selection (HoldingFigures' part the dividends need). */
export interface ValuedSecurity {
  readonly securityId: string;
  readonly currency: string;
  readonly marketValuePC: number | null;
  readonly costBasisPC: number;
}

export interface DividendAnswerSources {
  readonly quotes: Pick<QuoteBook, 'dividendData' | 'ratesInto'>;
  readonly repository: Pick<AnalyticsRepository, 'incomeDays'>;
}

/** Shares of a holding at the close of a day: after its last event on or before it. */
function sharesAt({ events }: HoldingLedger, day: number): number {
  const i = indexAsOf({ days: events.days, values: events.sharesAfter }, day);
  return i < 0 ? 0 : events.sharesAfter[i]!;
}

const dayOrNull = (date: string | null): number | null => (date === null ? null : toDay(date));

// Per stored security data (shared, cached by the quote book until the market layer writes): the
// preparation every user's and every request's figures share.
const preparedMarkets = new WeakMap<StoredDividendData, PreparedMarket>();
const NO_MARKET = prepareMarket([], []);

function preparedMarketOf(data: StoredDividendData | undefined): PreparedMarket {
  if (!data) return NO_MARKET;
  let prepared = preparedMarkets.get(data);
  if (!prepared) {
    const dividends: MarketDividend[] = data.dividends.map((d) => ({
      exDay: toDay(d.exDate),
      payDay: dayOrNull(d.payDate),
      recordDay: dayOrNull(d.recordDate),
      declaredDay: dayOrNull(d.declaredDate),
      amount: d.amount,
      currency: d.currency,
    }));
    const splits = data.splits.filter((s) => s.ratio > 0).map((s) => ({ day: toDay(s.date), ratio: s.ratio }));
    preparedMarkets.set(data, (prepared = prepareMarket(dividends, splits)));
  }
  return prepared;
}

export async function dividendAnswer(sources: DividendAnswerSources, owner: DataOwner, selection: DividendSelection, valued: readonly ValuedSecurity[]): Promise<DividendAnswer> {
  const { filter, state } = selection;
  const ledgersBySecurity = new Map<string, HoldingLedger[]>();
  for (const holding of selection.holdings) ledgersBySecurity.set(holding.securityId, [...(ledgersBySecurity.get(holding.securityId) ?? []), holding]);
  // One year back unless the filter says: the forward figures need no past, and a dividend
  // dashboard's charts send their interval.
  const from = Math.min(filter.from ?? addCalendarMonths(filter.asOf, -12) + 1, filter.asOf);
  const ids = valued.map((v) => v.securityId);
  const [market, incomeDays] = await Promise.all([sources.quotes.dividendData(ids), sources.repository.incomeDays(owner.uid, fromDay(from), fromDay(filter.asOf))]);

  // Rates into the filter's currency for every currency a dividend or an income is in.
  const currencies = new Set<string>();
  for (const v of valued) {
    currencies.add(v.currency);
    const data = market.get(v.securityId);
    if (data?.profile?.currency) currencies.add(data.profile.currency);
    for (const d of data?.dividends ?? []) currencies.add(d.currency);
  }
  for (const row of incomeDays) currencies.add(row.currency);
  currencies.delete(filter.currency);
  const rates: Map<string, AsOfSeries | undefined> = currencies.size === 0 ? new Map() : await sources.quotes.ratesInto(owner.uid, [...currencies].sort(), filter.currency);
  const rateToPC = (currency: string, day: number): number | undefined => {
    if (currency === filter.currency) return 1;
    const series = rates.get(currency);
    return series && valueAsOf(series, day)?.value;
  };

  // The ledger's income of the selected holdings, at its stored rates when the filter is in the user's currency.
  const selected = new Set(selection.holdings.map((h) => h.key));
  const stored = filter.currency === state.settings.currency;
  const received: ReceivedIncome[] = [];
  for (const row of incomeDays) {
    if (!selected.has(`${row.portfolioId}:${row.securityId}`)) continue;
    const day = toDay(row.date);
    const rate = stored ? 1 : rateToPC(row.currency, day);
    if (rate === undefined) continue;
    const [gross, taxes, fees] = stored ? [row.grossUC, row.taxesUC, row.feesUC] : [row.gross * rate, row.taxes * rate, row.fees * rate];
    received.push({ day, securityId: row.securityId, grossPC: gross, taxesPC: taxes, feesPC: fees });
  }

  const holdings: DividendHoldingInput[] = valued.map((v) => {
    const ledgers = ledgersBySecurity.get(v.securityId) ?? [];
    const data = market.get(v.securityId);
    const profile = data?.profile;
    return {
      securityId: v.securityId,
      tradeCurrency: v.currency,
      sharesAt: (day) => ledgers.reduce((sum, h) => sum + sharesAt(h, day), 0),
      shares: ledgers.reduce((sum, h) => sum + toNumber(h.position.shares), 0),
      marketValuePC: v.marketValuePC,
      costBasisPC: v.costBasisPC,
      market: preparedMarketOf(data),
      profile: profile
        ? {
            currency: profile.currency,
            forwardRate: profile.forwardRate,
            payoutRatio: profile.payoutRatio,
            nextExDay: dayOrNull(profile.nextExDate),
            nextPayDay: dayOrNull(profile.nextPayDate),
            frequency: profile.frequency,
          }
        : null,
      answered: data?.answered ?? false,
      simulated: data?.simulated ?? false,
    };
  });

  const figures = dividendFigures({ asOf: filter.asOf, from, holdings, received, rateToPC });
  const security = (id: string) => state.securities.get(id)!;
  return {
    ...figures,
    currency: filter.currency,
    asOf: fromDay(filter.asOf),
    // Closed positions count for what they were paid, and are listed only when the filter asks.
    holdings: figures.holdings.filter((h) => filter.includePastHoldings || h.shares !== 0).map((h) => ({ ...h, security: security(h.securityId) })),
    payouts: figures.payouts.map((p) => ({ ...p, security: security(p.securityId) })),
    pendingData: figures.holdings.filter((h) => h.dataPending && h.shares > 0).map((h) => security(h.securityId).ticker),
  };
}

