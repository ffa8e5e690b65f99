// The dividend and split notifications of one day, for the users holding each security:
// - NewDividendsAnnouncements: a dividend whose ex-date is still ahead (once per dividend);
// - ExDividendDateReminder / DividendPaymentDateReminer: an ex-date or pay date on the next
//   weekday after the day (the day before, or the Friday before a Monday);
// - FWDAnnualDividendRateChanges: the newest regular dividend (ex-date within the last 30 days or
//   ahead) differs from the one before: the forward annual rate moves with it;
// - SplitsAnnoucements: a split dated within the last 7 days or ahead.
// Amounts are per share in the dividend's currency; "about" figures use today's shares.
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { inferDividendFrequency, isSpecialDividend, PAYMENTS_PER_YEAR } from '../../../market/dividendFrequency';
import { fromDay, isoWeekday, toDay } from '../../../portfolio/days';
import type { NewNotification } from '../notifications.repository';
import { formatMoney, formatPerShare, formatShares, formatSignedPercent } from './figures';
import { groupBy } from '../../../../common/groupBy';
import type { Position } from './positions';

interface DividendRow {
  securityId: string;
  exDate: string;
  payDate: string | null;
  amount: number;
  currency: string;
}

interface SplitRow {
  securityId: string;
  date: string;
  ratio: number;
}

/** A rate change smaller than this (a rounding of the provider's) is no change. */
const RATE_CHANGE_MIN = 0.005;
const RECENT_RATE_DAYS = 30;
const RECENT_SPLIT_DAYS = 7;

/** The next weekday after `day`. */
export function nextWeekday(day: number): number {
  const weekday = isoWeekday(day);
  return day + (weekday === 5 ? 3 : weekday === 6 ? 2 : 1);
}

const who = (position: Position) => (position.name ? `${position.name} (${position.ticker})` : position.ticker);

function splitText(ratio: number): string {
  return ratio >= 1 ? `${formatShares(ratio)}-for-1` : `1-for-${formatShares(Math.round((1 / ratio) * 1e6) / 1e6)} reverse`;
}

export async function readDividendEvents(db: Database, securityIds: readonly string[], day: number): Promise<{ dividends: DividendRow[]; splits: SplitRow[] }> {
  if (securityIds.length === 0) return { dividends: [], splits: [] };
  const ids = sql.val(securityIds);
  const [dividends, splits] = await Promise.all([
    sql<DividendRow>`
      select security_id, to_char(ex_date, 'YYYY-MM-DD') as ex_date, to_char(pay_date, 'YYYY-MM-DD') as pay_date, amount::float8 as amount, currency
      from security_dividends
      where security_id = any(${ids}::uuid[]) and ex_date >= ${fromDay(day - 400)}::date
      order by security_id, ex_date`.execute(db),
    sql<SplitRow>`
      select security_id, to_char(date, 'YYYY-MM-DD') as date, ratio::float8 as ratio
      from security_splits
      where security_id = any(${ids}::uuid[]) and date >= ${fromDay(day - RECENT_SPLIT_DAYS)}::date
      order by security_id, date`.execute(db),
  ]);
  return { dividends: dividends.rows, splits: splits.rows };
}

