/**
 * The engine's jobs: pure functions of compact inputs, run in a worker thread (engineWorker.ts) or
 * in-process, with the same code either way (see enginePool.ts).
 * - ledger: the engine over a whole ledger: rows as the repository packs them (a cold load), or
 *   the holdings' own inputs (a run as of a past day, or in another currency);
 * - series: daily value series of groups of holdings (the portfolio's, or one per security),
 *   optionally with their returns and sampled to a point budget.
 * Inputs and results are typed arrays in SharedArrayBuffers where they are large, so nothing big
 * is copied between threads.
 */
import { mergeLayers, type AsOfSeries } from '../portfolio/asOf';
import { riskFigures, type RiskFigures } from '../portfolio/risk';
import { fromSecondDay, periodReturns, sampleSeries, timelineOf, valueSeries, type PeriodReturns, type SeriesResolution } from '../portfolio/series';
import type { MessagePort } from 'node:worker_threads';
import type { CostMethod } from '../portfolio/types';
import {
  dayOfEngineRow,
  failureOf,
  ownHoldingOf,
  emptyPrepared,
  prepareRows,
  runPrepared,
  type PreparedRows,
  rateInto,
  rowsOfInputs,
  rowsOfPage,
  storedRate,
  type EngineFailure,
  type EngineRow,
  type HoldingEvents,
  type HoldingLedger,
} from '../ledger/ledger';
import { ArenaSize, SharedArena } from './sharedArena';

export interface LedgerJobInput {
  /** Pages of the repository's engine rows (UTF-8 text, see rowsOfPage), in the engine's order. */
  readonly pages: readonly Uint8Array[];
  /** Holdings whose rows in `pages` are out of date: their rows come from `inputs` instead. */
  readonly replaced?: readonly string[];
  /** The replaced holdings' own rows (HoldingLedger.input of holdings a write recomputed). */
  readonly inputs?: readonly Uint8Array[];
  readonly costMethod: CostMethod;
  /** Only rows up to this day (a run as of a past close). */
  readonly asOf?: number;
  /** Rates into another currency than the stored one (see RatesInto); absent: each row's stored rate. */
  readonly rates?: { readonly target: string; readonly series: readonly (readonly [string, AsOfSeries | undefined])[] };
}

export type LedgerJobOutput = { readonly ok: true; readonly holdings: readonly HoldingLedger[]; readonly rows: number } | { readonly ok: false; readonly failure: EngineFailure };

/** A whole ledger read in pages, sent to the job as they are read: each is prepared on arrival (see ledgerStreamJob). */
export interface LedgerStreamInput {
  /** Receives each page (UTF-8 text in shared memory, see rowsOfPage), then null. */
  readonly port: MessagePort;
  readonly costMethod: CostMethod;
}

/** The outcome of an engine run as data (a worker's errors cannot cross as EngineErrors). */
function outcome(run: () => PreparedRows, costMethod: CostMethod): LedgerJobOutput {
  try {
    const prepared = run();
    return { ok: true, holdings: [...runPrepared(prepared, { costMethod }).holdings.values()], rows: prepared.transactions.length };
  } catch (error) {
    const failure = failureOf(error);
    if (failure) return { ok: false, failure };
    throw error;
  }
}

/**
 * The engine over a ledger whose pages arrive while the rest is read: parsing and preparing them
 * overlaps the reading, so only the run itself waits for the last page.
 */
export function ledgerStreamJob({ port, costMethod }: LedgerStreamInput): Promise<LedgerJobOutput> {
  return new Promise((resolve, reject) => {
    const prepared: PreparedRows = emptyPrepared(false);
    let ended = false;
    const end = (settle: () => void) => {
      ended = true;
      port.close();
      settle();
    };
    port.on('message', (page: Uint8Array | null) => {
      if (ended) return;
      try {
        if (page !== null) prepareRows(rowsOfPage(page), storedRate, prepared);
        else end(() => resolve(outcome(() => prepared, costMethod)));
      } catch (error) {
        end(() => reject(error instanceof Error ? error : new Error(String(error))));
      }
    });
    // The reader gave up (its database read failed): nothing to compute.
    port.on('close', () => {
      if (!ended) end(() => reject(new Error('The ledger was not read to the end.')));
    });
  });
}

export function ledgerJob(input: LedgerJobInput): LedgerJobOutput {
  const replaced = new Set(input.replaced ?? []);
  const asOf = input.asOf ?? Number.POSITIVE_INFINITY;
  const kept = (row: EngineRow) => dayOfEngineRow(row) <= asOf;
  return outcome(() => {
    const rateOf = input.rates ? rateInto({ target: input.rates.target, series: new Map(input.rates.series) }) : storedRate;
    // A page at a time, so a large ledger's parsed rows are garbage as soon as they are prepared.
    const prepared = emptyPrepared(false);
    for (const page of input.pages) prepareRows(rowsOfPage(page).filter((row) => kept(row) && !replaced.has(ownHoldingOf(row))), rateOf, prepared);
    return prepareRows(rowsOfInputs(input.inputs ?? []).filter(kept), rateOf, prepared);
  }, input.costMethod);
}

