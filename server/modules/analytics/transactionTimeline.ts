// The transaction timeline needs no engine: the database sums the transactions per day and kind,
// and bucketTransactions groups the days; both the days and the answers are kept per user until
// the ledger's version changes.
import { INTERVALS, isIntervalName } from '../../../common/intervals';
import { TIMELINE_DATASET_KINDS } from '../../../common/timelineDatasets';
import type { DataOwner } from '../../auth/tokenVerifier';
import type { TimelineDataset, TransactionTimelineInput } from '../../generated/resolvers-types';
import { fieldError } from '../../kernel/errors';
import { createUsersCache } from '../../ledger/usersCache';
import { civilOf, todayDay } from '../../portfolio/days';
import { decimal, toNumber } from '../../portfolio/decimal';
import type { AnalyticsRepository } from './analytics.repository';
import { parseDay, type OwnedSelection } from './analyticsInput';
import { bucketTransactions, type Timeline, type TimelineDay } from './bucketTransactions';

// The schema's datasets with the kinds common/ gives them: a dataset added to the schema does not compile until it has its kinds.
const DATASET_KINDS: Readonly<Record<TimelineDataset, readonly string[]>> = TIMELINE_DATASET_KINDS;

/** Timelines kept per user, as of one ledger version (most recently used last). */
const ANSWERS_PER_USER = 16;

/** A day of the timeline with the portfolio it belongs to, so one read serves every portfolio filter. */
interface PortfolioDay extends TimelineDay {
  readonly portfolioId: string;
  /** Income: the ex-date of the dividend it is, when the market data knows it. */
  readonly exDate: string | null;
}

export interface TransactionTimelineDeps {
  repository: Pick<AnalyticsRepository, 'ledgerVersion' | 'transactionDays'>;
  ownedSelection: OwnedSelection;
}

export function createTransactionTimeline({ repository, ownedSelection }: TransactionTimelineDeps) {
  /** Per user, as of a ledger version: the days, and the timelines answered from them (most recently used last). */
  const timelines = createUsersCache<{ version: number; days: Promise<PortfolioDay[]>; answers: Map<string, Timeline> }>();

  /** The owner's transactions per portfolio, day and kind, and the timelines made of them, read again only after a write. */
  async function timelinesOf(owner: DataOwner) {
    // The version first: a write between the two reads leaves rows newer than the version they
    // are kept under, so the next request reads them again rather than keeping older ones.
    const version = await repository.ledgerVersion(owner.uid);
    const kept = timelines.get(owner.uid);
    if (kept?.version === version) return kept;
    const days = repository.transactionDays(owner.uid).then((rows) =>
      rows.map((row) => ({ portfolioId: row.portfolioId, date: row.date, exDate: row.exDate, type: row.type, count: row.count, value: toNumber(decimal(row.value)) })),
    );
    const entry = { version, days, answers: new Map<string, Timeline>() };
    timelines.set(owner.uid, entry);
    days.catch(() => timelines.get(owner.uid) === entry && timelines.delete(owner.uid));
    return entry;
  }

  return {
    /** The chosen portfolios' transactions per period and kind, up to asOf (default today, UTC). */
    async transactionTimeline(owner: DataOwner, input: TransactionTimelineInput): Promise<Timeline> {
      const { interval, groupBy, includeCurrentInterval, measure, dataset = 'all', operation = 'sum', dateBy = 'transactionDate' } = input;
      if (!isIntervalName(interval)) throw fieldError('BAD_USER_INPUT', `input.interval must be one of ${INTERVALS.map((i) => i.value).join(', ')}.`, 'input.interval');
      // A count per transaction is always one: an average is of values.
      if (operation === 'average' && measure === 'count') throw fieldError('BAD_USER_INPUT', 'input.operation average needs measure value.', 'input.operation');
      const asOf = parseDay(input.asOf, 'input.asOf') ?? todayDay();
      const portfolioIds = await ownedSelection(owner, input.portfolio_Ids);
      const kept = await timelinesOf(owner);
      const key = JSON.stringify([portfolioIds && [...portfolioIds].sort(), interval, groupBy, includeCurrentInterval, measure, dataset, operation, dateBy, asOf]);
      let timeline = kept.answers.get(key);
      if (timeline) kept.answers.delete(key);
      else {
        const days = await kept.days;
        // The dataset's kinds only, before bucketing: the empty chart's note then counts the dataset's transactions.
        const kinds: ReadonlySet<string> = new Set(DATASET_KINDS[dataset]);
        const chosen = days
          .filter((day) => (!portfolioIds || portfolioIds.has(day.portfolioId)) && kinds.has(day.type))
          .map((day) => (dateBy === 'exDate' && day.exDate ? { ...day, date: day.exDate } : day));
        // The calendar date of asOf as a local date: bucketTransactions reads every date as local.
        const { year, month, dayOfMonth } = civilOf(asOf);
        timeline = bucketTransactions(chosen, { interval, groupBy, includeCurrentInterval, measure, operation, today: new Date(year, month - 1, dayOfMonth) });
      }
      kept.answers.set(key, timeline);
      if (kept.answers.size > ANSWERS_PER_USER) kept.answers.delete(kept.answers.keys().next().value!);
      return timeline;
    },
  };
}