/** The notifications the events make for the positions' holders on `day` (pure). */
export function dividendNotifications(positions: readonly Position[], events: { dividends: readonly DividendRow[]; splits: readonly SplitRow[] }, day: number): NewNotification[] {
  const today = fromDay(day);
  const next = fromDay(nextWeekday(day));
  const dividendsOf = groupBy(events.dividends, (row) => row.securityId);
  const splitsOf = groupBy(events.splits, (row) => row.securityId);
  // A rate change is the security's, whoever holds it: judged once per security.
  const changes = new Map<string, ReturnType<typeof rateChange>>();
  const changeOf = (securityId: string, dividends: readonly DividendRow[]) => {
    if (!changes.has(securityId)) changes.set(securityId, rateChange(dividends, day));
    return changes.get(securityId)!;
  };
  const made: NewNotification[] = [];
  for (const position of positions) {
    const base = { ownerUid: position.ownerUid, symbol: position.ticker };
    const dividends = dividendsOf.get(position.securityId) ?? [];
    for (const dividend of dividends) {
      const perShare = formatPerShare(dividend.amount, dividend.currency);
      const onYours = `about ${formatMoney(dividend.amount * position.shares, dividend.currency)} on your ${formatShares(position.shares)} shares`;
      const paid = dividend.payDate ? `, paid ${dividend.payDate}` : '';
      if (dividend.exDate > today) {
        made.push({ ...base, kind: 'NewDividendsAnnouncements', dedupeKey: `${position.ticker}:${dividend.exDate}`, title: `${position.ticker} declared a dividend of ${perShare}`, body: `${who(position)} pays ${perShare} per share (ex-date ${dividend.exDate}${paid}): ${onYours}.` });
      }
      if (dividend.exDate === next) {
        made.push({ ...base, kind: 'ExDividendDateReminder', dedupeKey: `${position.ticker}:${dividend.exDate}`, title: `${position.ticker} goes ex-dividend on ${dividend.exDate}`, body: `Hold ${who(position)} at the close before ${dividend.exDate} to receive ${perShare} per share${paid}: ${onYours}.` });
      }
      if (dividend.payDate === next) {
        made.push({ ...base, kind: 'DividendPaymentDateReminer', dedupeKey: `${position.ticker}:${dividend.payDate}:${dividend.exDate}`, title: `${position.ticker} pays its dividend on ${dividend.payDate}`, body: `${who(position)} pays ${perShare} per share (ex-date ${dividend.exDate}): ${onYours}.` });
      }
    }
    const change = changeOf(position.securityId, dividends);
    if (change) {
      const { newest, previous, perYear } = change;
      const movement = newest.amount > previous.amount ? 'raised' : 'cut';
      made.push({
        ...base,
        kind: 'FWDAnnualDividendRateChanges',
        dedupeKey: `${position.ticker}:${newest.exDate}`,
        title: `${position.ticker} ${movement} its dividend ${formatSignedPercent(newest.amount / previous.amount - 1)}`,
        body: `${who(position)} pays ${formatPerShare(newest.amount, newest.currency)} per share from ${newest.exDate}, after ${formatPerShare(previous.amount, previous.currency)}${
          perYear === null
            ? ''
            : `: a forward annual rate of ${formatMoney(newest.amount * perYear, newest.currency)} (was ${formatMoney(previous.amount * perYear, previous.currency)}), about ${formatMoney(newest.amount * perYear * position.shares, newest.currency)} a year on your ${formatShares(position.shares)} shares`
        }.`,
      });
    }
    for (const split of splitsOf.get(position.securityId) ?? []) {
      made.push({
        ...base,
        kind: 'SplitsAnnoucements',
        dedupeKey: `${position.ticker}:${split.date}`,
        title: `${position.ticker} ${split.date > today ? 'splits' : 'split'} ${splitText(split.ratio)} on ${split.date}`,
        body: `${who(position)}: your ${formatShares(position.shares)} shares become ${formatShares(Math.round(position.shares * split.ratio * 1e6) / 1e6)}. Record the split in your ledger, or let the app apply it.`,
      });
    }
  }
  return made;
}

/**
 * The newest dividend against the one before, when recent, regular (not a special one), in one
 * currency and different; with the payments a year the history shows (null when irregular).
 */
function rateChange(dividends: readonly DividendRow[], day: number): { newest: DividendRow; previous: DividendRow; perYear: number | null } | null {
  const newest = dividends.at(-1);
  const previous = dividends.at(-2);
  if (!newest || !previous || newest.currency !== previous.currency || previous.amount <= 0) return null;
  if (toDay(newest.exDate) < day - RECENT_RATE_DAYS) return null;
  if (Math.abs(newest.amount / previous.amount - 1) < RATE_CHANGE_MIN) return null;
  if (isSpecialDividend(newest.amount, dividends.slice(0, -1)) || isSpecialDividend(previous.amount, dividends.slice(0, -2))) return null;
  const frequency = inferDividendFrequency(dividends);
  return { newest, previous, perYear: frequency === null || frequency === 'irregular' ? null : PAYMENTS_PER_YEAR[frequency] };
}
