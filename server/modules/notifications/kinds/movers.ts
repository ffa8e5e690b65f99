// The day's movers: the market's (the stored gainers and losers lists, the same five for every
// investor) and each user's own holdings' (their stored quotes of that day, biggest moves
// first, with what the move made on the user's shares). Market lists older than the day, or
// holdings' quotes of another day, make nothing: a provider outage is silence, not old news.
import type { MarketQuote, ScreenerRow } from '../../../market/provider';
import type { StoredList, SymbolRow } from '../../../market/store/liveStore';
import { fromDay } from '../../../portfolio/days';
import type { NewNotification } from '../notifications.repository';
import { formatMoney, formatSignedMoney, formatSignedPercent } from './figures';
import { groupBy } from '../../../../common/groupBy';
import type { Position } from './positions';

const TOP = 5;
const SIMULATED = ' Simulated market data.';

const line = (rank: number, text: string) => `${rank}. ${text}`;

export function marketMoverNotifications(owners: readonly string[], lists: { gainers: StoredList<ScreenerRow[]> | null; losers: StoredList<ScreenerRow[]> | null }, day: number): NewNotification[] {
  const date = fromDay(day);
  const made: NewNotification[] = [];
  for (const [kind, list, word] of [['Top5MarketGainers', lists.gainers, 'gainers'], ['Top5MarketLosers', lists.losers, 'losers']] as const) {
    if (!list || list.fetchedAt.toISOString().slice(0, 10) !== date) continue;
    const rows = list.rows.filter((row) => (kind === 'Top5MarketGainers' ? row.changePercent > 0 : row.changePercent < 0)).slice(0, TOP);
    if (rows.length === 0) continue;
    const body = rows.map((row, i) => line(i + 1, `${row.name} (${row.symbol}) ${formatSignedPercent(row.changePercent)} at ${formatMoney(row.price, row.currency)}`)).join('\n') + (list.simulated ? `\n${SIMULATED.trim()}` : '');
    for (const ownerUid of owners) made.push({ ownerUid, kind, symbol: null, dedupeKey: date, title: `Top ${rows.length} market ${word} on ${date}`, body });
  }
  return made;
}

export function portfolioMoverNotifications(positions: readonly Position[], quotes: ReadonlyMap<string, SymbolRow>, day: number): NewNotification[] {
  const date = fromDay(day);
  const made: NewNotification[] = [];
  for (const [ownerUid, held] of groupBy(positions, (position) => position.ownerUid)) {
    const moves = held.flatMap((position) => {
      const row = quotes.get(position.ticker);
      const quote: MarketQuote | null = row?.quote ?? null;
      if (!quote || quote.at.slice(0, 10) !== date || quote.changePercent === 0) return [];
      return [{ position, quote, simulated: row!.simulated }];
    });
    for (const [kind, word, pick] of [['Top5PortfolioGainers', 'gainers', 1], ['Top5PortfolioLosers', 'losers', -1]] as const) {
      const rows = moves.filter((move) => Math.sign(move.quote.changePercent) === pick).sort((a, b) => pick * (b.quote.changePercent - a.quote.changePercent)).slice(0, TOP);
      if (rows.length === 0) continue;
      const body =
        rows
          .map((move, i) => line(i + 1, `${move.position.ticker} ${formatSignedPercent(move.quote.changePercent)} at ${formatMoney(move.quote.price, move.quote.currency)}: ${formatSignedMoney(move.quote.change * move.position.shares, move.quote.currency)} on your shares`))
          .join('\n') + (rows.some((move) => move.simulated) ? `\n${SIMULATED.trim()}` : '');
      made.push({ ownerUid, kind, symbol: null, dedupeKey: date, title: `Your top ${rows.length} ${word} on ${date}`, body });
    }
  }
  return made;
}
