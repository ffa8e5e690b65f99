// Background refresh of the market store, as jobs in the database queue: one job per security
// (profile, daily history, splits, dividends) and one per FX pair. Requests never call a
// provider: they read the store, and what they find missing is queued here. A provider failure
// fails the job, which the queue retries with backoff; an unknown or delisted symbol is marked
// not-found and left alone; absurd values are refused before anything is written.
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { fromDay, toDay, todayDay } from '../portfolio/days';
import type { JobQueue } from '../jobs/queue';
import type { MissingMarketData, QuoteBook } from './quoteBook';
import { uuidsOnly } from '../db/uuids';
import { ProviderError, type DateRange } from './provider';
import type { ProviderChain } from './providerChain';
import { screenBars, screenDividends } from './quality';
import { inferDividendFrequency } from './dividendFrequency';
import { createMarketStore, type Provenance } from './store/marketStore';

export const SECURITY_JOB = 'market.security';
export const FX_JOB = 'market.fx';

/** Days fetched again before the last stored day: late corrections, and the overlap that rebases adjusted closes. */
const OVERLAP_DAYS = 7;
/** How far back a security nobody has traded yet (or a new FX pair) is fetched. */
const DEFAULT_YEARS = 20;
/** A symbol no widget has read for this long is no longer refreshed (as the live refresh's followMs). */
const FOLLOW_DAYS = 7;
/** How long fetchAdditionalData waits for profiles before answering with what it has. */
export const PROFILE_WAIT_MS = 1_500;
/** Profiles asked for at once when new listings are learnt. */
const LEARN_CONCURRENCY = 8;

type Log = Pick<Logger, 'info' | 'warn'>;

export interface MarketRefreshDeps {
  readonly db: Database;
  readonly chain: ProviderChain;
  readonly queue: JobQueue;
  readonly quotes: QuoteBook;
  readonly logger?: Log;
  /** Called after enqueueing, so an idle worker starts at once. */
  readonly wake?: () => void;
  readonly now?: () => number;
}

type Pair = { base: string; quote: string };

const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code);
const pairKey = (pair: Pair) => `${pair.base}>${pair.quote}`;

/** Well-formed pairs of two different currencies, each once. */
const validPairs = (pairs: readonly Pair[]): Pair[] =>
  [...new Map(pairs.filter((p) => isCurrency(p.base) && isCurrency(p.quote) && p.base !== p.quote).map((p) => [pairKey(p), p])).values()];

