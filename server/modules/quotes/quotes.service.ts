// Manual quotes: closing prices a user enters for a security (unlisted assets, corrections) and
// rates for a currency pair. They take precedence over provider data for that user. A rate change
// also changes the PC figures stored on transactions, so it recomputes the ledger in the same
// database transaction; a price change only marks the user's cached figures stale.
import { isKnownCurrency } from '../../../common/currency';
import type { Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import type { PricePointInput, RatePointInput } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import { decimal, toDecimalString } from '../../portfolio/decimal';
import type { LedgerService } from '../../ledger/ledger.service';
import { MAX_QUOTES_PER_CALL, quoteDateProblem, quoteValueProblem } from '../../../common/quoteRules';
import { createQuotesRepository, type DatedValue, type QuotesRepository } from '../../market/store/manualQuotes.repository';
import { createSecuritiesRepository } from '../../ledger/securities.repository';

const bad = (message: string) => appError('BAD_USER_INPUT', message);

function parseDay(value: string, path: string): string {
  const problem = quoteDateProblem(value);
  if (problem) throw bad(`${path} ${problem}`);
  return value.trim();
}

function parsePoints(points: readonly { date: string; value: number }[], path: string, field: string): DatedValue[] {
  if (points.length > MAX_QUOTES_PER_CALL) throw bad(`${path} may hold at most ${MAX_QUOTES_PER_CALL} points.`);
  const byDate = new Map<string, string>();
  points.forEach((point, i) => {
    const date = parseDay(point.date, `${path}[${i}].date`);
    // Range first: the exact decimal cannot even be made of 1e308. The stored numeric column is
    // unbounded, but figures are computed with 12 decimal places, like transaction amounts.
    const problem = quoteValueProblem(point.value);
    if (problem) throw bad(`${path}[${i}].${field} ${problem}`);
    if (byDate.has(date)) throw bad(`${path}[${i}].date ${date} appears twice.`);
    byDate.set(date, toDecimalString(decimal(point.value)));
  });
  return [...byDate].map(([date, value]) => ({ date, value }));
}

function parsePair(base: string, quote: string): { base: string; quote: string } {
  const b = base.trim().toUpperCase();
  const q = quote.trim().toUpperCase();
  if (!isKnownCurrency(b)) throw bad(`base "${base}" is not a known currency code.`);
  if (!isKnownCurrency(q)) throw bad(`quote "${quote}" is not a known currency code.`);
  if (b === q) throw bad('base and quote must be different currencies.');
  return { base: b, quote: q };
}

export interface QuotesServiceDeps {
  db: Database;
  ledger: LedgerService;
  ensureUser(viewer: Viewer): Promise<void>;
}

export function createQuotesService({ db, ledger, ensureUser }: QuotesServiceDeps) {
  const repository: QuotesRepository = createQuotesRepository(db);
  const securities = createSecuritiesRepository(db);

  /** A security the user can see: shared reference data, or one of their own. */
  async function requireSecurity(viewer: Viewer, id: string) {
    const [security] = await securities.securitiesByIds(viewer.uid, [id]);
    if (!security) throw appError('NOT_FOUND', 'Stock does not exist!');
    return security;
  }

  const pricePoints = (rows: DatedValue[]) => rows.map((row) => ({ date: row.date, close: Number(row.value) }));
  const ratePoints = (rows: DatedValue[]) => rows.map((row) => ({ date: row.date, rate: Number(row.value) }));

  return {
    async prices(viewer: Viewer, securityId: string) {
      await requireSecurity(viewer, securityId);
      return pricePoints(await repository.manualPrices(viewer.uid, [securityId]));
    },

    async setPrices(viewer: Viewer, securityId: string, input: readonly PricePointInput[]) {
      await requireSecurity(viewer, securityId);
      const points = parsePoints(input.map((p) => ({ date: p.date, value: p.close })), 'prices', 'close');
      await ensureUser(viewer);
      await ledger.quotesChanged(viewer.uid, (trx) => createQuotesRepository(trx).upsertManualPrices(viewer.uid, securityId, points));
      return this.prices(viewer, securityId);
    },

    async deletePrices(viewer: Viewer, securityId: string, dates: readonly string[]) {
      await requireSecurity(viewer, securityId);
      const days = dates.map((d, i) => parseDay(d, `dates[${i}]`));
      return ledger.quotesChanged(viewer.uid, (trx) => createQuotesRepository(trx).deleteManualPrices(viewer.uid, securityId, days));
    },

    async rates(viewer: Viewer, base: string, quote: string) {
      const pair = parsePair(base, quote);
      return ratePoints(await repository.manualRatesOfPair(viewer.uid, pair.base, pair.quote));
    },

    /** Saves rates and recomputes the ledger with them, all or nothing (a rate can make a transaction valid, never invalid). */
    async setRates(viewer: Viewer, base: string, quote: string, input: readonly RatePointInput[]) {
      const pair = parsePair(base, quote);
      const points = parsePoints(input.map((p) => ({ date: p.date, value: p.rate })), 'rates', 'rate');
      await ledger.change(viewer, {
        everything: true,
        quotesChanged: true,
        alsoWriteFirst: (trx) => createQuotesRepository(trx).upsertManualRates(viewer.uid, pair.base, pair.quote, points),
      });
      return this.rates(viewer, pair.base, pair.quote);
    },

    /** Deleting rates can leave a transaction without one: then nothing is deleted and the error says which. */
    async deleteRates(viewer: Viewer, base: string, quote: string, dates: readonly string[]) {
      const pair = parsePair(base, quote);
      const days = dates.map((d, i) => parseDay(d, `dates[${i}]`));
      let deleted = 0;
      await ledger.change(viewer, {
        everything: true,
        quotesChanged: true,
        alsoWriteFirst: async (trx) => {
          deleted = await createQuotesRepository(trx).deleteManualRates(viewer.uid, pair.base, pair.quote, days);
        },
      });
      return deleted;
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
