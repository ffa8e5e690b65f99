// The portfolio value updates: each investor's value at the day's close and what it made over
// the day (weekdays), the week (on Fridays, from Monday) and the month (on its last day), as the
// summary widgets count it: gains and income after fees and taxes, deposits and withdrawals left
// out. Read through the analytics service, the same figures the dashboards show.
import type { AnalyticsService } from '../../analytics/analytics.service';
import type { LedgerService } from '../../../ledger/ledger.service';
import type { LedgerState } from '../../../ledger/ledgerRuns';
import { addCalendarMonths, civilOf, fromDay, isoWeekday } from '../../../portfolio/days';
import type { NewNotification } from '../notifications.repository';
import { formatMoney, formatSignedMoney, formatSignedPercent } from './figures';

type Figures = Pick<AnalyticsService, 'summaries'> & Pick<LedgerService, 'warm'>;

/** Investors whose ledgers are read together (see LedgerService.warm). */
const WARM_BATCH = 25;

interface Period {
  readonly kind: 'DailyPortfolioValueUpdate' | 'WeeklyPortfolioValueUpdate' | 'MonthlyPortfolioValueUpdate';
  readonly from: number;
  readonly key: string;
  readonly over: string;
}

/** The periods that end on `day`: the day itself on weekdays, its week on Fridays, its month on its last day. */
export function periodsEnding(day: number): Period[] {
  const weekday = isoWeekday(day);
  const periods: Period[] = [];
  if (weekday <= 5) periods.push({ kind: 'DailyPortfolioValueUpdate', from: day, key: fromDay(day), over: 'on the day' });
  if (weekday === 5) periods.push({ kind: 'WeeklyPortfolioValueUpdate', from: day - 4, key: `week of ${fromDay(day - 4)}`, over: `over the week from ${fromDay(day - 4)}` });
  const { dayOfMonth } = civilOf(day);
  const firstOfMonth = day - dayOfMonth + 1;
  if (addCalendarMonths(firstOfMonth, 1) === day + 1) periods.push({ kind: 'MonthlyPortfolioValueUpdate', from: firstOfMonth, key: fromDay(firstOfMonth).slice(0, 7), over: `in ${fromDay(firstOfMonth).slice(0, 7)}` });
  return periods;
}

/**
 * The value updates of `day` for `owners`, except those `settled` says need none (made already, or
 * turned off): a rerun, or a second server, runs no ledger for what exists.
 */
export async function portfolioValueNotifications(
  figures: Figures,
  owners: readonly string[],
  day: number,
  settled: (ownerUid: string, kind: Period['kind']) => boolean,
  onError: (owner: string, error: unknown) => void,
): Promise<NewNotification[]> {
  const periods = periodsEnding(day);
  const made: NewNotification[] = [];
  if (periods.length === 0) return made;
  const date = fromDay(day);
  const wanted = owners.filter((ownerUid) => periods.some((period) => !settled(ownerUid, period.kind)));
  // A batch's ledgers are read together, then each investor's figures one at a time: the embedded
  // database answers one query at a time, and running several at once measured slower.
  for (let i = 0; i < wanted.length; i += WARM_BATCH) {
    const batch = wanted.slice(i, i + WARM_BATCH);
    const states = await figures.warm(batch).catch((error: unknown) => {
      // Only time is lost: each ledger is then read on its own.
      onError(`${batch.length} investors from ${batch[0]}`, error);
      return new Map<string, LedgerState>();
    });
    for (const ownerUid of batch) made.push(...(await valueUpdates(figures, ownerUid, states.get(ownerUid), periods, date, settled, onError)));
  }
  return made;
}

/** One investor's updates of the periods not settled yet. */
async function valueUpdates(
  figures: Figures,
  ownerUid: string,
  state: LedgerState | undefined,
  periods: readonly Period[],
  date: string,
  settled: (ownerUid: string, kind: Period['kind']) => boolean,
  onError: (owner: string, error: unknown) => void,
): Promise<NewNotification[]> {
  const due = periods.filter((period) => !settled(ownerUid, period.kind));
  try {
    const summaries = await figures.summaries({ uid: ownerUid }, due.map((period) => ({ asOf: date, from: fromDay(period.from), to: date })), state);
    return due.flatMap((period, i): NewNotification[] => {
      const summary = summaries[i]!;
      if (summary.marketValue === 0 && summary.totalReturn === 0) return [];
      const value = formatMoney(summary.netWorth, summary.currency);
      const percent = summary.totalReturnPercent === null ? '' : ` (${formatSignedPercent(summary.totalReturnPercent)})`;
      return [
        {
          ownerUid,
          kind: period.kind,
          symbol: null,
          dedupeKey: period.key,
          title: `Your portfolio: ${value} on ${date}`,
          body: `${formatSignedMoney(summary.totalReturn, summary.currency)}${percent} ${period.over}, in gains and income after fees and taxes. Holdings ${formatMoney(summary.marketValue, summary.currency)}, cash ${formatMoney(summary.cashBalance, summary.currency)}.${summary.simulatedPrices ? ' Some prices are simulated.' : ''}`,
        },
      ];
    });
  } catch (error) {
    onError(ownerUid, error);
    return [];
  }
}