/** One holding of a series job: its events, its price (merged, or layers to merge by precedence) and its rate to PC. */
export interface SeriesHolding {
  readonly events: HoldingEvents;
  readonly price: AsOfSeries | readonly (AsOfSeries | undefined)[] | undefined;
  readonly rate: AsOfSeries | undefined;
}

export interface SeriesJobInput {
  readonly holdings: readonly SeriesHolding[];
  /** The series to compute: each a list of indices into holdings (the portfolio's is all of them). */
  readonly groups: readonly (readonly number[])[];
  readonly from: number;
  readonly to: number;
  /** Each group's returns and risk figures are wanted (TWR, XIRR and risk.ts's over its daily series). */
  readonly returns: boolean;
  /** Each group's points are wanted, sampled to this budget (see sampleSeries); 0: none. */
  readonly pointBudget: number;
}

export interface SeriesPoints {
  readonly resolution: SeriesResolution;
  readonly days: Int32Array;
  readonly value: Float64Array;
  readonly cost: Float64Array;
  readonly netContributions: Float64Array;
}

/** What a series over a range tells of its performance: returns and risk, from the same daily series. */
export interface PeriodFigures {
  readonly returns: PeriodReturns;
  readonly risk: RiskFigures;
}

export interface SeriesJobOutput {
  readonly groups: readonly { readonly period: PeriodFigures | null; readonly points: SeriesPoints | null }[];
  /** The price series merged in this job, by holding index (null where it came merged), for the caller to keep. */
  readonly merged: readonly (AsOfSeries | null)[];
}

/** Merged layers in shared memory, so the caller can keep them and send them back without a copy. */
function mergedShared(layers: readonly (AsOfSeries | undefined)[]): AsOfSeries {
  const { series } = mergeLayers(layers);
  const size = new ArenaSize();
  size.int32(series.days.length);
  size.float64(series.values.length);
  const arena = new SharedArena(size.total);
  const days = arena.int32(series.days.length);
  const values = arena.float64(series.values.length);
  days.set(series.days);
  values.set(series.values);
  return { days, values };
}

const isLayers = (price: SeriesHolding['price']): price is readonly (AsOfSeries | undefined)[] => Array.isArray(price);

export function seriesJob(input: SeriesJobInput): SeriesJobOutput {
  const merged = input.holdings.map((holding) => (isLayers(holding.price) ? mergedShared(holding.price) : null));
  const prices = input.holdings.map((holding, i) => merged[i] ?? (holding.price as AsOfSeries | undefined));
  const timelines = input.holdings.map((holding, i) => timelineOf(String(i), holding.events));
  const valuation = { price: (key: string) => prices[Number(key)], fxToPC: (key: string) => input.holdings[Number(key)]!.rate };
  // Returns need the close before the period: it is the opening value, and what is bought on the
  // first day then counts at its price and fees, not at the day's close.
  const opening = input.returns ? 1 : 0;
  const groups = input.groups.map((group) => {
    const withOpening = valueSeries(
      group.map((i) => timelines[i]!),
      valuation,
      input.from - opening,
      input.to,
    );
    const series = opening ? fromSecondDay(withOpening) : withOpening;
    let points: SeriesPoints | null = null;
    if (input.pointBudget > 0) {
      const { resolution, indices } = sampleSeries(series.days, input.pointBudget);
      points = {
        resolution,
        days: indices.map((i) => series.days[i]!),
        value: Float64Array.from(indices, (i) => series.value[i]!),
        cost: Float64Array.from(indices, (i) => series.cost[i]!),
        netContributions: Float64Array.from(indices, (i) => series.netContributions[i]!),
      };
    }
    return { period: input.returns ? { returns: periodReturns(withOpening), risk: riskFigures(withOpening) } : null, points };
  });
  return { groups, merged };
}

export const ENGINE_JOBS = {
  ledger: ledgerJob,
  ledgerStream: ledgerStreamJob,
  series: seriesJob,
} satisfies Record<string, (input: never) => unknown>;

export type EngineJobName = keyof typeof ENGINE_JOBS;
export type EngineJobInput<N extends EngineJobName> = Parameters<(typeof ENGINE_JOBS)[N]>[0];
export type EngineJobOutput<N extends EngineJobName> = Awaited<ReturnType<(typeof ENGINE_JOBS)[N]>>;

export interface EngineTask {
  readonly job: EngineJobName;
  readonly input: unknown;
}

/** What a worker runs (and the in-process mode, directly). */
export function runEngineTask(task: EngineTask): unknown {
  return (ENGINE_JOBS[task.job] as (input: unknown) => unknown)(task.input);
}