/** Waits for `work` or `ms`, whichever comes first; the work goes on either way. */
async function atMost(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const isNotFound = (error: unknown) => error instanceof ProviderError && error.reason === 'not-found';

export function createMarketRefresh({ db, chain, queue, quotes, logger, wake, now = Date.now }: MarketRefreshDeps) {
  const store = createMarketStore(db);
  const today = () => fromDay(todayDay(now()));
  const yearsBack = () => fromDay(todayDay(now()) - DEFAULT_YEARS * 365);

  async function firstTradeDate(securityId: string): Promise<string | null> {
    const row = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.min('date').as('first'))
      .where((eb) => eb.or([eb('securityId', '=', securityId), eb('targetSecurityId', '=', securityId)]))
      .executeTakeFirst();
    const first = row?.first as string | null | undefined;
    return first ? first.slice(0, 10) : null;
  }

  /** From a week before the last stored day (or the first trade, or 20 years back) to today. */
  function rangeAfter(lastDate: string | null, first: string | null): DateRange {
    const from = lastDate ? fromDay(toDay(lastDate) - OVERLAP_DAYS) : first ? fromDay(toDay(first) - OVERLAP_DAYS) : yearsBack();
    return { from, to: today() };
  }

  const provenanceOf = (answer: { provider: string; simulated: boolean }): Provenance => ({ source: answer.provider, simulated: answer.simulated });

  async function refreshSecurity(securityId: string): Promise<void> {
    const security = await db.selectFrom('securities').select(['id', 'ticker', 'marketStatus']).where('id', '=', securityId).executeTakeFirst();
    // Deleted since it was queued, or cash (docs/decisions/0007): a currency has no listing to fetch.
    if (!security || security.marketStatus === 'cash') return;
    const symbol = security.ticker;
    // The listing's quote currency, stored with its closes (null keeps what is stored).
    let currency: string | null = null;
    try {
      if (security.marketStatus !== 'ready') {
        const profile = await chain.call('profile', symbol);
        // No profile: known only if the history has prices (an index some sources only quote).
        if (profile.value) {
          currency = profile.value.currency;
          await store.markSecurity(securityId, 'pending', provenanceOf(profile), profile.value);
        }
      }
      const info = (await store.historyInfo([securityId])).get(securityId);
      const range = rangeAfter(info?.lastDate ?? null, info ? null : await firstTradeDate(securityId));
      const history = await chain.call('history', symbol, range);
      // Dividends and splits reach further back than the user's trades on the first fetch: the
      // dividend growth of a stock bought last month is told by its last five years.
      const events = info ? range : { from: yearsBack(), to: range.to };
      const splits = await chain.call('splits', symbol, events);
      const dividends = await chain.call('dividends', symbol, events);
      if (history.value.length === 0 && !info) {
        // The provider knows the name but has no prices (delisted, or not traded in the range).
        await store.markSecurity(securityId, 'not-found', provenanceOf(history));
        return;
      }
      const { kept, refused } = screenBars(history.value, splits.value);
      if (refused.length > 0) {
        logger?.warn({ symbol, provider: history.provider, refused: refused.length, first: refused[0] }, 'market data: refused absurd prices');
      }
      const provenance = provenanceOf(history);
      if (kept.length > 0) await store.writePrices(securityId, kept, provenance, currency);
      await store.writeSplits(securityId, splits.value.filter((s) => Number.isFinite(s.ratio) && s.ratio > 0), provenanceOf(splits));
      const screened = screenDividends(dividends.value, kept);
      if (screened.refused.length > 0) {
        logger?.warn({ symbol, provider: dividends.provider, refused: screened.refused.length, first: screened.refused[0] }, 'market data: refused absurd dividends');
      }
      await store.writeDividends(securityId, screened.kept, provenanceOf(dividends));
      await refreshDividendProfile(securityId, symbol);
      await store.markSecurity(securityId, 'ready', provenance);
      quotes.invalidatePrices([securityId]);
    } catch (error) {
      if (isNotFound(error)) {
        await store.markSecurity(securityId, 'not-found');
        return;
      }
      await store.markSecurity(securityId, 'failed');
      throw error;
    }
  }

  /**
   * The security's dividend profile, with the frequency its stored history shows. Prices matter
   * more than a profile: a provider failing here is logged and the refresh goes on.
   */
  async function refreshDividendProfile(securityId: string, symbol: string): Promise<void> {
    try {
      const answer = await chain.call('dividendProfile', symbol);
      if (!answer.value) return;
      const frequency = inferDividendFrequency(await store.dividends(securityId));
      await store.writeDividendProfile(securityId, answer.value, frequency, provenanceOf(answer));
    } catch (error) {
      // No provider offering profiles is not a failure to report (the chain's own error).
      if (error instanceof ProviderError && error.provider === 'chain') return;
      logger?.warn({ symbol, err: error instanceof Error ? error.message : String(error) }, 'market data: no dividend profile');
    }
  }

  async function refreshFx(base: string, quote: string): Promise<void> {
    const stored = (await store.fxInfo()).find((p) => p.base === base && p.quote === quote);
    const range = rangeAfter(stored?.lastDate ?? null, null);
    const answer = await chain.call('fxHistory', base, quote, range);
    const { kept, refused } = screenBars(
      answer.value.map((p) => ({ date: p.date, close: p.rate, adjClose: null })),
      [],
    );
    if (refused.length > 0) logger?.warn({ pair: `${base}/${quote}`, provider: answer.provider, refused: refused.length, first: refused[0] }, 'market data: refused absurd rates');
    if (kept.length === 0) return;
    await store.writeFx(base, quote, kept.map((bar) => ({ date: bar.date, rate: bar.close })), provenanceOf(answer));
    quotes.invalidateRates();
  }


  return {
    handlers: {
      [SECURITY_JOB]: async (job: { key: string }) => refreshSecurity(job.key),
      [FX_JOB]: async (job: { key: string }) => {
        const [base, quote] = job.key.split('>');
        if (!base || !quote || !isCurrency(base) || !isCurrency(quote)) throw new Error(`not an FX pair: ${job.key}`);
        await refreshFx(base, quote);
      },
    },

    /** Queues a refresh of each security (deduplicated by the queue). */
    async requestSecurities(securityIds: readonly string[]): Promise<void> {
      const valid = uuidsOnly([...new Set(securityIds)]);
      if (valid.length === 0) return;
      await queue.enqueue(valid.map((id) => ({ kind: SECURITY_JOB, key: id })));
      wake?.();
    },

    /**
     * What a request found missing from the store. Only securities no provider has answered for
     * yet, and only jobs not queued already: a failing fetch keeps its backoff, and a symbol no
     * provider knows is not asked for again on every request.
     */
    async requestMissing(missing: MissingMarketData): Promise<void> {
      const valid = uuidsOnly([...new Set(missing.securityIds)]);
      const pending = valid.length === 0 ? [] : await db.selectFrom('securities').select('id').where('id', 'in', valid).where('marketStatus', '=', 'pending').execute();
      const jobs = [...pending.map((s) => ({ kind: SECURITY_JOB, key: s.id })), ...validPairs(missing.pairs).map((p) => ({ kind: FX_JOB, key: pairKey(p) }))];
      if (jobs.length === 0) return;
      await queue.enqueue(jobs, { ifAbsent: true });
      wake?.();
    },

    /**
     * Looks up the profiles of securities no provider has answered for yet, waiting at most
     * `waitMs` (the add-transaction screen wants a name and currency, but never stalls on a
     * provider); their history is queued either way.
     */
    async resolve(securityIds: readonly string[], waitMs = PROFILE_WAIT_MS): Promise<void> {
      const valid = uuidsOnly([...new Set(securityIds)]);
      if (valid.length === 0) return;
      const pending = await db.selectFrom('securities').select(['id', 'ticker']).where('id', 'in', valid).where('marketStatus', 'not in', ['ready', 'cash']).execute();
      await this.requestSecurities(valid);
      if (pending.length === 0) return;
      const lookups = Promise.all(
        pending.map(async (security) => {
          try {
            const profile = await chain.call('profile', security.ticker);
            if (profile.value) await store.markSecurity(security.id, 'pending', provenanceOf(profile), profile.value);
          } catch {
            // The queued job tries again with backoff; the chain has logged the failure.
          }
        }),
      );
      await atMost(waitMs, lookups);
    },

    /**
     * Adds to the shared securities the listings among `keys` that a provider's profile knows and
     * no shared row holds yet, waiting at most `waitMs` (a few profiles at a time; none is started
     * after the wait). A listing is shared only when the provider can tell which one it is: no
     * exchange given, or the profile's own exchange. Whatever stays unknown is for the caller to
     * record as the user's private security.
     */
    async learn(keys: readonly { ticker: string; exchangeCode: string }[], waitMs = PROFILE_WAIT_MS): Promise<void> {
      const unique = [...new Map(keys.map((key) => [`${key.ticker}\u0000${key.exchangeCode}`, key])).values()];
      if (unique.length === 0) return;
      const shared = await store.sharedListings(unique);
      const waiting = unique.filter((key) => !shared.has(`${key.ticker}\u0000${key.exchangeCode}`));
      let open = true;
      const lookUp = async () => {
        for (let key = waiting.shift(); key && open; key = waiting.shift()) {
          try {
            const profile = await chain.call('profile', key.ticker);
            const exchange = profile.value?.exchange?.toUpperCase() ?? '';
            if (profile.value && (key.exchangeCode === '' || key.exchangeCode === exchange)) {
              await store.addSharedSecurity(key, provenanceOf(profile), profile.value);
            }
          } catch {
            // Unknown for now: the caller records it as the user's own; the chain logged why.
          }
        }
      };
      await atMost(waitMs, Promise.all(Array.from({ length: Math.min(LEARN_CONCURRENCY, waiting.length) }, lookUp)));
      open = false;
    },

    /**
     * Fetches the FX pairs no stored rate answers (directly, inverted or crossed), waiting at
     * most `waitMs`: a trade in a foreign currency needs its rate before it can be recorded.
     */
    async ensurePairs(pairs: readonly { base: string; quote: string }[], waitMs = PROFILE_WAIT_MS): Promise<void> {
      const missing: Pair[] = [];
      // One lookup per target currency, all of its bases at once.
      const wanted = validPairs(pairs);
      for (const quote of new Set(wanted.map((p) => p.quote))) {
        const group = wanted.filter((p) => p.quote === quote);
        const known = await quotes.ratesInto('', group.map((p) => p.base), quote);
        missing.push(...group.filter((p) => !known.get(p.base)));
      }
      if (missing.length === 0) return;
      // A failure is left to the queued job (ratesInto above queued one) and its backoff.
      await atMost(waitMs, Promise.all(missing.map((pair) => refreshFx(pair.base, pair.quote).catch(() => undefined))));
    },

    /**
     * Queues the daily refresh: every traded security the providers know (or have not answered
     * for yet) whose history does not reach today, and every stored FX pair.
     */
    async scheduleRefresh(): Promise<number> {
      const todayIso = today();
      const securities = await db
        .selectFrom('securities')
        .leftJoin('priceHistory', 'priceHistory.securityId', 'securities.id')
        .select('securities.id')
        .where('securities.marketStatus', 'not in', ['not-found', 'cash'])
        .where((eb) => eb.or([eb('priceHistory.lastDate', 'is', null), eb('priceHistory.lastDate', '<', todayIso)]))
        // Traded, or charted lately (a market widget's symbol: market_symbols, see market/live.ts).
        .where((eb) =>
          eb.or([
            eb.exists(eb.selectFrom('transactions').select('transactions.id').whereRef('transactions.securityId', '=', 'securities.id')),
            eb.exists(
              eb
                .selectFrom('marketSymbols')
                .select('marketSymbols.symbol')
                .whereRef('marketSymbols.securityId', '=', 'securities.id')
                .where('marketSymbols.requestedAt', '>=', new Date(now() - FOLLOW_DAYS * 86_400_000)),
            ),
          ]),
        )
        .execute();
      const pairs = (await store.fxInfo()).filter((p) => p.lastDate === null || p.lastDate < todayIso);
      const jobs = [...securities.map((s) => ({ kind: SECURITY_JOB, key: s.id })), ...pairs.map((p) => ({ kind: FX_JOB, key: `${p.base}>${p.quote}` }))];
      if (jobs.length > 0) {
        await queue.enqueue(jobs);
        wake?.();
      }
      return jobs.length;
    },
  };
}

export type MarketRefresh = ReturnType<typeof createMarketRefresh>;
