// The earnings notifications of one day, for the users holding each company, from the earnings
// calendar stored with its profile: a report due within the coming week (once per report day:
// a moved day is news), and the last quarter's figures once reported (once per quarter, while
// the quarter is recent: a profile read for the first time does not dig up last year's results).
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { toDay } from '../../../portfolio/days';
import type { NewNotification } from '../notifications.repository';
import { formatPerShare, formatSignedPercent } from './figures';
import type { Position } from './positions';

export interface EarningsRow {
  securityId: string;
  currency: string | null;
  nextEarningsDate: string | null;
  nextEarningsEstimated: boolean | null;
  epsEstimate: number | null;
  lastEarningsQuarter: string | null;
  lastEpsActual: number | null;
  lastEpsEstimate: number | null;
}

const ANNOUNCE_WITHIN_DAYS = 7;
/** Results of a quarter that ended longer ago than this are old news. */
const RESULTS_WITHIN_DAYS = 100;

export async function readEarnings(db: Database, securityIds: readonly string[]): Promise<EarningsRow[]> {
  if (securityIds.length === 0) return [];
  const { rows } = await sql<EarningsRow>`
    select security_id, currency, to_char(next_earnings_date, 'YYYY-MM-DD') as next_earnings_date, next_earnings_estimated, eps_estimate,
      to_char(last_earnings_quarter, 'YYYY-MM-DD') as last_earnings_quarter, last_eps_actual, last_eps_estimate
    from security_dividend_profiles
    where security_id = any(${sql.val(securityIds)}::uuid[]) and (next_earnings_date is not null or last_earnings_quarter is not null)`.execute(db);
  return rows;
}

const who = (position: Position) => (position.name ? `${position.name} (${position.ticker})` : position.ticker);

export function earningsNotifications(positions: readonly Position[], rows: readonly EarningsRow[], day: number): NewNotification[] {
  const bySecurity = new Map(rows.map((row) => [row.securityId, row]));
  const made: NewNotification[] = [];
  for (const position of positions) {
    const row = bySecurity.get(position.securityId);
    if (!row) continue;
    const base = { ownerUid: position.ownerUid, symbol: position.ticker };
    const money = (value: number) => formatPerShare(value, row.currency ?? '').trimEnd();
    const next = row.nextEarningsDate;
    if (next && toDay(next) > day && toDay(next) <= day + ANNOUNCE_WITHIN_DAYS) {
      const expected = row.nextEarningsEstimated ? ' (expected: the company has not confirmed the day)' : '';
      const estimate = row.epsEstimate === null ? '' : ` Analysts expect ${money(row.epsEstimate)} per share.`;
      made.push({ ...base, kind: 'EarningsAnnouncements', dedupeKey: `${position.ticker}:${next}`, title: `${position.ticker} reports its results on ${next}`, body: `${who(position)} reports its quarterly results on ${next}${expected}.${estimate}` });
    }
    const quarter = row.lastEarningsQuarter;
    if (quarter && row.lastEpsActual !== null && toDay(quarter) >= day - RESULTS_WITHIN_DAYS && toDay(quarter) < day) {
      const actual = row.lastEpsActual;
      const verb = actual < 0 ? `lost ${money(-actual)}` : `earned ${money(actual)}`;
      const against =
        row.lastEpsEstimate === null || row.lastEpsEstimate === 0
          ? ''
          : `, against ${money(row.lastEpsEstimate)} expected: ${formatSignedPercent((actual - row.lastEpsEstimate) / Math.abs(row.lastEpsEstimate))} ${actual >= row.lastEpsEstimate ? 'above' : 'below'} the estimate`;
      made.push({
        ...base,
        kind: 'EarningsResults',
        dedupeKey: `${position.ticker}:${quarter}`,
        title: `${position.ticker} reported ${money(actual)} a share for the quarter to ${quarter}`,
        body: `${who(position)} ${verb} per share in the quarter to ${quarter}${against}.`,
      });
    }
  }
  return made;
}
